// Process: node (tests). TSL ASCII 2.0 framer and encoder: the notes' sample, splits, merges and garbage.
import { describe, expect, it } from 'vitest';
import { createTslFramer, encodeTsl, tslSetupCommand } from '../../../domain/reader/protocols/tsl';
import { bytewise, noise, run } from './helpers';

const SAMPLE = Buffer.from('CS: .iv\r\nEP: 000000000000000000001242\r\nRI: -61\r\nOK:\r\n', 'latin1');
const ROUND = encodeTsl([
  { kind: 'epc', hex: '30751FEB705C5904E3D50D70', rssi: -55, pc: '3000' },
  { kind: 'epc', hex: 'E2801160600002054CC2096F', rssi: -70, pc: '3000' },
  { kind: 'barcode', text: '9506000134352' },
]);
const ROUND_EVENTS = [
  { type: 'epc', hex: '30751FEB705C5904E3D50D70', rssi: -55, pc: '3000' },
  { type: 'epc', hex: 'E2801160600002054CC2096F', rssi: -70, pc: '3000' },
  { type: 'barcode', text: '9506000134352' },
];

describe('TSL framer', () => {
  it('decodes the sample inventory reply from the notes', () => {
    const f = createTslFramer();
    expect(run(f, [SAMPLE])).toEqual([{ type: 'epc', hex: '000000000000000000001242', rssi: -61 }]);
    expect(f.stats).toMatchObject({ badFrames: 0, epcs: 1, replies: 1 });
  });

  it('gives the same events when every byte arrives alone and when rounds are merged', () => {
    expect(run(createTslFramer(), bytewise(ROUND))).toEqual(ROUND_EVENTS);
    const merged = Buffer.concat([ROUND, ROUND, ROUND]);
    expect(run(createTslFramer(), [merged])).toEqual([...ROUND_EVENTS, ...ROUND_EVENTS, ...ROUND_EVENTS]);
    // An arbitrary split in the middle of a field.
    expect(run(createTslFramer(), [merged.subarray(0, 17), merged.subarray(17)])).toHaveLength(9);
  });

  it('accepts LF-only lines and an RI line before the next EP without mixing tags', () => {
    const text = 'EP: 3000AAAA\nRI: -40\nEP: 3000BBBB\nEP: 3000CCCC\nRI: -41\nOK:\n';
    expect(run(createTslFramer(), [Buffer.from(text)])).toEqual([
      { type: 'epc', hex: '3000AAAA', rssi: -40 },
      { type: 'epc', hex: '3000BBBB' },
      { type: 'epc', hex: '3000CCCC', rssi: -41 },
    ]);
  });

  it('counts and skips garbage lines, bad EPCs and an unreadable RSSI, keeping the good reads', () => {
    const f = createTslFramer();
    const dirty = Buffer.concat([
      Buffer.from('\x00\xff#garbage\r\n'),
      ROUND,
      Buffer.from('EP: 30XYZ\r\nEP: 123\r\nRI: loud\r\n'),
      ROUND,
    ]);
    expect(run(f, bytewise(dirty))).toEqual([...ROUND_EVENTS, ...ROUND_EVENTS]);
    expect(f.stats.badFrames).toBe(4);
  });

  it('reports ER: as an error event and keeps going', () => {
    const events = run(createTslFramer(), [Buffer.from('ER: 005\r\nEP: 3000AAAA\r\nOK:\r\n')]);
    expect(events).toEqual([
      { type: 'error', code: 'reader_error', message: 'Reader answered ER: 005' },
      { type: 'epc', hex: '3000AAAA' },
    ]);
  });

  it('drops an endless line once, holds bounded memory and resumes at the next line', () => {
    const f = createTslFramer();
    const flood = noise(200_000, 7, [10, 13]);
    const events = run(f, [
      ...Array.from({ length: 20 }, (_, i) => flood.subarray(i * 10_000, (i + 1) * 10_000)),
      ROUND,
    ]);
    expect(f.stats.badFrames).toBe(1);
    expect(f.pendingBytes).toBe(0);
    // The first line after the flood (`PC: 3000`) ends the dropped line; every read after it survives.
    const [first, ...others] = ROUND_EVENTS;
    expect(events).toEqual([{ ...first, pc: undefined }, ...others].map((e) => JSON.parse(JSON.stringify(e))));
  });

  it('builds the setup command with RSSI, PC word and power', () => {
    expect(tslSetupCommand({ power: 25 }).toString('latin1')).toBe('.iv -r on -e on -o 25 -n\r\n');
    expect(tslSetupCommand().toString('latin1')).toBe('.iv -r on -e on -n\r\n');
  });
});
