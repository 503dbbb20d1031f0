// Process: main (domain, Electron-free). A&D balances' "A&D standard format" (EK-i, EK-L, GX/GF, GC manuals, the
// data-format chapter): 15 characters and CR LF,
//   `ST,+00123.45  g`  header (2), comma, data (9: polarity, digits with leading zeros, decimal point), unit (3)
// Headers: ST stable weight, US unstable, OL out of range (`OL,+9999999E+19` or `OL,+999999.9  g`; a minus sign
// is below the range), QT a stable count in pieces (no weight: skipped). The GC series may add a comparison
// header after the first (`ST,OK,+0001.234 kg`). Units `  g`, ` kg`, ` oz`, ` lb` convert; `PC`, `  %`, `ozt`,
// ` ct` and the rest carry no weight we convert, so such lines are skipped. An acknowledgement (`<AK>`, 06h) to a
// command carries no weight either.
// Commands (CR LF after each): Q the weight now, SIR a continuous stream, C cancels it, T tare, R re-zero (as the
// RE-ZERO key).
import type { ScaleFrame } from '../reading';
import { weightState } from '../reading';
import { parseUnit, type ScaleUnit, toGrams } from '../units';
import { parseFigure } from './text-framer';

const LINE = /^(ST|US|OL|QT),(?:(?:LO|OK|HI|--),)?([+-][\d .E+]*?) *([A-Za-z%]{1,3})?$/;
const ACK = '\x06';

export function decodeAnd(line: string, at: number): ScaleFrame | 'skip' | undefined {
  const text = line.trimEnd();
  if (text === ACK) return 'skip';
  const m = LINE.exec(text.startsWith(ACK) ? text.slice(1) : text);
  if (!m) return undefined;
  const [, header, data = '', unitText] = m;
  if (header === 'OL') {
    return { kind: 'reading', reading: { state: data.startsWith('-') ? 'negative' : 'overload', grams: 0, at } };
  }
  if (header === 'QT') return 'skip';
  const unit = unitText === undefined ? undefined : parseUnit(unitText);
  const value = parseFigure(data);
  if (value === undefined) return undefined;
  if (!unit) return 'skip';
  const grams = toGrams(value, unit);
  return { kind: 'reading', reading: { state: weightState(header === 'ST', grams), grams, at } };
}

export const AND_COMMANDS = {
  stream: Buffer.from('SIR\r\n'),
  stop: Buffer.from('C\r\n'),
  weigh: Buffer.from('Q\r\n'),
  tare: Buffer.from('T\r\n'),
  zero: Buffer.from('R\r\n'),
};

/** One line as the balance prints it (the simulator's side): data padded to 9 with zeros, unit to 3. */
export function encodeAnd(value: number, decimals: number, unit: ScaleUnit, stable: boolean): string {
  const sign = value < 0 ? '-' : '+';
  const digits = Math.abs(value).toFixed(decimals).padStart(8, '0');
  return `${stable ? 'ST' : 'US'},${sign}${digits}${unit.padStart(3)}\r\n`;
}

export function encodeAndOutOfRange(below: boolean): string {
  return `OL,${below ? '-' : '+'}9999999E+19\r\n`;
}
