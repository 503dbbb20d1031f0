// Process: node (tests). Magic RF M100 framer and encoder: the notes' sample frames, splits and corruption.
import { describe, expect, it } from 'vitest';
import {
  createM100Framer,
  encodeM100Notices,
  M100_MULTI,
  M100_NO_TAG,
  M100_SINGLE,
  M100_STOP,
} from '../../../domain/reader/protocols/m100';
import { bytewise, noise, run } from './helpers';

const hex = (s: string) => Buffer.from(s.replace(/\s/g, ''), 'hex');
const SAMPLE = hex('BB 02 22 00 11 C9 3400 30751FEB705C5904E3D50D70 3A76 EF 7E');
const SAMPLE_EVENT = { type: 'epc', hex: '30751FEB705C5904E3D50D70', rssi: -55, pc: '3400' };
const READS = [
  { kind: 'epc' as const, hex: '30751FEB705C5904E3D50D70', rssi: -55, pc: '3400' },
  { kind: 'epc' as const, hex: 'E2801160600002054CC2096F', rssi: -72 },
  { kind: 'epc' as const, hex: '30340000AAAA', rssi: -40 },
];
const ROUND = encodeM100Notices(READS);
const ROUND_EVENTS = [
  SAMPLE_EVENT,
  { type: 'epc', hex: 'E2801160600002054CC2096F', rssi: -72, pc: '3000' },
  { type: 'epc', hex: '30340000AAAA', rssi: -40, pc: '1800' },
];

describe('M100 framer', () => {
  it('builds the commands of the notes byte for byte', () => {
    expect(M100_SINGLE).toEqual(hex('BB 00 22 00 00 22 7E'));
    expect(M100_MULTI).toEqual(hex('BB 00 27 00 03 22 FF FF 4A 7E'));
    expect(M100_STOP).toEqual(hex('BB 00 28 00 00 28 7E'));
    expect(M100_NO_TAG).toEqual(hex('BB 01 FF 00 01 15 16 7E'));
  });

  it('decodes the tag-notice sample (checksum EF checked) with RSSI and PC word', () => {
    const f = createM100Framer();
    expect(run(f, [SAMPLE])).toEqual([SAMPLE_EVENT]);
    expect(f.stats.badFrames).toBe(0);
    // The encoder writes the sample back byte for byte, tag CRC (Gen2 CRC-16, 3A76) and checksum included.
    expect(encodeM100Notices([READS[0]!])).toEqual(SAMPLE);
  });

  it('treats the no-tag response as the end of a poll without an event; other errors become error events', () => {
    const f = createM100Framer();
    expect(run(f, [M100_NO_TAG, hex('BB 01 FF 00 01 17 18 7E')])).toEqual([
      { type: 'error', code: 'reader_error', message: 'M100 error 0x17' },
    ]);
    expect(f.stats.replies).toBe(2);
  });

  it('gives the same events byte by byte and merged', () => {
    expect(run(createM100Framer(), bytewise(ROUND))).toEqual(ROUND_EVENTS);
    expect(run(createM100Framer(), [Buffer.concat([ROUND, ROUND])])).toEqual([...ROUND_EVENTS, ...ROUND_EVENTS]);
  });

  it('skips a bad checksum, a missing end byte, garbage and a truncated frame, counting each once', () => {
    const badSum = Buffer.from(SAMPLE);
    badSum[10] = badSum[10]! ^ 0x01;
    const noEnd = Buffer.from(SAMPLE);
    noEnd[noEnd.length - 1] = 0x7d;
    const garbage = noise(50, 5, [0xbb]);
    const stream = Buffer.concat([ROUND, badSum, ROUND, noEnd, ROUND, garbage, ROUND, SAMPLE.subarray(0, 9), ROUND]);
    for (const chunks of [[stream], bytewise(stream)]) {
      const f = createM100Framer();
      expect(run(f, chunks)).toEqual(Array.from({ length: 5 }, () => ROUND_EVENTS).flat());
      expect(f.stats.badFrames).toBe(4);
    }
  });

  it('survives garbage full of sync bytes with bounded memory', () => {
    const f = createM100Framer();
    const flood = Buffer.concat(
      Array.from({ length: 2000 }, (_, i) => Buffer.concat([Buffer.of(0xbb), noise(100, i + 1)])),
    );
    for (let i = 0; i < flood.length; i += 8192) {
      run(f, [flood.subarray(i, i + 8192)], false);
      expect(f.pendingBytes).toBeLessThanOrEqual(4096);
    }
    expect(run(f, [ROUND])).toEqual(expect.arrayContaining(ROUND_EVENTS));
  });
});
