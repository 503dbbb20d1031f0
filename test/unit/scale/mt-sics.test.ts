// Process: node (tests). MT-SICS frames as the reference manual prints them: S/SI/SIR weights (stable S, dynamic
// D), busy, over- and underload, the answers to T and Z, the error replies; framing over split and noisy input.
import { describe, expect, it } from 'vitest';
import { getScaleProtocol } from '../../../domain/scale/protocols';
import { decodeMtSics, encodeMtSics } from '../../../domain/scale/protocols/mt-sics';
import { AT, bytewise, frames, reading } from './helpers';

const framer = () => getScaleProtocol('mt-sics').createFramer();

describe('MT-SICS', () => {
  it('decodes the manual weight lines to grams with their state', () => {
    expect(decodeMtSics('S S     100.00 g', AT)).toEqual(reading('stable', 100));
    expect(decodeMtSics('S D     129.07 g', AT)).toEqual(reading('unstable', 129.07));
    expect(decodeMtSics('S S       0.00 g', AT)).toEqual(reading('zero', 0));
    expect(decodeMtSics('S S     -12.30 g', AT)).toEqual(reading('negative', -12.3));
    expect(decodeMtSics('S S    1.23456 kg', AT)).toEqual(reading('stable', 1234.56));
    expect(decodeMtSics('S S      3.527 oz', AT)).toEqual(reading('stable', 99.989));
    expect(decodeMtSics('S S     0.2205 lb', AT)).toEqual(reading('stable', 100.017));
  });

  it('reads overload and underload as states, busy and errors as no weight, a carat line as skipped', () => {
    expect(decodeMtSics('S +', AT)).toEqual(reading('overload', 0));
    expect(decodeMtSics('S -', AT)).toEqual(reading('negative', 0));
    expect(decodeMtSics('S I', AT)).toBe('skip');
    expect(decodeMtSics('ES', AT)).toBe('skip');
    expect(decodeMtSics('EL', AT)).toBe('skip');
    expect(decodeMtSics('S S     500.00 ct', AT)).toBe('skip');
    expect(decodeMtSics('S X 12', AT)).toBeUndefined();
    expect(decodeMtSics('hello', AT)).toBeUndefined();
  });

  it('decodes the answers to tare and zero', () => {
    const reply = (command: string, outcome: string) => ({ kind: 'reply', reply: { command, outcome, at: AT } });
    expect(decodeMtSics('T S     100.00 g', AT)).toEqual(reply('tare', 'done'));
    expect(decodeMtSics('T I', AT)).toEqual(reply('tare', 'refused'));
    expect(decodeMtSics('T +', AT)).toEqual(reply('tare', 'overload'));
    expect(decodeMtSics('T -', AT)).toEqual(reply('tare', 'underload'));
    expect(decodeMtSics('Z A', AT)).toEqual(reply('zero', 'done'));
    expect(decodeMtSics('Z I', AT)).toEqual(reply('zero', 'refused'));
    expect(decodeMtSics('Z +', AT)).toEqual(reply('zero', 'overload'));
  });

  it('encodes the weight field right-aligned in 10 characters, as the manual shows', () => {
    expect(encodeMtSics(100, 2, 'g', true)).toBe('S S     100.00 g\r\n');
    expect(encodeMtSics(-5.5, 1, 'g', false)).toBe('S D       -5.5 g\r\n');
  });

  it('frames split anywhere, CR, LF or CRLF, and counts garbage lines as bad frames', () => {
    const text = 'S D      99.80 g\r\nS S     100.00 g\r\n\x15#!~\rS +\nS S     100.00 g\r';
    const expected = [
      reading('unstable', 99.8),
      reading('stable', 100),
      reading('overload', 0),
      reading('stable', 100),
    ];
    const whole = framer();
    expect(frames(whole, [text])).toEqual(expected);
    expect(whole.stats.badFrames).toBe(1);
    expect(whole.stats.frames).toBe(4);
    expect(frames(framer(), bytewise(text))).toEqual(expected);
    const partial = framer();
    expect(frames(partial, ['S S     10'])).toEqual([]);
    expect(partial.pendingBytes).toBe(10);
    expect(frames(partial, ['0.00 g\r\n'])).toEqual([reading('stable', 100)]);
  });
});
