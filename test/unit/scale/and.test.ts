// Process: node (tests). A&D standard format as the EK-L, GX and GC manuals print it: stable, unstable, out of
// range either way, counts and percentages skipped, the GC comparison header, acknowledgements; framing.
import { describe, expect, it } from 'vitest';
import { getScaleProtocol } from '../../../domain/scale/protocols';
import { decodeAnd, encodeAnd, encodeAndOutOfRange } from '../../../domain/scale/protocols/and';
import { AT, bytewise, frames, reading } from './helpers';

describe('A&D standard format', () => {
  it("decodes the manuals' weight lines", () => {
    expect(decodeAnd('ST,+001234.5  g', AT)).toEqual(reading('stable', 1234.5));
    expect(decodeAnd('US,-00183.96  g', AT)).toEqual(reading('negative', -183.96));
    expect(decodeAnd('US,+00181.72  g', AT)).toEqual(reading('unstable', 181.72));
    expect(decodeAnd('ST,+0001.234 kg', AT)).toEqual(reading('stable', 1234));
    expect(decodeAnd('ST,OK,+0001.234 kg', AT)).toEqual(reading('stable', 1234));
    expect(decodeAnd('ST,+000000.0  g', AT)).toEqual(reading('zero', 0));
    expect(decodeAnd('ST,+0003.527 oz', AT)).toEqual(reading('stable', 99.989));
    expect(decodeAnd('ST,+00.22050 lb', AT)).toEqual(reading('stable', 100.017));
  });

  it('reads out of range by its sign, and skips counts, percentages and acknowledgements', () => {
    expect(decodeAnd('OL,+9999999E+19', AT)).toEqual(reading('overload', 0));
    expect(decodeAnd('OL,-9999999E+19', AT)).toEqual(reading('negative', 0));
    expect(decodeAnd('OL,+999999.9  g', AT)).toEqual(reading('overload', 0));
    expect(decodeAnd('OL,-99999999 PC', AT)).toEqual(reading('negative', 0));
    expect(decodeAnd('QT,+00012345 PC', AT)).toBe('skip');
    expect(decodeAnd('ST,+00123.4  %', AT)).toBe('skip');
    expect(decodeAnd('\x06', AT)).toBe('skip');
    expect(decodeAnd('EC,E11', AT)).toBeUndefined();
    expect(decodeAnd('ST,+00x23.4  g', AT)).toBeUndefined();
  });

  it('encodes 9 data characters and a 3-character unit (15 before CR LF)', () => {
    const line = encodeAnd(123.45, 2, 'g', true);
    expect(line).toBe('ST,+00123.45  g\r\n');
    expect(line.length).toBe(17);
    expect(encodeAnd(-1.5, 3, 'kg', false)).toBe('US,-0001.500 kg\r\n');
    expect(encodeAndOutOfRange(true)).toBe('OL,-9999999E+19\r\n');
  });

  it('frames byte by byte with garbage between lines', () => {
    const text = 'US,+00099.80  g\r\n~~garbage~~\r\nST,+00100.00  g\r\n';
    const expected = [reading('unstable', 99.8), reading('stable', 100)];
    const framer = getScaleProtocol('and').createFramer();
    expect(frames(framer, bytewise(text))).toEqual(expected);
    expect(framer.stats.badFrames).toBe(1);
  });
});
