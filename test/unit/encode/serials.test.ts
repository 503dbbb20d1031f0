// Process: test (node). Serial allocation: committed before use (a crash loses nothing and repeats nothing), two
// data folders never collide, serials already in the store's counts are never issued, bad requests issue nothing.
import { describe, expect, it } from 'vitest';
import { encodeSgtin96, encodeSgtin198, encodeSgtinPlus } from '../../../domain/codes';
import { BLOCK_COUNT, BLOCK_SIZE, blockOf, blockStart } from '../../../domain/encode/serial-scheme';
import { createSerialAllocator } from '../../../domain/encode/serials';
import { sgtinTarget } from '../../../domain/encode/sgtin-target';
import { prng } from '../../helpers/prng';
import { countTag, dataFolder, gtinOf, ITEM, journalIn, rows } from './harness';

const target = sgtinTarget(ITEM, 7);
const epc = (serial: number, filter = 1) => encodeSgtin96({ gtin14: target.gtin14, serial, filter });
/** A random source that picks `block` first (pickBlock maps r to 1 + floor(r * BLOCK_COUNT)). */
const picks = (...blocks: number[]) => {
  let i = 0;
  return () => (blocks[Math.min(i++, blocks.length - 1)]! - 1 + 0.5) / BLOCK_COUNT;
};

describe('serial allocation', () => {
  it('an allocation is on disk before the tag is written: after a crash it is neither free nor lost', () => {
    const dir = dataFolder();
    const first = createSerialAllocator(journalIn(dir)).allocate(ITEM, target, 3);
    // The process dies here, between allocate and write: no markUsed, no close.
    const db = journalIn(dir);
    const again = createSerialAllocator(db);
    for (const s of first) expect(again.stateOf(s.epc)).toBe('allocated');
    const next = again.allocate(ITEM, target, 3);
    expect(new Set([...first, ...next].map((s) => s.epc)).size).toBe(6);
    again.markSpoiled(first[0]!.epc, 'write interrupted');
    expect(again.stateOf(first[0]!.epc)).toBe('spoiled');
  });

  it('serials are SGTIN-96 of the item in the high blocks (never block 0, where vendors number from)', () => {
    const [s] = createSerialAllocator(journalIn(dataFolder()), { random: picks(42) }).allocate(ITEM, target, 1);
    expect(blockOf(s!.serial)).toBe(42);
    expect(s!.epc).toBe(epc(blockStart(42)));
  });

  it('two data folders allocating for the same GTIN never collide in 1,000,000 draws', () => {
    // One expect over the whole set, not one per draw: a million expect calls were most of this test's time.
    const seen = new Set<number>();
    let drawn = 0;
    for (const seed of [1, 2]) {
      const alloc = createSerialAllocator(journalIn(dataFolder()), { random: prng(seed) });
      for (let i = 0; i < 10; i++) {
        for (const s of alloc.allocate(ITEM, target, 50_000)) {
          seen.add(s.serial);
          drawn++;
        }
      }
    }
    expect(drawn).toBe(1_000_000);
    expect(seen.size).toBe(drawn);
  }, 120_000);

  it('a folder that fills a block moves to a new random block', () => {
    const db = journalIn(dataFolder());
    const alloc = createSerialAllocator(db, { random: picks(7, 9) });
    db.prepare('INSERT INTO encode_blocks (gtin14, block, next, taken_at) VALUES (?, 7, ?, 0)').run(
      target.gtin14,
      blockStart(7) + BLOCK_SIZE - 1,
    );
    const got = alloc.allocate(ITEM, target, 2).map((s) => s.serial);
    expect(got).toEqual([blockStart(8) - 1, blockStart(9)]);
  });

  it('serials already in a count (any filter value) are never issued', () => {
    const db = journalIn(dataFolder());
    const alloc = createSerialAllocator(db, { random: picks(5, 6) });
    // A tag of block 5 was counted (another PC's label): block 5 is not taken at all.
    countTag(db, epc(blockStart(5) + 77, 3));
    const [first] = alloc.allocate(ITEM, target, 1);
    expect(blockOf(first!.serial)).toBe(6);
    // Tags counted later inside this PC's own block are skipped one by one, in whichever count they are (count_tags
    // is read count by count: seen-serials.ts).
    countTag(db, epc(first!.serial + 1), 's0');
    countTag(db, epc(first!.serial + 2, 0), 's2');
    const next = alloc.allocate(ITEM, target, 2).map((s) => s.serial);
    expect(next).toEqual([first!.serial + 3, first!.serial + 4]);
  });

  it('a GTIN+serial seen under any encoding (partition, filter, scheme) is never issued', () => {
    const db = journalIn(dataFolder());
    const alloc = createSerialAllocator(db, { random: picks(9, 10) });
    const gtin14 = target.gtin14;
    // Block 9 shows only as SGTIN-198 tags of this GTIN: not taken.
    countTag(db, encodeSgtin198({ gtin14, serial: String(blockStart(9) + 5), companyPrefixLength: 9, filter: 2 }));
    const [first] = alloc.allocate(ITEM, target, 1);
    expect(blockOf(first!.serial)).toBe(10);
    const s = first!.serial;
    // The next serials of this PC's block, counted as tags of the same item encoded otherwise: a count resolves each
    // to this GTIN and serial, so each is skipped.
    countTag(db, encodeSgtin96({ gtin14, serial: s + 1, companyPrefixLength: 8 }));
    countTag(db, encodeSgtin96({ gtin14, serial: s + 2, companyPrefixLength: 6, filter: 0 }));
    countTag(db, encodeSgtin198({ gtin14, serial: String(s + 3), companyPrefixLength: 7, wordAligned: true }));
    countTag(db, encodeSgtinPlus({ gtin14, serial: String(s + 4), filter: 3 }));
    countTag(db, encodeSgtinPlus({ gtin14, serial: String(s + 5), date: { ai: '17', yymmdd: '261231' } }));
    // Not the same GTIN+serial: another GTIN, and a serial with a leading zero (GS1 serials are text).
    countTag(db, encodeSgtin96({ gtin14: gtinOf('0061414100002'), serial: s + 6, companyPrefixLength: 8 }));
    countTag(db, encodeSgtin198({ gtin14, serial: `0${s + 7}` }));
    const next = alloc.allocate(ITEM, target, 3).map((x) => x.serial);
    expect(next).toEqual([s + 6, s + 7, s + 8]);
  });

  it('a bad request gets a clear error and issues nothing', () => {
    const db = journalIn(dataFolder());
    const alloc = createSerialAllocator(db, { random: picks(3) });
    const bad: [() => unknown, RegExp][] = [
      [() => sgtinTarget({ ...ITEM, gtins: [] }, 7), /has no GTIN/],
      [() => sgtinTarget({ ...ITEM, gtins: ['00614141000010'] }, 7), /valid check digit/],
      [() => sgtinTarget({ ...ITEM, gtins: [gtinOf('0200000012345')] }, 7), /store-internal/],
      [() => sgtinTarget(ITEM, null), /company prefix length/],
      [() => sgtinTarget(ITEM, 13), /6 to 12 digits, not 13/],
      [() => sgtinTarget({ ...ITEM, gtins: [gtinOf('0000000001234')] }, 7), /no company prefix/],
      [() => alloc.allocate(ITEM, target, 0), /1 to 100,000/],
    ];
    for (const [call, words] of bad) {
      expect(call).toThrow(expect.objectContaining({ code: 'bad_input', message: expect.stringMatching(words) }));
    }
    // Exhausted: every block the allocator may pick already shows in the counts.
    countTag(db, epc(blockStart(3)));
    expect(() => alloc.allocate(ITEM, target, 5)).toThrow(/No free block of serials/);
    expect(rows(db, 'encode_serials')).toBe(0);
    expect(rows(db, 'encode_blocks')).toBe(0);
  });
});
