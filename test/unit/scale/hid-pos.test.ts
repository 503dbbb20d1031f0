// Process: node (tests). USB HID POS scale reports (Dymo M-series report 3) decoded from captured bytes: each
// status, grams and ounces with their exponent, under zero and over the limit, and reports that are not a scale's.
import { describe, expect, it } from 'vitest';
import { decodeHidScaleReport, encodeHidScaleReport, HID_STATUS } from '../../../domain/scale/protocols/hid-pos';
import { AT } from './helpers';

const report = (...bytes: number[]) => Buffer.from(bytes);
const r = (state: string, grams: number) => ({ state, grams, at: AT });

describe('HID POS scale reports', () => {
  it('decodes captured Dymo M10 reports', () => {
    expect(decodeHidScaleReport(report(3, 2, 11, 255, 0, 0), AT)).toEqual(r('zero', 0)); // empty, ounces
    expect(decodeHidScaleReport(report(3, 4, 11, 255, 35, 0), AT)).toEqual(r('stable', 99.223)); // 3.5 oz
    expect(decodeHidScaleReport(report(3, 4, 2, 0, 0xb4, 0), AT)).toEqual(r('stable', 180)); // 180 g
    expect(decodeHidScaleReport(report(3, 4, 2, 0, 0x10, 0x27), AT)).toEqual(r('stable', 10000)); // 10 kg in g
    expect(decodeHidScaleReport(report(3, 3, 2, 0, 0x32, 0), AT)).toEqual(r('unstable', 50));
    expect(decodeHidScaleReport(report(3, 5, 2, 0, 0x14, 0), AT)).toEqual(r('negative', -20));
    expect(decodeHidScaleReport(report(3, 6, 2, 0, 0, 0), AT)).toEqual(r('overload', 0));
    expect(decodeHidScaleReport(report(3, 4, 12, 0xfe, 91, 0), AT)).toEqual(r('stable', 412.769)); // 0.91 lb
    expect(decodeHidScaleReport(report(3, 4, 3, 0xfd, 0xee, 0x02), AT)).toEqual(r('stable', 750)); // 0.750 kg
  });

  it('reads fault and calibration states as not settled, skips units it does not convert, refuses other reports', () => {
    expect(decodeHidScaleReport(report(3, HID_STATUS.fault, 2, 0, 0, 0), AT)).toEqual(r('unstable', 0));
    expect(decodeHidScaleReport(report(3, HID_STATUS.needsZeroing, 2, 0, 0, 0), AT)).toEqual(r('unstable', 0));
    expect(decodeHidScaleReport(report(3, 4, 4, 0, 10, 0), AT)).toBe('skip'); // carats
    expect(decodeHidScaleReport(report(3, 9, 2, 0, 10, 0), AT)).toBeUndefined();
    expect(decodeHidScaleReport(report(1, 4, 2, 0, 10, 0), AT)).toBeUndefined(); // another report id
    expect(decodeHidScaleReport(report(3, 4, 2, 0), AT)).toBeUndefined(); // short
  });

  it('encodes what it decodes', () => {
    const bytes = encodeHidScaleReport(HID_STATUS.stable, 'oz', -1, 35);
    expect([...bytes]).toEqual([3, 4, 11, 255, 35, 0]);
    expect(decodeHidScaleReport(bytes, AT)).toEqual(r('stable', 99.223));
  });
});
