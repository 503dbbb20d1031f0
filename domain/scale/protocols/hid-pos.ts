// Process: main (domain, Electron-free). USB HID point-of-sale scales (HID Usage Tables, usage page 0x8D "Scale"),
// as the Dymo M-series (M5, M10, M25) and most USB shipping scales send them: the 6-byte input report 3,
//   [report id 3, status, unit, exponent (signed), weight LSB, weight MSB]
// weight = (LSB + 256 * MSB) * 10^exponent in the unit. Status (Scale Status usages): 1 fault, 2 stable at zero,
// 3 in motion, 4 stable, 5 under zero (the figure is the amount below), 6 over the weight limit, 7 needs
// calibration, 8 needs re-zeroing. Unit (Weight Unit usages): 1 mg, 2 g, 3 kg, 11 oz, 12 lb; the others (carat,
// tael, grain, pennyweight, tons, troy ounce) are not converted. Such scales take no tare or zero command.
import type { ScaleReading } from '../reading';
import { weightState } from '../reading';
import { type ScaleUnit, toGrams } from '../units';

export const HID_POS_USAGE_PAGE = 0x8d;
export const HID_SCALE_REPORT_ID = 3;

const UNITS: Record<number, ScaleUnit> = { 1: 'mg', 2: 'g', 3: 'kg', 11: 'oz', 12: 'lb' };
const UNIT_CODES: Record<ScaleUnit, number> = { mg: 1, g: 2, kg: 3, oz: 11, lb: 12 };

export const HID_STATUS = {
  fault: 1,
  zero: 2,
  inMotion: 3,
  stable: 4,
  underZero: 5,
  overWeight: 6,
  needsCalibration: 7,
  needsZeroing: 8,
} as const;

/** A reading from one report; 'skip' for a unit we do not convert; undefined for a report that is not a scale's. */
export function decodeHidScaleReport(report: Uint8Array, at: number): ScaleReading | 'skip' | undefined {
  if (report.length < 6 || report[0] !== HID_SCALE_REPORT_ID) return undefined;
  const status = report[1] as number;
  const unit = UNITS[report[2] as number];
  const exponent = ((report[3] as number) << 24) >> 24; // a signed byte
  const raw = (report[4] as number) | ((report[5] as number) << 8);
  // Divide for a negative exponent: 35 / 10 is 3.5, where 35 * 0.1 is 3.5000000000000004.
  const value = exponent < 0 ? raw / 10 ** -exponent : raw * 10 ** exponent;
  switch (status) {
    case HID_STATUS.zero:
      return { state: 'zero', grams: 0, at };
    case HID_STATUS.inMotion:
    case HID_STATUS.stable:
      if (!unit) return 'skip';
      return {
        state: weightState(status === HID_STATUS.stable, toGrams(value, unit)),
        grams: toGrams(value, unit),
        at,
      };
    case HID_STATUS.underZero:
      return { state: 'negative', grams: unit ? toGrams(-value, unit) : 0, at };
    case HID_STATUS.overWeight:
      return { state: 'overload', grams: 0, at };
    case HID_STATUS.fault:
    case HID_STATUS.needsCalibration:
    case HID_STATUS.needsZeroing:
      // Not a weight to use: shown as unsettled until the scale recovers (the user re-zeroes or recalibrates it).
      return { state: 'unstable', grams: 0, at };
    default:
      return undefined;
  }
}

/** A report as the scale sends it (the simulator's and the tests' side). */
export function encodeHidScaleReport(status: number, unit: ScaleUnit, exponent: number, raw: number): Buffer {
  return Buffer.from([HID_SCALE_REPORT_ID, status, UNIT_CODES[unit], exponent & 0xff, raw & 0xff, (raw >> 8) & 0xff]);
}
