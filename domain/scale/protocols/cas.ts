// Process: main (domain, Electron-free). CAS indicators' "CAS 22 bytes" format (CI-series owner's manuals,
// appendix "Data format"; the NT and Caston series call it the CAS protocol), streamed continuously:
//   `ST,GS,` id lamp `,` data (8) blank unit (2) CR LF  e.g. `ST,GS,1\xC4,+0013.50 kg`
// Header 1: ST stable, US unstable, OL overload (a minus sign in the data: below the range). Header 2: GS gross,
// NT net (both are the weight on the pan after any tare, which is what we want). The device id is one ASCII byte;
// the lamp-status byte has bit 7 set (bit 6 stable, bit 0 at zero), so it is never CR or LF. Units kg, g, lb.
// The stream has no commands: tare and zero are the indicator's keys (its separate command mode is not this one).
import type { ScaleFrame } from '../reading';
import { weightState } from '../reading';
import { parseUnit, type ScaleUnit, toGrams } from '../units';
import { parseFigure } from './text-framer';

const LINE = /^(ST|US|OL),(GS|NT),[\x20-\x7e][\x80-\xff],(.{8}) ?([A-Za-z ]{1,2})$/;

export function decodeCas(line: string, at: number): ScaleFrame | 'skip' | undefined {
  const m = LINE.exec(line);
  if (!m) return undefined;
  const [, header, , data = '', unitText = ''] = m;
  if (header === 'OL') {
    return { kind: 'reading', reading: { state: data.includes('-') ? 'negative' : 'overload', grams: 0, at } };
  }
  const value = parseFigure(data);
  if (value === undefined) return undefined;
  const unit = parseUnit(unitText);
  if (!unit) return 'skip'; // tonnes: not a bar's scale
  const grams = toGrams(value, unit);
  return { kind: 'reading', reading: { state: weightState(header === 'ST', grams), grams, at } };
}

const LAMP_FIXED = 0xa0; // bits 7 and 5 are always set on the CI series
const LAMP_STABLE = 0x40;
const LAMP_GROSS = 0x04;
const LAMP_ZERO = 0x01;

/** One line as the indicator streams it (the simulator's side), device id 1, gross weight. */
export function encodeCas(value: number, decimals: number, unit: ScaleUnit, stable: boolean): Buffer {
  const lamp = LAMP_FIXED | LAMP_GROSS | (stable ? LAMP_STABLE : 0) | (value === 0 ? LAMP_ZERO : 0);
  const sign = value < 0 ? '-' : '+';
  const data = `${sign}${Math.abs(value).toFixed(decimals).padStart(7, '0')}`;
  const text = `${stable ? 'ST' : 'US'},GS,1${String.fromCharCode(lamp)},${data} ${unit.padStart(2)}\r\n`;
  return Buffer.from(text, 'latin1');
}

export function encodeCasOverload(): Buffer {
  return Buffer.from(`OL,GS,1${String.fromCharCode(LAMP_FIXED | LAMP_GROSS)},        ${' kg'}\r\n`, 'latin1');
}
