// Process: test (node). Tag reports with transfers between the two counts (domain/tags/moves.ts): a tag a transfer
// took out of the store after the earlier count is not gone, one a transfer brought in is not new; a move before the
// earlier count, or of another store, changes nothing.
import { describe, expect, it } from 'vitest';
import { gs1Identity } from '../../../domain/codes/identity';
import { compareCounts } from '../../../domain/tags/compare';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { recordTagMoves } from '../../../domain/tags/moves';
import { addCount, addItem, gtin, STORE, sgtin } from './journal-fixture';
import { testJournal } from './test-journal';

const SHIRT = gtin('0061414100001');
const HAT = gtin('0061414100003');
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('tag reports across transfers', () => {
  it('counts a tag sent away as transferred out, not gone, and one received as transferred in, not new', () => {
    const { db } = testJournal();
    addItem(db, 'shirt', 'SH-1', 'Shirts');
    addItem(db, 'hat', 'HA-1', 'Hats');
    const [s1, s2, s3] = [sgtin(SHIRT, 101), sgtin(SHIRT, 102), sgtin(SHIRT, 103)];
    const [h1, h2] = [sgtin(HAT, 301), sgtin(HAT, 302)];
    addCount(db, 'oct', {
      areas: ['Front'],
      tags: [s1, s2, s3].map((epc) => ({ epc, item: 'shirt', area: 'Front' })),
    });
    recordFinalizedTags(db, 'oct', { now: () => 100 });
    const move = (direction: 'out' | 'in', at: number, store: string, epc: string, identity: string, itemId: string) =>
      recordTagMoves(db, { transferId: `t-${at}`, direction, storeId: store, otherStoreId: OTHER, at }, [
        { epc, identity, itemId },
      ]);
    move('out', 150, STORE, s1, gs1Identity(SHIRT, '101'), 'shirt');
    move('out', 50, STORE, s2, gs1Identity(SHIRT, '102'), 'shirt'); // before the earlier count: still gone
    move('in', 160, STORE, h1, gs1Identity(HAT, '301'), 'hat');
    move('in', 170, OTHER, h2, gs1Identity(HAT, '302'), 'hat'); // another store's move: still new
    addCount(db, 'nov', {
      areas: ['Front'],
      openedAt: 2_000,
      tags: [
        { epc: s3, item: 'shirt', area: 'Front' },
        { epc: h1, item: 'hat', area: 'Front' },
        { epc: h2, item: 'hat', area: 'Front' },
      ],
    });
    recordFinalizedTags(db, 'nov', { now: () => 200 });
    const r = compareCounts(db, 'oct', 'nov');
    expect(r.gone.rows.map((t) => t.epc)).toEqual([s2]);
    expect(r.new.rows.map((t) => t.epc)).toEqual([h2]);
    expect(r.transferred).toEqual({ out: 1, in: 1 });
  });
});
