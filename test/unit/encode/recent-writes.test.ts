// Process: test (node). The last tags written with a reader, as main lists them from the journal: this session's
// only, newest first, written / spoiled (with why) / being written, each with its item's SKU; a print job's labels are
// not writes.
import { describe, expect, it } from 'vitest';
import { recentTagWrites } from '../../../domain/encode/recent-writes';
import { createSerialAllocator } from '../../../domain/encode/serials';
import { sgtinTarget } from '../../../domain/encode/sgtin-target';
import { dataFolder, ITEM, journalIn } from './harness';

const target = sgtinTarget(ITEM, 7);
const catalog = { items: (ids: readonly string[]) => (ids.includes(ITEM.id) ? [ITEM] : []) };

describe('recent tag writes', () => {
  it('lists this session’s reader writes newest first, with their state, SKU and why one was spoiled', () => {
    const db = journalIn(dataFolder());
    let clock = 1_000;
    const allocator = createSerialAllocator(db, { now: () => clock });
    const write = (end: 'used' | 'spoiled' | 'sending') => {
      const [s] = allocator.allocate(ITEM, target, 1);
      allocator.markSending(s!.epc);
      if (end === 'used') allocator.markUsed(s!.epc);
      if (end === 'spoiled') allocator.markSpoiled(s!.epc, 'The tag reads back nothing.');
      clock += 10;
      return s!;
    };
    const before = write('used'); // an earlier session's write
    const since = clock;
    const written = write('used');
    const spoiled = write('spoiled');
    // A print job's labels are serials with a job: not writes with the reader.
    allocator.allocate(ITEM, target, 2, { id: 'job-1', firstSeq: 0 });
    const writing = write('sending');

    const list = recentTagWrites(db, { since, storeId: 'S1', catalog });
    expect(list.map((w) => [w.epc, w.state])).toEqual([
      [writing.epc, 'writing'],
      [spoiled.epc, 'spoiled'],
      [written.epc, 'written'],
    ]);
    expect(list.map((w) => w.epc)).not.toContain(before.epc);
    expect(list[1]).toEqual({
      epc: spoiled.epc,
      serial: String(spoiled.serial),
      itemId: ITEM.id,
      sku: ITEM.sku,
      state: 'spoiled',
      note: 'The tag reads back nothing.',
      at: since + 10,
    });
    // An item the catalog no longer has keeps its EPC, without a SKU; the limit keeps the newest.
    const unknown = recentTagWrites(db, { since, storeId: 'S1', catalog: { items: () => [] }, limit: 1 });
    expect(unknown).toEqual([expect.objectContaining({ epc: writing.epc, sku: null })]);
  });
});
