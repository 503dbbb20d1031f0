// Process: node (tests). The catalog's SQLite layer on real files: migrations, the page writer, the GTIN, UPC
// and SKU indices, search, the item view and the scan-index feed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Item } from '../../../domain/api/wire';
import { type CatalogDb, catalogDbPath, openCatalogDb, scalar } from '../../../domain/catalog/db';
import { feedIndexFromDb, readIndexRecords, recordFromItem } from '../../../domain/catalog/index-feed';
import { createItemFinder, ftsQuery } from '../../../domain/catalog/item-finder';
import { createItemViewReader } from '../../../domain/catalog/item-view';
import { createItemWriter } from '../../../domain/catalog/item-writer';
import { createLookupService } from '../../../domain/catalog/lookup';
import { MIGRATIONS } from '../../../domain/catalog/migrations';
import { writeStores } from '../../../domain/catalog/reference-data';
import { decodeInput, encodeSgtin96 } from '../../../domain/codes';
import { ItemIndex } from '../../../domain/resolve';
import { COLOUR_RED, LEVEL_CLASS, LEVEL_DEPT, LEVEL_LEAF, makeItem, SIZE_M, STORE_A, STORE_B } from './make-item';

let dir: string;
let db: CatalogDb;

function lookupOver(database: CatalogDb, storeId: string) {
  const index = new ItemIndex();
  feedIndexFromDb(database, index);
  return createLookupService({ db: database, decode: (t) => decodeInput(t), index, storeId });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-unit-'));
  db = openCatalogDb(join(dir, 'catalog', 'c.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalog file', () => {
  it('is one file per service and client, independent of trailing slashes and URL case', () => {
    const a = catalogDbPath('/d', 'http://127.0.0.1:9/', 'DEMO');
    expect(a).toBe(catalogDbPath('/d', 'HTTP://127.0.0.1:9', 'DEMO'));
    expect(a).not.toBe(catalogDbPath('/d', 'http://127.0.0.1:9', 'OTHER'));
    expect(a).not.toBe(catalogDbPath('/d', 'http://127.0.0.1:10', 'DEMO'));
    expect(a.startsWith(join('/d', 'catalog'))).toBe(true);
  });

  it('migrates once, reopens without re-running, and refuses a newer schema', () => {
    const path = join(dir, 'catalog', 'c.db');
    const version = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
    expect(version()).toBe(MIGRATIONS.length);
    createItemWriter(db).write([makeItem({ sku: 'KEEP' })]);
    db.close();
    db = openCatalogDb(path);
    expect(scalar(db.prepare('SELECT count(*) FROM items'))).toBe(1);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openCatalogDb(path)).toThrow(/newer than this app/);
    db = openCatalogDb(join(dir, 'other.db'));
  });

  it('upgrades a version-1 file in place, filling the index records from the tables', () => {
    const path = join(dir, 'catalog', 'c.db');
    const item = makeItem({ sku: 'OLD', upc: ['012345678905'], epcGTIN: ['10614141000019', '10614142000018'] });
    createItemWriter(db).write([item]);
    // Back to the version-1 schema: without migration 2's column and migration 3's run columns.
    db.exec('ALTER TABLE items DROP COLUMN index_rec; PRAGMA user_version = 1;');
    for (const c of ['run_done_pages', 'run_end_page', 'run_wasted', 'run_previous_total'])
      db.exec(`ALTER TABLE sync_state DROP COLUMN ${c}`);
    db.close();
    db = openCatalogDb(path);
    expect(readIndexRecords(db)).toEqual([recordFromItem(item)]);
  });

  it('upgrades a version-4 file to prefix indexes on the description search, keeping every item findable', () => {
    const path = join(dir, 'catalog', 'c.db');
    const items = [
      makeItem({ sku: 'T1', description: 'Classic T-Shirt' }),
      makeItem({ sku: 'J1', description: 'Relaxed Jeans' }),
    ];
    createItemWriter(db).write(items);
    // Back to migration 4's table: no prefix option.
    db.exec(`DROP TABLE items_fts;
      CREATE VIRTUAL TABLE items_fts USING fts5(description, pos_description1, sku, content='items',
        content_rowid='rowid', tokenize='unicode61');
      INSERT INTO items_fts(items_fts) VALUES ('rebuild'); PRAGMA user_version = 4;`);
    db.close();
    db = openCatalogDb(path);
    const sql = scalar<string>(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'items_fts'"));
    expect(sql).toMatch(/prefix='1 2 3'/);
    const find = createItemFinder(db);
    expect(find.search('Classic T-S').map((h) => h.sku)).toEqual(['T1']);
    expect(find.search('re j').map((h) => h.sku)).toEqual(['J1']);
    // The triggers still keep it in step after the table was made again.
    createItemWriter(db).write([{ ...(items[1] as Item), description: 'Wool scarf' }]);
    expect(find.search('re j')).toEqual([]);
    expect(find.search('wo s').map((h) => h.sku)).toEqual(['J1']);
    expect(() => db.exec("INSERT INTO items_fts(items_fts, rank) VALUES('integrity-check', 1)")).not.toThrow();
  });

  it('runs in WAL mode', () => {
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
  });
});

describe('item writer and finder', () => {
  it('resolves epcGTINs (EPC hex and tag URI), UPCs (as printed and as GTIN-14) and SKUs', () => {
    const item = makeItem({
      sku: 'TEE-RED-M',
      upc: ['012345678905', '4006381333931'],
      epcGTIN: ['10614141000019', '10614142000018'],
    });
    createItemWriter(db).write([item]);
    const l = lookupOver(db, STORE_A.id);
    const epc = encodeSgtin96({ gtin14: '10614141000019', serial: 42 });
    const hist = encodeSgtin96({ gtin14: '10614142000018', serial: 7 });
    expect(l.lookup(epc)).toMatchObject({ status: 'item', matchedBy: 'gtin', item: { id: item.id, price: 9.99 } });
    expect(l.lookup(epc).decoded).toMatchObject({
      kind: 'epc',
      scheme: 'sgtin-96',
      gtin14: '10614141000019',
      serial: '42',
      filter: 1,
    });
    expect(l.lookup(hist).item?.id).toBe(item.id);
    expect(l.lookup('012345678905')).toMatchObject({ status: 'item', item: { id: item.id } });
    expect(l.lookup('4006381333931').item?.id).toBe(item.id);
    expect(l.lookup('TEE-RED-M')).toMatchObject({ status: 'item', matchedBy: 'sku' });
    expect(l.lookup('tee-red-m').item?.id).toBe(item.id);
    const other = encodeSgtin96({ gtin14: '10614141000026', serial: 1 });
    expect(l.lookup(other)).toMatchObject({ status: 'unknown', item: null, decoded: { gtin14: '10614141000026' } });
    expect(l.lookup('TEE').status).toBe('unknown');
    // The view names both kinds: its RFID GTINs and the GTIN-14 each barcode stands for, which resolves to it too.
    const view = l.lookup('TEE-RED-M').item!;
    expect(view.gtins.map((g) => g.gtin14)).toEqual(['10614141000019', '10614142000018']);
    expect(view.barcodeGtins).toEqual([
      { upc: '012345678905', gtin14: '00012345678905' },
      { upc: '4006381333931', gtin14: '04006381333931' },
    ]);
    // And every GTIN its tags may carry, by the one rule (domain/codes/tag-gtins.ts): RFID first, then barcodes'.
    expect(view.tagGtins.map((g) => [g.gtin14, g.source])).toEqual([
      ['10614141000019', 'rfid'],
      ['10614142000018', 'rfid'],
      ['00012345678905', 'barcode'],
      ['04006381333931', 'barcode'],
    ]);
    const barcodeTag = encodeSgtin96({ gtin14: '04006381333931', serial: 3, companyPrefixLength: 7 });
    expect(l.lookup(barcodeTag)).toMatchObject({ status: 'item', matchedBy: 'gtin', item: { id: item.id } });
  });

  it('never resolves a non-item EPC or an invalid one', () => {
    createItemWriter(db).write([makeItem({ sku: 'X', epcGTIN: ['10614141000019'] })]);
    const l = lookupOver(db, STORE_A.id);
    // SSCC-96 (header 0x31), from the TDS examples' shape: never an item.
    expect(l.lookup('3114257BF4B4E2B5D0000000')).toMatchObject({ status: 'notTradeItem', item: null });
    expect(l.lookup('3114257BF4B4E2B5D0000000').decoded.kind).toBe('epc');
    expect(l.lookup('30FFFFFFFFFFFFFFFFFFFFFF').status).toBe('invalid');
  });

  it("replaces an item's codes on update and leaves per-store rows alone when Stores was not expanded", () => {
    const w = createItemWriter(db);
    const item = makeItem({ sku: 'A1', upc: ['012345678905'], epcGTIN: ['10614141000019'] });
    w.write([item]);
    w.write([{ ...item, upc: ['4006381333931'], epcGTIN: ['10614141000026'], stores: undefined }]);
    const l = lookupOver(db, STORE_A.id);
    expect(l.lookup(encodeSgtin96({ gtin14: '10614141000019', serial: 1 })).status).toBe('unknown');
    expect(l.lookup(encodeSgtin96({ gtin14: '10614141000026', serial: 1 })).item?.id).toBe(item.id);
    expect(l.lookup('012345678905').status).toBe('unknown');
    expect(scalar(db.prepare('SELECT count(*) FROM item_stores WHERE item_id = ?'), item.id)).toBe(1);
  });

  it("keeps other stores' prices when a store-scoped read lists only its own store", () => {
    const w = createItemWriter(db);
    const item = makeItem({ sku: 'P' });
    w.write([{ ...item, stores: [{ id: STORE_A.id, retailPrice1: 5, interfaces: [] }] }], { storeId: STORE_A.id });
    w.write([{ ...item, stores: [{ id: STORE_B.id, retailPrice1: 6, interfaces: [] }] }], { storeId: STORE_B.id });
    const view = createItemViewReader(db);
    expect(view.read(item.id, STORE_A.id)?.price).toBe(5);
    expect(view.read(item.id, STORE_B.id)?.price).toBe(6);
    // Store A's own read no longer listing A in the array means A dropped it.
    w.write([{ ...item, stores: [] }], { storeId: STORE_A.id });
    expect(view.read(item.id, STORE_A.id)?.price).toBeNull();
    expect(view.read(item.id, STORE_B.id)?.price).toBe(6);
  });

  it('gives a GTIN the service moved to another item to the newer record', () => {
    const w = createItemWriter(db);
    const a = makeItem({ sku: 'A', epcGTIN: ['10614141000019'] });
    const b = makeItem({ sku: 'B', epcGTIN: ['10614141000019'] });
    w.write([a]);
    w.write([b]);
    expect(scalar(db.prepare('SELECT item_id FROM item_gtins WHERE gtin14 = ?'), '10614141000019')).toBe(b.id);
  });

  it('drops the store rows of items a completed full sync did not list, keeping the items', () => {
    const w = createItemWriter(db);
    const listed = makeItem({ sku: 'L' });
    const gone = makeItem({ sku: 'G', active: false });
    w.write([listed, gone], { storeId: STORE_A.id, fullSyncStartedAt: 'run1' });
    w.write([listed], { storeId: STORE_A.id, fullSyncStartedAt: 'run2' });
    expect(w.dropUnlisted(STORE_A.id, 'run2')).toBe(1);
    const l = lookupOver(db, STORE_A.id);
    expect(l.lookup('G')).toMatchObject({
      status: 'item',
      item: { id: gone.id, availableAtStore: false, active: false, price: null },
      message: 'G POS G (inactive, not carried by this store)',
    });
    expect(l.lookup('L').item?.availableAtStore).toBe(true);
  });

  it('searches by SKU, UPC and description words (prefixes), and follows description changes', () => {
    const w = createItemWriter(db);
    const tee = makeItem({ sku: 'TEE-1', description: 'Organic cotton tee', upc: ['012345678905'] });
    const mug = makeItem({ sku: 'MUG-1', description: 'Stoneware mug' });
    w.write([tee, mug]);
    const find = createItemFinder(db);
    expect(find.search('tee-1').map((h) => [h.id, h.matchedBy])).toEqual([[tee.id, 'sku']]);
    expect(find.search('012345678905')[0]).toMatchObject({ id: tee.id, matchedBy: 'upc' });
    expect(find.search('12345678905')[0]?.id).toBe(tee.id);
    expect(find.search('organ cott').map((h) => h.id)).toEqual([tee.id]);
    expect(find.search('stone')[0]).toMatchObject({ id: mug.id, matchedBy: 'description' });
    w.write([{ ...mug, description: 'Porcelain cup' }]);
    expect(find.search('stoneware')).toEqual([]);
    expect(find.search('porcelain').map((h) => h.id)).toEqual([mug.id]);
  });

  it('rewrites the description index only for items whose indexed text changed (a re-sync of unchanged items)', () => {
    const w = createItemWriter(db);
    const items = ['A', 'B', 'C'].map((sku) => makeItem({ sku, description: `Linen shirt ${sku}` }));
    w.write(items);
    // FTS5 stores every flushed change as new rows of its shadow table: unchanged items must add none.
    const ftsRows = () => scalar<number>(db.prepare('SELECT count(*) FROM items_fts_data'));
    const before = ftsRows();
    w.write(items.map((it) => ({ ...it, lastUpdated: '2026-11-02T10:00:00.0000000+00:00' })));
    expect(ftsRows()).toBe(before);
    const [a, b, c] = items as [Item, Item, Item];
    w.write([
      { ...a, posDescription1: 'HEMP TOP' },
      { ...b, sku: 'B-NEW' },
      { ...c, description: 'Wool scarf' },
    ]);
    expect(ftsRows()).toBeGreaterThan(before!);
    const find = createItemFinder(db);
    expect(find.search('hemp').map((h) => h.id)).toEqual([a.id]);
    expect(find.search('b-new').map((h) => h.id)).toEqual([b.id]);
    expect(
      find
        .search('linen')
        .map((h) => h.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(find.search('wool').map((h) => h.id)).toEqual([c.id]);
    expect(() => db.exec("INSERT INTO items_fts(items_fts, rank) VALUES('integrity-check', 1)")).not.toThrow();
  });

  it('treats FTS operators in the query as text', () => {
    createItemWriter(db).write([makeItem({ sku: 'X', description: 'NEAR OR AND NOT' })]);
    expect(ftsQuery('a "b" OR c*')).toBe('"a"* "b"* "OR"* "c"*');
    expect(() => createItemFinder(db).search('"unbalanced ( OR *')).not.toThrow();
    expect(ftsQuery('  ,,  ')).toBeNull();
  });
});

describe('item view', () => {
  it('shows size, colour, category path, siblings, store price and on-hand by store code', () => {
    writeStores(db, [STORE_A, STORE_B]);
    const matrix = { id: '00000000-0000-4000-8000-00000000abcd' };
    const red = makeItem({
      sku: 'TEE-RED-M',
      dimension1: SIZE_M,
      dimension2: COLOUR_RED,
      level: LEVEL_DEPT,
      level1: LEVEL_CLASS,
      level2: LEVEL_LEAF,
      matrix,
      active: false,
      stores: [
        { id: STORE_A.id, retailPrice1: 12.5, interfaces: [] },
        { id: STORE_B.id, retailPrice1: 13, interfaces: [] },
      ],
    });
    const sibling = makeItem({ sku: 'TEE-RED-L', matrix, dimension1: { id: SIZE_M.id, description: 'L' } });
    createItemWriter(db).write([red, sibling]);
    db.prepare('INSERT INTO on_hand VALUES (?, ?, ?, ?)').run(red.id, STORE_B.id, 4, '2026-11-01T00:00:00Z');
    db.prepare('INSERT INTO on_hand VALUES (?, ?, ?, ?)').run(red.id, STORE_A.id, 7, '2026-11-01T00:00:00Z');
    const v = createItemViewReader(db).read(red.id, STORE_B.id)!;
    expect(v).toMatchObject({ sku: 'TEE-RED-M', size: 'M', colour: 'Red', price: 13, active: false });
    expect(v.categoryPath.map((l) => l.code)).toEqual(['APP', 'TOPS', 'TEES']);
    expect(v.siblings).toEqual([
      { id: sibling.id, sku: 'TEE-RED-L', description: 'POS TEE-RED-L', size: 'L', colour: null, active: true },
    ]);
    expect(v.onHand.map((o) => [o.storeCode, o.qty])).toEqual([
      ['S01', 7],
      ['S02', 4],
    ]);
  });

  it('prefers the expanded sparse dimensions, including slots beyond ten', () => {
    const item = makeItem({
      sku: 'D',
      dimension1: SIZE_M,
      dimensions: { Dimension1: SIZE_M, Dimension12: { id: COLOUR_RED.id, description: 'Twelfth' } },
    });
    createItemWriter(db).write([item]);
    const v = createItemViewReader(db).read(item.id, null)!;
    expect(v.dimensions.map((d) => [d.slot, d.description])).toEqual([
      [1, 'M'],
      [12, 'Twelfth'],
    ]);
    expect(v.price).toBeNull();
  });
});

describe('scan index feed', () => {
  it('reads the same records from SQLite as it builds from the synced page', () => {
    const items = [
      makeItem({ sku: 'A', upc: ['012345678905', 'INTERNAL-7'], epcGTIN: ['10614141000019', '10614142000018'] }),
      makeItem({ sku: 'B', active: false }),
    ];
    createItemWriter(db).write(items);
    const fromDb = readIndexRecords(db).sort((a, b) => a.sku.localeCompare(b.sku));
    expect(fromDb).toEqual(items.map(recordFromItem));
    expect(fromDb[0]).toMatchObject({
      upc: ['012345678905', 'INTERNAL-7'],
      epcGTIN: ['10614141000019', '10614142000018'],
    });
    expect(fromDb[1]?.active).toBe(false);
  });

  it('reads in chunks of rows, every item once and in the order they were written (key conflicts depend on it)', () => {
    // Items 0 and 6 list the same UPC: the later one holds it, as when the whole table was read at once.
    const items = Array.from({ length: 7 }, (_, i) => makeItem({ sku: `K${i}`, upc: i % 6 === 0 ? ['SHARED-1'] : [] }));
    createItemWriter(db).write(items);
    const whole = readIndexRecords(db, 1000).map((r) => r.sku);
    expect(whole).toEqual(items.map((it) => it.sku));
    expect(readIndexRecords(db, 3).map((r) => r.sku)).toEqual(whole);
    const index = new ItemIndex();
    expect(feedIndexFromDb(db, index, 2)).toBe(7);
    expect(index.size).toBe(7);
    expect(index.resolve(decodeInput('SHARED-1'))).toMatchObject({ status: 'item', item: { sku: 'K6' }, via: 'upc' });
  });

  it('feeds nothing from an empty cache', () => {
    const index = new ItemIndex();
    expect(feedIndexFromDb(db, index, 2)).toBe(0);
    expect(readIndexRecords(db)).toEqual([]);
  });
});
