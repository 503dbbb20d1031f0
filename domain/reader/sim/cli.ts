// Process: node (CLI). The reader simulator's command line (`npm run reader:sim`, entry hosts/app/reader/sim-cli.ts,
// which passes the demo catalog's tags): writes a simulated reader's protocol to a serial port, e.g. one end of a
// socat PTY pair: --port <path> --protocol tsl|chafon|m100|lines --rate <reads/s> --tags <n>
// [--duration <s>] [--garbage <fraction>] [--unknown <fraction>] [--capture <file>] [--baud <n>] [--seed <n>]
// With --field (TSL only) it streams nothing and plays the tags held near a reader for encoding (tsl-field.ts).
// With --locate <epc> a target's reads follow a distance the user changes with keys (locate-keys.ts).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SerialPort } from 'serialport';
import { PROTOCOL_NAMES, type ProtocolName } from '../protocols/framer';
import { attachLocateKeys, locateModeFromArgs } from './locate-keys';
import type { SimTag } from './population';
import { createSimulator, replayCapture } from './simulator';
import { createTslField } from './tsl-field';

const USAGE =
  'Usage: npm run reader:sim -- --port <path> --protocol tsl|chafon|m100|lines [--rate 1000] [--tags 100]\n' +
  '       [--duration <s>] [--garbage 0.001] [--unknown 0.05] [--capture <file>] [--baud <n>] [--seed <n>]\n' +
  '       With --capture the file is replayed at about 40 bytes per --rate (one read is ~40 bytes); --duration loops it.\n' +
  '       --protocol tsl --field <epc,epc|none> [--write-error <code>] [--ignore-writes] [--locked-with <8 hex>]: tags\n' +
  '       in the field that answer .iv, .ws and .lo (encoding), nothing streamed.\n' +
  '       --locate <epc> [--distance <m>]: that tag at a distance the keys change (Up/n nearer, Down/f further; from a\n' +
  '       pipe a line n, f or metres); nearer, it is read more often and stronger.\n' +
  '       [--max-power <dBm>] [--reader-id <text>]: reader tuning is answered as the manuals say; a higher power is\n' +
  "       refused with the protocol's error code; the id is the serial number or firmware the reader reports.";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function num(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) fail(`--${name} must be a number >= ${min}, got "${value}"`);
  return n;
}

/** The tag population for `--tags`, `--unknown` and `--seed` (injected: the simulator knows no catalog). */
export type PopulationOf = (tags: number, unknownFraction: number, seed: number) => readonly SimTag[];

export function runReaderSimCli(population: PopulationOf): void {
  main(population).catch((err: Error) => {
    process.stderr.write(`reader:sim: ${err.message}\n`);
    process.exit(1);
  });
}

async function main(population: PopulationOf): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        protocol: { type: 'string' },
        rate: { type: 'string' },
        tags: { type: 'string' },
        duration: { type: 'string' },
        garbage: { type: 'string' },
        unknown: { type: 'string' },
        capture: { type: 'string' },
        baud: { type: 'string' },
        seed: { type: 'string' },
        field: { type: 'string' },
        'write-error': { type: 'string' },
        'ignore-writes': { type: 'boolean' },
        'locked-with': { type: 'string' },
        locate: { type: 'string' },
        distance: { type: 'string' },
        'max-power': { type: 'string' },
        'reader-id': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (err) {
    fail((err as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const path = values.port as string | undefined;
  if (!path) fail('--port is required');
  const protocol = values.protocol as ProtocolName | undefined;
  if (!values.capture && (!protocol || !PROTOCOL_NAMES.includes(protocol))) {
    fail(`--protocol must be one of ${PROTOCOL_NAMES.join(', ')}`);
  }
  const rate = num(values.rate as string | undefined, 'rate', 1000, 1);
  const tagCount = num(values.tags as string | undefined, 'tags', 100, 1);
  const duration = num(values.duration as string | undefined, 'duration', 0);
  const baudRate = num(values.baud as string | undefined, 'baud', 115200, 1);

  const port = new SerialPort({ path, baudRate, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
  const io = { write: (buf: Buffer) => void port.write(buf) };

  let stop: () => void;
  let summary: () => Record<string, unknown>;
  if (values.field !== undefined) {
    if (protocol !== 'tsl') fail('--field needs --protocol tsl');
    const tags = values.field === 'none' ? [] : String(values.field).split(',').filter(Boolean);
    const field = createTslField(
      {
        tags,
        writeError: values['write-error'] as string | undefined,
        ignoreWrites: values['ignore-writes'] === true,
        lockedWith: (values['locked-with'] as string | undefined)?.toUpperCase(),
      },
      io.write,
    );
    port.on('data', (chunk: Buffer) => field.receive(chunk));
    stop = () => {};
    summary = () => ({ protocol, field: field.tags.map((t) => t.epc), locked: field.locked() });
  } else if (values.capture) {
    const data = readFileSync(values.capture as string);
    const replay = replayCapture(data, io, rate * 40, duration > 0);
    stop = replay.stop;
    summary = () => ({ capture: values.capture, bytes: data.length });
  } else {
    const tags = population(
      tagCount,
      num(values.unknown as string | undefined, 'unknown', 0.05),
      num(values.seed as string | undefined, 'seed', 42),
    );
    let locate: ReturnType<typeof locateModeFromArgs> = null;
    try {
      locate = locateModeFromArgs(values.locate as string | undefined, values.distance as string | undefined);
    } catch (err) {
      fail((err as Error).message);
    }
    const garbage = num(values.garbage as string | undefined, 'garbage', 0.001);
    const tuning = {
      ...(values['max-power'] === undefined
        ? {}
        : { maxPower: num(values['max-power'] as string, 'max-power', 30, 0) }),
      ...(values['reader-id'] === undefined ? {} : { readerId: String(values['reader-id']) }),
    };
    const sim = createSimulator(
      { protocol: protocol!, tags, rate, garbage, tuning, ...(locate ? { locate } : {}) },
      io,
    );
    if (locate) attachLocateKeys(locate, process.stdin, (line) => process.stderr.write(`${line}\n`));
    port.on('data', (chunk: Buffer) => sim.receive(chunk));
    sim.start();
    stop = sim.stop;
    summary = () => ({ protocol, tags: tags.length, ...sim.sent });
  }
  process.stderr.write(`reader:sim writing ${values.capture ? 'capture' : protocol} to ${path}\n`);

  let finishing = false;
  const finish = (code: number) => {
    if (finishing) return;
    finishing = true;
    stop();
    process.stderr.write(`${JSON.stringify({ summary: summary() })}\n`);
    port.drain(() => port.close(() => process.exit(code)));
    setTimeout(() => process.exit(code), 1000).unref();
  };
  port.on('close', () => {
    if (finishing) return;
    process.stderr.write('reader:sim port closed\n');
    stop();
    process.exit(1);
  });
  process.on('SIGINT', () => finish(0));
  process.on('SIGTERM', () => finish(0));
  if (duration > 0) setTimeout(() => finish(0), duration * 1000);
}
