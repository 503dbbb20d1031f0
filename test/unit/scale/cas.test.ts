// Process: node (tests). CAS 22-byte format as the CI-series manuals lay it out: headers, device id, the lamp byte
// with its top bit set (never a line end), 8 data bytes, blank, 2-byte unit; framing over split input.
import { describe, expect, it } from 'vitest';
import { getScaleProtocol } from '../../../domain/scale/protocols';
import { decodeCas, encodeCas, encodeCasOverload } from '../../../domain/scale/protocols/cas';
import { AT, bytewise, frames, reading } from './helpers';

const line = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

describe('CAS 22 bytes', () => {
  it("decodes the manual's layout: 13.5 kg as 0,0,0,0,1,3,.,5", () => {
    expect(decodeCas(line('ST,GS,1\xe5,000013.5 kg'), AT)).toEqual(reading('stable', 13500));
    expect(decodeCas(line('US,NT,1\xa4,+0013.50 kg'), AT)).toEqual(reading('unstable', 13500));
    expect(decodeCas(line('ST,NT,3\xe4,-0000.25 kg'), AT)).toEqual(reading('negative', -250));
    expect(decodeCas(line('ST,GS,1\xe5,+00000.0  g'), AT)).toEqual(reading('zero', 0));
    expect(decodeCas(line('ST,GS,1\xe4,+0002.20 lb'), AT)).toEqual(reading('stable', 997.903));
  });

  it('reads overload, skips tonnes, and refuses a line of another shape', () => {
    expect(decodeCas(line('OL,GS,1\xa4,         kg'), AT)).toEqual(reading('overload', 0));
    expect(decodeCas(line('OL,GS,1\xa4,-        kg'), AT)).toEqual(reading('negative', 0));
    expect(decodeCas(line('ST,GS,1\xe4,+0013.50  t'), AT)).toBe('skip');
    expect(decodeCas('ST,GS,+  4.876kg', AT)).toBeUndefined(); // the 16-byte layout of other models: not this one
    expect(decodeCas(line('ST,GS,1A,+0013.50 kg'), AT)).toBeUndefined(); // a lamp byte without its top bit
  });

  it('encodes 22 bytes with CR LF', () => {
    const bytes = encodeCas(0.75, 2, 'kg', true);
    expect(bytes.length).toBe(22);
    expect(bytes.toString('latin1')).toBe('ST,GS,1\xe4,+0000.75 kg\r\n');
    expect(encodeCasOverload().length).toBe(22);
  });

  it('frames byte by byte; the lamp byte never ends a line', () => {
    const text = 'US,GS,1\xa4,+0000.70 kg\r\n\x00\x7f\r\nST,GS,1\xe4,+0000.75 kg\r\n';
    const framer = getScaleProtocol('cas').createFramer();
    expect(frames(framer, bytewise(text))).toEqual([reading('unstable', 700), reading('stable', 750)]);
    expect(framer.stats.badFrames).toBe(1);
  });
});
