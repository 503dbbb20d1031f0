// Process: node (CLI). reader:sim's locate mode on its command line: `--locate <epc> [--distance <m>]` and the keys
// that move the target. On a terminal: Up or n brings it a step nearer, Down or f takes it a step further. From a
// pipe (tests, scripts): a line `n` or `f`, or a distance in metres. Each change is said on stderr, so whoever
// drives it can see where the target is.
import { decodeEpcHex } from '../../codes';
import { UserError } from '../../shared/errors';
import { createSimLocateMode, LOCATE_DISTANCE, type SimLocateMode } from './locate-mode';
import { seededRandom } from './population';

const UP = '\u001b[A';
const DOWN = '\u001b[B';

/** The mode for `--locate` (null without it); throws a user-facing Error for a bad EPC or distance. */
export function locateModeFromArgs(epc: string | undefined, distance: string | undefined): SimLocateMode | null {
  if (epc === undefined) return null;
  const d = decodeEpcHex(epc);
  if (d.type === 'invalid') throw new UserError('invalid_argument', `--locate needs an EPC in hex, got "${epc}"`);
  const mode = createSimLocateMode(seededRandom(11), d.hex);
  if (distance !== undefined) {
    const m = Number(distance);
    if (!Number.isFinite(m) || m < LOCATE_DISTANCE.min || m > LOCATE_DISTANCE.max)
      throw new UserError(
        'invalid_argument',
        `--distance must be ${LOCATE_DISTANCE.min}-${LOCATE_DISTANCE.max} metres, got "${distance}"`,
      );
    mode.setDistance(m);
  }
  return mode;
}

/** Applies one key or line; false when it means nothing (the caller ignores it). */
export function applyLocateKey(mode: SimLocateMode, key: string): boolean {
  const k = key.trim().toLowerCase();
  if (key === UP || k === 'n') mode.move(-1);
  else if (key === DOWN || k === 'f') mode.move(1);
  else if (k !== '' && Number.isFinite(Number(k))) mode.setDistance(Number(k));
  else return false;
  return true;
}

export function attachLocateKeys(mode: SimLocateMode, stdin: NodeJS.ReadStream, say: (line: string) => void): void {
  const tell = () => say(`locate ${mode.epc} at ${mode.distance.toFixed(1)} m`);
  tell();
  stdin.setEncoding('utf8');
  if (stdin.isTTY) {
    stdin.setRawMode(true);
    stdin.on('data', (key: string) => {
      // Raw mode swallows Ctrl+C: pass it on as the signal the CLI already stops on.
      if (key === '\u0003') process.kill(process.pid, 'SIGINT');
      else if (applyLocateKey(mode, key)) tell();
    });
  } else {
    let rest = '';
    stdin.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (applyLocateKey(mode, line)) tell();
    });
  }
  stdin.resume();
}
