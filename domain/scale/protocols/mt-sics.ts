// Process: main (domain, Electron-free). Mettler Toledo MT-SICS (the Standard Interface Command Set reference
// manual, level 0 and 1 commands), as its balances answer over RS-232 with CR LF after every line:
//   S  (stable weight)        -> `S S     123.45 g` | `S I` (busy) | `S +` (overload) | `S -` (underload)
//   SI (weight immediately)   -> `S S ...` stable or `S D ...` dynamic (unstable), or `S I`, `S +`, `S -`
//   SIR (immediately, repeat) -> a stream of SI answers, until another S, SI or @
//   T  (tare)                 -> `T S    <tare weight> g` | `T I` | `T +` | `T -` (tare range exceeded)
//   Z  (zero)                 -> `Z A` | `Z I` | `Z +` | `Z -` (zero range exceeded)
// `ES`, `ET`, `EL` (syntax, transmission, logical error) answer a command we got wrong; they carry no weight.
// The weight field is right-aligned in 10 characters after `S S `, then a space and the unit.
import type { ScaleFrame, ScaleReply } from '../reading';
import { weightState } from '../reading';
import { parseUnit, type ScaleUnit, toGrams } from '../units';
import { parseFigure } from './text-framer';

const WEIGHT = /^S ([SD]) +(-?[\d.]+) +(\S+)$/;
const STATUS = /^([SZT]) ([IAS+-])(?: +(-?[\d.]+) +(\S+))?$/;
const ERRORS = new Set(['ES', 'ET', 'EL']);

export function decodeMtSics(line: string, at: number): ScaleFrame | 'skip' | undefined {
  const text = line.trim();
  const weight = WEIGHT.exec(text);
  if (weight) {
    const unit = parseUnit(weight[3] as string);
    const value = parseFigure(weight[2] as string);
    if (!unit || value === undefined) return unit ? undefined : 'skip'; // a unit we do not convert (ct, ozt)
    const grams = toGrams(value, unit);
    return { kind: 'reading', reading: { state: weightState(weight[1] === 'S', grams), grams, at } };
  }
  if (ERRORS.has(text)) return 'skip';
  const status = STATUS.exec(text);
  if (!status) return undefined;
  const [, head, flag] = status;
  if (head === 'S') {
    if (flag === '+') return { kind: 'reading', reading: { state: 'overload', grams: 0, at } };
    if (flag === '-') return { kind: 'reading', reading: { state: 'negative', grams: 0, at } };
    return flag === 'I' ? 'skip' : undefined; // busy (taring, zeroing): the stream goes on after it
  }
  const command: ScaleReply['command'] = head === 'T' ? 'tare' : 'zero';
  const done = head === 'T' ? flag === 'S' : flag === 'A';
  const outcome: ScaleReply['outcome'] = done
    ? 'done'
    : flag === '+'
      ? 'overload'
      : flag === '-'
        ? 'underload'
        : 'refused';
  return { kind: 'reply', reply: { command, outcome, at } };
}

export const MT_SICS_COMMANDS = {
  stream: Buffer.from('SIR\r\n'),
  weigh: Buffer.from('SI\r\n'),
  tare: Buffer.from('T\r\n'),
  zero: Buffer.from('Z\r\n'),
};

/** One weight line as a balance prints it (the simulator's side). */
export function encodeMtSics(value: number, decimals: number, unit: ScaleUnit, stable: boolean): string {
  return `S ${stable ? 'S' : 'D'} ${value.toFixed(decimals).padStart(10)} ${unit}\r\n`;
}

/** The status lines: out of range (`S +`, `S -`) and the answers to T and Z. */
export function encodeMtSicsStatus(head: 'S' | 'T' | 'Z', flag: string, tare?: string): string {
  return `${head} ${flag}${tare === undefined ? '' : ` ${tare}`}\r\n`;
}
