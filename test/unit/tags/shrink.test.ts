// Process: test (node). The tag reports' shrink candidates on a real journal file: items replenishment could not
// find twice in a row (domain/replenish/misses.ts) named from the journal's item facts, how often and when last
// not found, most recent first; one found since, or missed for another reason, is no candidate; and the CSV.
import { describe, expect, it } from 'vitest';
import { recordMiss } from '../../../domain/replenish/misses';
import { shrinkCsv, shrinkReport } from '../../../domain/tags/shrink';
import { parseCsv } from '../../helpers/csv-sums';
import { addItem, STORE } from './journal-fixture';
import { testJournal } from './test-journal';

const OTHER_STORE = '22222222-2222-4222-8222-222222222222';

describe('shrink candidates in the tag reports', () => {
  it('lists items not found in the latest two rounds, named and dated, most recent first, and as CSV', () => {
    const { db } = testJournal();
    addItem(db, 'tee', 'TEE-M', 'Tops');
    addItem(db, 'jeans', 'JEANS-32', 'Bottoms');
    const miss = (itemId: string, round: number, reason: 'not_found' | 'damaged' = 'not_found', store = STORE) =>
      recordMiss(db, { storeId: store, itemId, reason, round }, round + 5);
    // tee: not found in rounds 100, 200 and 300: a candidate, three times. jeans: 100 and 400: a candidate.
    for (const round of [100, 200, 300]) miss('tee', round);
    miss('jeans', 100);
    miss('jeans', 400);
    // hat: damaged then not found: no candidate. cap: not found twice, then picked: no candidate.
    miss('hat', 100, 'damaged');
    miss('hat', 200);
    miss('cap', 100);
    miss('cap', 200);
    db.prepare('INSERT INTO replen_picks (store_id, item_id, epc, picked_at) VALUES (?, ?, NULL, 250)').run(
      STORE,
      'cap',
    );
    // Another store's misses stay there; an item never counted here has no facts.
    miss('ghost', 100, 'not_found', OTHER_STORE);
    miss('ghost', 200, 'not_found', OTHER_STORE);

    const rows = shrinkReport(db, STORE);
    expect(rows).toEqual([
      {
        itemId: 'jeans',
        sku: 'JEANS-32',
        description: 'Item JEANS-32',
        category: 'Bottoms',
        timesNotFound: 2,
        lastNotFoundAt: 405,
      },
      {
        itemId: 'tee',
        sku: 'TEE-M',
        description: 'Item TEE-M',
        category: 'Tops',
        timesNotFound: 3,
        lastNotFoundAt: 305,
      },
    ]);
    expect(shrinkReport(db, OTHER_STORE)).toMatchObject([
      { itemId: 'ghost', sku: null, description: null, category: 'No category', timesNotFound: 2 },
    ]);

    const csv = shrinkCsv(rows, STORE);
    expect(csv.fileName).toBe(`tags-shrink-${STORE}.csv`);
    expect(csv.rows).toBe(2);
    expect(parseCsv(csv.csv).rows.map((r) => [r.sku, r.category, r['times not found'], r['last not found']])).toEqual([
      ['JEANS-32', 'Bottoms', '2', new Date(405).toISOString()],
      ['TEE-M', 'Tops', '3', new Date(305).toISOString()],
    ]);
  });
});
