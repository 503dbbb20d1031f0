// Process: test (node). The tag reports on hand-made counts in a real journal: gone (by item, serials, last area;
// only where the later count looked), moved, new, suspect (two encodings of one GTIN+serial, each tag's scheme,
// filter value and partition, a serial on two items, an EPC counted as another item), and the counts per item and
// per category on top.
import { describe, expect, it } from 'vitest';
import { encodeSgtin96, encodeSgtin198 } from '../../../domain/codes';
import { BLOCK_SIZE } from '../../../domain/encode/serial-scheme';
import { compareCounts } from '../../../domain/tags/compare';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { addCount, addItem, gtin, sgtin } from './journal-fixture';
import { testJournal } from './test-journal';

function journal() {
  const j = testJournal();
  addItem(j.db, 'shirt', 'SH-1', 'Shirts');
  addItem(j.db, 'sock', 'SO-1', 'Socks');
  addItem(j.db, 'hat', 'HA-1', 'Hats');
  return j.db;
}

const SHIRT = gtin('0061414100001');
const SOCK = gtin('0061414100002');
const HAT = gtin('0061414100003');
const s1 = sgtin(SHIRT, 101);
const s2 = sgtin(SHIRT, 102);
const s3 = sgtin(SHIRT, 103);
const k1 = sgtin(SOCK, 201);
const k2 = sgtin(SOCK, 202);
const h1 = sgtin(HAT, 301);

describe('compareCounts', () => {
  it('sorts tags into gone, moved and new, with serials, areas and counts per item and category', () => {
    const db = journal();
    addCount(db, 'oct', {
      areas: ['Front', 'Back'],
      tags: [
        { epc: s1, item: 'shirt', area: 'Front', at: 10 },
        { epc: s2, item: 'shirt', area: 'Front', at: 11 },
        { epc: s3, item: 'shirt', area: 'Back', at: 12 },
        { epc: k1, item: 'sock', area: 'Front', at: 13 },
        { epc: k2, item: 'sock', area: 'Back', at: 14 },
      ],
    });
    addCount(db, 'nov', {
      areas: ['Front', 'Back'],
      tags: [
        { epc: s3, item: 'shirt', area: 'Back' },
        { epc: k1, item: 'sock', area: 'Back' },
        { epc: h1, item: 'hat', area: 'Front' },
      ],
    });
    const r = compareCounts(db, 'oct', 'nov');
    expect(r.gone.rows).toEqual([
      { epc: s1, itemId: 'shirt', gtin14: SHIRT, serial: '101', area: 'Front', lastAt: null },
      { epc: s2, itemId: 'shirt', gtin14: SHIRT, serial: '102', area: 'Front', lastAt: null },
      { epc: k2, itemId: 'sock', gtin14: SOCK, serial: '202', area: 'Back', lastAt: null },
    ]);
    expect(r.gone.byItem).toEqual([
      { itemId: 'shirt', sku: 'SH-1', description: 'Item SH-1', category: 'Shirts', tags: 2 },
      { itemId: 'sock', sku: 'SO-1', description: 'Item SO-1', category: 'Socks', tags: 1 },
    ]);
    expect(r.gone.byCategory).toEqual([
      { category: 'Shirts', tags: 2 },
      { category: 'Socks', tags: 1 },
    ]);
    expect(r.moved.rows).toEqual([
      { epc: k1, itemId: 'sock', gtin14: SOCK, serial: '201', area: 'Back', fromArea: 'Front', lastAt: null },
    ]);
    expect(r.new.rows.map((t) => [t.epc, t.serial, t.area])).toEqual([[h1, '301', 'Front']]);
    expect(r.new.byCategory).toEqual([{ category: 'Hats', tags: 1 }]);
    expect(r.suspect.rows).toEqual([]);
    expect(r.notCovered).toBe(0);
  });

  it('gives the last read time once the history is recorded', () => {
    const db = journal();
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: s1, item: 'shirt', area: 'Front', at: 4_242 }] });
    addCount(db, 'nov', { areas: ['Front'], tags: [] });
    recordFinalizedTags(db, 'oct');
    expect(compareCounts(db, 'oct', 'nov').gone.rows[0]?.lastAt).toBe(4_242);
  });

  it('counts nothing as gone where the later count did not look: other categories, areas not counted', () => {
    const db = journal();
    const before = [
      { epc: s1, item: 'shirt', area: 'Front' },
      { epc: k1, item: 'sock', area: 'Back' },
      { epc: h1, item: 'hat', area: 'Bar' },
    ];
    addCount(db, 'oct', { areas: ['Front', 'Back', 'Bar'], tags: before });
    addCount(db, 'nov-shirts', { areas: ['Front'], tags: [], scope: { kind: 'categories', categories: ['Shirts'] } });
    addCount(db, 'nov-areas', { areas: ['Back', 'Bar'], tags: [], scope: { kind: 'areas' } });
    const shirts = compareCounts(db, 'oct', 'nov-shirts');
    expect(shirts.gone.rows.map((t) => t.epc)).toEqual([s1]);
    expect(shirts.notCovered).toBe(2);
    const areas = compareCounts(db, 'oct', 'nov-areas');
    expect(areas.gone.rows.map((t) => t.epc).sort()).toEqual([h1, k1].sort());
    expect(areas.notCovered).toBe(1);
  });

  it('flags one GTIN+serial read as SGTIN-96 and SGTIN-198 as suspect, in either count', () => {
    const db = journal();
    const long = encodeSgtin198({ gtin14: SHIRT, serial: '101' });
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: s1, item: 'shirt', area: 'Front' }] });
    addCount(db, 'nov', {
      areas: ['Front'],
      tags: [
        { epc: s1, item: 'shirt', area: 'Front' },
        { epc: long, item: 'shirt', area: 'Front' },
      ],
    });
    const r = compareCounts(db, 'oct', 'nov');
    // Each tag says what its encoding carries: scheme, filter value, partition (a 7-digit company prefix: 5).
    const tag = { itemId: 'shirt', area: 'Front', filter: 1, partition: 5 };
    expect(r.suspect.rows).toEqual([
      {
        key: `encodings ${SHIRT} 101`,
        reason: 'encodings',
        gtin14: SHIRT,
        serial: '101',
        tags: [
          { ...tag, epc: s1, scheme: 'sgtin-96', count: 'before' },
          { ...tag, epc: s1, scheme: 'sgtin-96', count: 'after' },
          { ...tag, epc: long, scheme: 'sgtin-198', count: 'after' },
        ],
      },
    ]);
    expect(r.suspect.byItem.map((i) => [i.itemId, i.tags])).toEqual([['shirt', 1]]);
    // The second encoding is one identity with a tag of the earlier count: not new (it is the suspect case above).
    expect(r.new.rows).toEqual([]);
  });

  it('compares by identity: a tag encoded again between the counts is neither gone nor new, but suspect', () => {
    const db = journal();
    const long = encodeSgtin198({ gtin14: SHIRT, serial: '101' });
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: s1, item: 'shirt', area: 'Front' }] });
    addCount(db, 'nov', { areas: ['Back'], tags: [{ epc: long, item: 'shirt', area: 'Back' }] });
    const r = compareCounts(db, 'oct', 'nov');
    expect([r.gone.rows, r.new.rows]).toEqual([[], []]);
    // Found in another area under its new encoding: moved, shown by the EPC it now carries.
    expect(r.moved.rows.map((t) => [t.epc, t.fromArea, t.area])).toEqual([[long, 'Front', 'Back']]);
    expect(r.suspect.rows.map((g) => [g.reason, g.tags.map((t) => `${t.epc} ${t.count}`)])).toEqual([
      ['encodings', [`${s1} before`, `${long} after`]],
    ]);
  });

  it('flags one serial of the app’s own space on two items, and one EPC counted as another item', () => {
    const db = journal();
    const big = 5 * BLOCK_SIZE + 7; // a serial this app hands out (domain/encode's blocks)
    const shirt = sgtin(SHIRT, big);
    const sock = sgtin(SOCK, big);
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: shirt, item: 'shirt', area: 'Front' }] });
    addCount(db, 'nov', {
      areas: ['Front'],
      tags: [
        { epc: shirt, item: 'hat', area: 'Front' },
        { epc: sock, item: 'sock', area: 'Front' },
      ],
    });
    const r = compareCounts(db, 'oct', 'nov');
    expect(r.suspect.rows.map((g) => [g.reason, g.serial, g.tags.map((t) => [t.epc, t.itemId, t.count])])).toEqual([
      [
        'itemChanged',
        String(big),
        [
          [shirt, 'shirt', 'before'],
          [shirt, 'hat', 'after'],
        ],
      ],
      [
        'serialReused',
        String(big),
        [
          [shirt, 'shirt', 'before'],
          [shirt, 'hat', 'after'],
          [sock, 'sock', 'after'],
        ],
      ],
    ]);
    expect(r.suspect.byCategory).toEqual([
      { category: 'Hats', tags: 2 },
      { category: 'Shirts', tags: 2 },
      { category: 'Socks', tags: 1 },
    ]);
  });

  it('tells one GTIN+serial’s encodings apart by filter value and partition', () => {
    const db = journal();
    const pos = sgtin(SHIRT, 101); // filter 1, company prefix of 7 digits
    const refiltered = encodeSgtin96({ gtin14: SHIRT, serial: 101, filter: 3 });
    const repartitioned = encodeSgtin96({ gtin14: SHIRT, serial: 101, filter: 1, companyPrefixLength: 9 });
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: pos, item: 'shirt', area: 'Front' }] });
    addCount(db, 'nov', {
      areas: ['Front'],
      tags: [
        { epc: refiltered, item: 'shirt', area: 'Front' },
        { epc: repartitioned, item: 'shirt', area: 'Front' },
      ],
    });
    const [g, ...more] = compareCounts(db, 'oct', 'nov').suspect.rows;
    expect(more).toEqual([]);
    // The later count's tags come in EPC order.
    const byEpc = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(g?.tags.map((t) => [t.epc, t.scheme, t.filter, t.partition, t.count]).sort(byEpc)).toEqual(
      [
        [pos, 'sgtin-96', 1, 5, 'before'],
        [refiltered, 'sgtin-96', 3, 5, 'after'],
        [repartitioned, 'sgtin-96', 1, 3, 'after'],
      ].sort(byEpc),
    );
  });

  it('leaves vendors’ small serials alone across items (GS1 serials are unique per GTIN only), not within one', () => {
    const db = journal();
    const long = encodeSgtin198({ gtin14: SOCK, serial: '7' });
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: sgtin(SHIRT, 7), item: 'shirt', area: 'Front' }] });
    addCount(db, 'nov', {
      areas: ['Front'],
      tags: [
        { epc: sgtin(SOCK, 7), item: 'sock', area: 'Front' },
        { epc: sgtin(HAT, 7), item: 'hat', area: 'Front' },
        { epc: long, item: 'sock', area: 'Front' },
      ],
    });
    const r = compareCounts(db, 'oct', 'nov');
    expect(r.suspect.rows.map((g) => [g.reason, g.gtin14, g.serial, g.tags.map((t) => t.scheme)])).toEqual([
      ['encodings', SOCK, '7', ['sgtin-96', 'sgtin-198']],
    ]);
  });

  it('reports a non-GS1 tag and a tag of an item with no facts by EPC, under No category, never as suspect', () => {
    const db = journal();
    const odd = 'E2801160600002040A1B2C3D';
    addCount(db, 'oct', { areas: ['Front'], tags: [{ epc: odd, item: 'gone-item', area: 'Front' }] });
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: 'E2801160600002040A1B2C3E', item: null, area: 'Front' }] });
    const r = compareCounts(db, 'oct', 'nov');
    expect(r.gone.rows).toEqual([
      { epc: odd, itemId: 'gone-item', gtin14: null, serial: null, area: 'Front', lastAt: null },
    ]);
    expect(r.gone.byItem).toEqual([
      { itemId: 'gone-item', sku: null, description: null, category: 'No category', tags: 1 },
    ]);
    expect(r.new.byCategory).toEqual([{ category: 'No category', tags: 1 }]);
    expect(r.suspect.rows).toEqual([]);
  });

  it('compares two empty counts, and a count with itself, to empty reports', () => {
    const db = journal();
    addCount(db, 'a', { areas: ['Front'], tags: [] });
    addCount(db, 'b', { areas: ['Front'], tags: [{ epc: s1, item: 'shirt', area: 'Front' }] });
    const empty = compareCounts(db, 'a', 'a');
    const self = compareCounts(db, 'b', 'b');
    for (const r of [empty, self])
      for (const k of ['gone', 'moved', 'new', 'suspect'] as const)
        expect(r[k]).toEqual({ rows: [], byItem: [], byCategory: [] });
    expect(() => compareCounts(db, 'a', 'missing')).toThrow(/No count session missing/);
    expect(() => compareCounts(db, 'missing', 'a')).toThrow(/No count session missing/);
  });
});
