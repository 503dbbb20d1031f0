// Process: node (tests). Chafon CF-RU framer and encoder: the notes' sample bytes, CRC, splits and corruption.
import { describe, expect, it } from 'vitest';
import {
  CHAFON_INVENTORY,
  chafonFrame,
  createChafonFramer,
  encodeChafonReply,
} from '../../../domain/reader/protocols/chafon';
import { crc16Mcrf4xx } from '../../../domain/reader/protocols/crc';
import { bytewise, noise, run } from './helpers';

const hex = (s: string) => Buffer.from(s.replace(/\s/g, ''), 'hex');
const SAMPLE = hex('13 00 01 03 01 0C 000000000000000000000313 3F 39');
const TAGS = ['30751FEB705C5904E3D50D70', '3034257BF7194E4000001A85', 'E2801160600002054CC2096F'];
const ROUND = encodeChafonReply(TAGS.map((h) => ({ kind: 'epc' as const, hex: h })));
const ROUND_EVENTS = TAGS.map((h) => ({ type: 'epc', hex: h }));

describe('Chafon framer', () => {
  it('matches the notes: inventory command bytes and the reply sample CRC', () => {
    expect(CHAFON_INVENTORY.toString('hex')).toBe('04ff011bb4');
    expect(crc16Mcrf4xx(SAMPLE, 0, SAMPLE.length - 2)).toBe(0x393f);
    expect(chafonFrame(0x00, 0x01, SAMPLE.subarray(3, SAMPLE.length - 2))).toEqual(SAMPLE);
  });

  it('decodes the reply sample; status 03 means more frames follow, so the poll is not finished', () => {
    const f = createChafonFramer();
    expect(run(f, [SAMPLE])).toEqual([{ type: 'epc', hex: '000000000000000000000313' }]);
    expect(f.stats).toMatchObject({ frames: 1, badFrames: 0, replies: 0 });
  });

  it('splits many EPCs over several frames and finishes with status 01; no tag is status FB', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      kind: 'epc' as const,
      hex: `3000${i.toString(16).padStart(20, '0')}`,
    }));
    const f = createChafonFramer();
    const events = run(f, [encodeChafonReply(many)]);
    expect(events.map((e) => e.hex)).toEqual(many.map((m) => m.hex.toUpperCase()));
    expect(f.stats.frames).toBeGreaterThan(1);
    expect(f.stats.replies).toBe(1);
    const empty = createChafonFramer();
    expect(run(empty, [encodeChafonReply([])])).toEqual([]);
    expect(empty.stats.replies).toBe(1);
  });

  it('gives the same events byte by byte and merged', () => {
    expect(run(createChafonFramer(), bytewise(ROUND))).toEqual(ROUND_EVENTS);
    expect(run(createChafonFramer(), [Buffer.concat([ROUND, ROUND])])).toEqual([...ROUND_EVENTS, ...ROUND_EVENTS]);
  });

  it('skips a bit-flipped frame, garbage between frames and a truncated frame, counting each once', () => {
    const flipped = Buffer.from(ROUND);
    flipped[9] = flipped[9]! ^ 0x10;
    const truncated = ROUND.subarray(0, 12);
    const stream = Buffer.concat([ROUND, flipped, ROUND, noise(37, 3), ROUND, truncated, ROUND]);
    for (const chunks of [[stream], bytewise(stream)]) {
      const f = createChafonFramer();
      expect(run(f, chunks)).toEqual([...ROUND_EVENTS, ...ROUND_EVENTS, ...ROUND_EVENTS, ...ROUND_EVENTS]);
      expect(f.stats.badFrames).toBe(3);
      expect(f.stats.replies).toBe(4);
    }
  });

  it('rejects a frame whose CRC is right but whose EPC lengths do not add up', () => {
    const f = createChafonFramer();
    const lying = chafonFrame(0x00, 0x01, hex('01 02 0C 3000AAAA')); // says 2 tags of 12 bytes, has 4 bytes
    expect(run(f, [lying, ROUND])).toEqual(ROUND_EVENTS);
    expect(f.stats.badFrames).toBe(1);
  });

  it('a stray length byte does not stall reads: an implausible header is skipped at once', () => {
    const f = createChafonFramer();
    expect(run(f, [Buffer.concat([Buffer.of(0xf0), ROUND])], false)).toEqual(ROUND_EVENTS);
    expect(f.stats.badFrames).toBe(1);
  });

  it('a stray length before a plausible-looking header waits, and flush drops it when the line goes quiet', () => {
    const f = createChafonFramer();
    const stray = Buffer.of(0xf0, 0x00, 0x01, 0x01); // "240 bytes follow: inventory reply, status 01"
    expect(run(f, [Buffer.concat([stray, ROUND])], false)).toEqual([]);
    expect(run(f, [], true)).toEqual(ROUND_EVENTS);
    expect(f.stats.badFrames).toBe(1);
    expect(f.pendingBytes).toBe(0);
  });

  it('keeps memory bounded under a garbage flood', () => {
    const f = createChafonFramer();
    const flood = noise(500_000, 11);
    for (let i = 0; i < 50; i++) {
      run(f, [flood.subarray(i * 10_000, (i + 1) * 10_000)], false);
      expect(f.pendingBytes).toBeLessThanOrEqual(4096);
    }
    expect(run(f, [ROUND], true)).toEqual(expect.arrayContaining(ROUND_EVENTS));
  });
});
