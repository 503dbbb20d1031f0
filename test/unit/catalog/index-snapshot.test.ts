// Process: node (tests). The scan index snapshot beside the catalog cache: a round trip answers every
// lookup as the index rebuilt from the cache does; a change to the items (insert, update, delete, from any
// connection) makes it stale; a damaged, truncated or older-format file, or one of another cache, is ignored and
// the index rebuilt from SQLite (and a new snapshot written).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCatalog } from '../../../domain/catalog/catalog';
import { type CatalogDb, catalogDbPath, openCatalogDb } from '../../../domain/catalog/db';
import {
  type CatalogIndexRecord,
  keptGtins,
  readIndexRecords,
  recordFromItem,
} from '../../../domain/catalog/index-feed';
import {
  changeStamp,
  loadIndex,
  saveIndexSnapshotInSlices,
  snapshotPath,
} from '../../../domain/catalog/index-snapshot-file';
import { createItemWriter } from '../../../domain/catalog/item-writer';
import { decodeInput } from '../../../domain/codes';
import { ItemIndex } from '../../../domain/resolve';
import { SNAPSHOT_MAGIC } from '../../../domain/resolve/index-snapshot';
import { demoCatalog } from '../../../service/seed/demo-catalog';
import { makeItem } from './make-item';

let dir: string;
let db: CatalogDb;
const fresh = () => new ItemIndex<CatalogIndexRecord>({ keepItems: false });

function write(database: CatalogDb, items: ReturnType<typeof makeItem>[]): void {
  createItemWriter(database).write(items);
}

const demo = (n: number) =>
  Array.from(demoCatalog(n), (it) =>
    makeItem({ id: it.id, sku: it.sku, upc: it.upc, epcGTIN: it.epcGTIN, active: it.active }),
  );

/** Every key of the items, resolved: what a snapshot must answer exactly as the rebuilt index does. */
function answers(index: ItemIndex<CatalogIndexRecord>, items: ReturnType<typeof makeItem>[]) {
  const texts = items.flatMap((it) => [it.sku, it.sku.toLowerCase(), ...it.upc, ...(it.epcGTIN ?? [])]);
  return texts.map((t) => {
    const r = index.resolve(decodeInput(t));
    return r.status === 'item' ? [t, r.via, r.item.id, r.inactive, r.item.upc, r.item.epcGTIN] : [t, r.status];
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'index-snapshot-'));
  db = openCatalogDb(join(dir, 'c.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('scan index snapshot', () => {
  it('round trip: the second open reads the snapshot and answers exactly as the rebuilt index', () => {
    const items = demo(600);
    // A contested UPC and GTIN (the loser is remembered in the snapshot too), and an inactive claimant.
    items.push(makeItem({ sku: 'TWIN', upc: [items[1]!.upc[0]!], epcGTIN: items[2]!.epcGTIN, active: false }));
    write(db, items);
    const first = fresh();
    expect(loadIndex(db, first)).toMatchObject({ items: 601, from: 'cache', reason: 'missing' });
    const second = fresh();
    expect(loadIndex(db, second)).toMatchObject({ items: 601, from: 'snapshot', reason: null });
    expect(answers(second, items)).toEqual(answers(first, items));
    // The restored tables keep working: removing the winner hands the contested key on, as in the rebuilt one.
    for (const ix of [first, second]) ix.remove(items[1]!.id);
    expect(answers(second, items)).toEqual(answers(first, items));
    expect(second.resolve(decodeInput(items[1]!.upc[0]!))).toMatchObject({ item: { sku: 'TWIN' }, inactive: true });
  });

  it('an insert, an update of an item and a delete each make the snapshot stale: rebuilt with the change', () => {
    const items = demo(50);
    write(db, items);
    loadIndex(db, fresh());
    const added = makeItem({ sku: 'NEW-1', upc: [], active: true });
    const changes: [string, () => void, (ix: ItemIndex<CatalogIndexRecord>) => void][] = [
      ['insert', () => write(db, [added]), (ix) => expect(ix.get(added.id)?.sku).toBe('NEW-1')],
      [
        'update',
        () => write(db, [makeItem({ ...items[3]!, id: items[3]!.id, sku: 'RENAMED', upc: [], active: true })]),
        (ix) => expect(ix.get(items[3]!.id)?.sku).toBe('RENAMED'),
      ],
      [
        // Another connection (the sync worker has its own): the triggers count its writes too.
        'delete',
        () => {
          const other = openCatalogDb(join(dir, 'c.db'));
          other.prepare('DELETE FROM items WHERE id = ?').run(items[4]!.id);
          other.close();
        },
        (ix) => expect(ix.get(items[4]!.id)).toBeUndefined(),
      ],
    ];
    for (const [what, change, check] of changes) {
      change();
      const ix = fresh();
      expect(loadIndex(db, ix), what).toMatchObject({ from: 'cache', reason: 'stale' });
      check(ix);
      expect(loadIndex(db, fresh()), what).toMatchObject({ from: 'snapshot' });
    }
  });

  it('a damaged, truncated or foreign snapshot is ignored and rebuilt, never a wrong answer', () => {
    const items = demo(200);
    write(db, items);
    const rebuilt = fresh();
    loadIndex(db, rebuilt);
    const path = snapshotPath(db)!;
    const good = readFileSync(path);
    expect(good.subarray(0, 8).toString('latin1')).toBe(SNAPSHOT_MAGIC);
    expect(SNAPSHOT_MAGIC).not.toBe('STKIX002');
    const damage: [string, Buffer, string][] = [
      ['flipped byte', Buffer.from(good).fill(0x55, 5000, 5001), 'checksum'],
      ['truncated', good.subarray(0, good.length - 100), 'checksum'],
      // The layout before item records (STKIX002: texts as strings, 8- and 12-byte slots) is the previous version.
      ['older format', Buffer.concat([Buffer.from('STKIX002'), good.subarray(8)]), 'format'],
      ['empty', Buffer.alloc(0), 'format'],
    ];
    for (const [what, bytes, reason] of damage) {
      writeFileSync(path, bytes);
      const ix = fresh();
      expect(loadIndex(db, ix), what).toMatchObject({ items: 200, from: 'cache', reason });
      expect(answers(ix, items), what).toEqual(answers(rebuilt, items));
    }
    // Another cache's snapshot (its own token) at this path: stale, even at the same change count.
    const otherDb = openCatalogDb(join(dir, 'other.db'));
    write(otherDb, demo(200));
    loadIndex(otherDb, fresh());
    writeFileSync(path, readFileSync(snapshotPath(otherDb)!));
    otherDb.close();
    expect(changeStamp(db)).not.toBe(changeStamp(openCatalogDb(join(dir, 'other.db'))));
    expect(loadIndex(db, fresh())).toMatchObject({ from: 'cache', reason: 'stale' });
  });

  it('a synced item without epcGTIN keeps its GTINs in the index, as the cache keeps them', () => {
    const first = makeItem({ sku: 'G', upc: [], epcGTIN: ['00614141123452'] });
    write(db, [first]);
    const again = makeItem({ ...first, epcGTIN: undefined });
    write(db, [again]);
    const [stored] = readIndexRecords(db);
    expect(stored?.epcGTIN).toEqual(['00614141123452']);
    expect(recordFromItem(again)).toMatchObject({ epcGTIN: [], gtinsKept: true });
    expect(keptGtins(recordFromItem(again), recordFromItem(first))).toEqual(stored);
    expect(keptGtins(recordFromItem(first), undefined)).toEqual(stored);
  });

  it('the catalog saves its index at close only when no one else changed the cache since', async () => {
    const opts = { dataDir: dir, baseUrl: 'http://127.0.0.1:9', clientId: 'C', decode: decodeInput };
    const file = catalogDbPath(dir, opts.baseUrl, opts.clientId);
    const seed = openCatalogDb(file);
    const items = demo(30);
    write(seed, items);
    seed.close();
    const a = openCatalog(opts);
    expect(a.indexLoad).toMatchObject({ from: 'cache', reason: 'missing' });
    await a.close();
    const b = openCatalog(opts);
    expect(b.indexLoad).toMatchObject({ from: 'snapshot' });
    // Another process (the CLI) changes an item while this catalog is open: its index does not have the change
    // (the item count stays the same: only the stamp tells).
    const other = openCatalogDb(file);
    const renamed = makeItem({ ...items[5]!, sku: 'BY-CLI' });
    write(other, [renamed]);
    other.close();
    await b.close();
    const c = openCatalog(opts);
    expect(c.indexLoad).toMatchObject({ from: 'cache', reason: 'stale' });
    expect(c.index.get(renamed.id)?.sku).toBe('BY-CLI');
    await c.close();
  });

  it('written in slices (closing the catalog), the file is byte for byte the one written in one go', async () => {
    write(db, demo(1200));
    const ix = fresh();
    expect(loadIndex(db, ix)).toMatchObject({ from: 'cache', reason: 'missing' });
    const path = snapshotPath(db)!;
    const inOneGo = readFileSync(path);
    rmSync(path);
    await saveIndexSnapshotInSlices(ix, path, changeStamp(db));
    expect(readFileSync(path).equals(inOneGo)).toBe(true);
    expect(existsSync(`${path}.tmp`)).toBe(false);
    expect(loadIndex(db, fresh())).toMatchObject({ items: 1200, from: 'snapshot' });
  });

  it('an empty cache round-trips', () => {
    expect(loadIndex(db, fresh())).toMatchObject({ items: 0, from: 'cache', reason: 'missing' });
    const ix = fresh();
    expect(loadIndex(db, ix)).toMatchObject({ items: 0, from: 'snapshot', reason: null });
    ix.upsert({ id: 'a', sku: 'A', upc: [], epcGTIN: [], active: true });
    expect(ix.get('a')).toMatchObject({ sku: 'A' });
  });
});
