// Process: node (tests). A damaged catalog cache never stops the catalog: a truncated or garbage file, with and
// without its -wal/-shm, is moved aside (kept byte for byte, named with the time, with its log files), an empty
// cache opens in its place, the catalog says so in status().damaged, and a full sync against the real local
// service rebuilds it. A cache that opens but is damaged further in (found by a lookup or a search) is noted,
// moved aside byte for byte when the catalog closes, and the next open starts empty for a full sync. Either way the
// cache's scan index snapshot is moved with it.
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDbPath } from '../../../domain/catalog/db';
import { snapshotPathOf } from '../../../domain/catalog/index-snapshot-file';
import type { CatalogApi } from '../../../domain/catalog/ports';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { startTestService, type TestService } from '../../helpers/local-service';
import { prng } from '../../helpers/prng';
import { tempDir } from '../../helpers/temp-dir';
import { createTap, openTestCatalog, signedInApi } from './harness';

let service: TestService;
let api: CatalogApi;
let dir: ReturnType<typeof tempDir>;
let storeId: string;
let items: number;
/** A healthy synced cache, closed (one file), and the same cache caught mid-write with its -wal and -shm. */
let clean: Buffer;
let withLog: { db: Buffer; wal: Buffer; shm: Buffer };
let sampleGtin: string;
let sampleSku: string;
/** Three pages: the damage and the rebuild need a full sync, not the demo catalog's ten pages six times over. */
const ITEMS = 1200;

beforeAll(async () => {
  service = await startTestService({ items: ITEMS });
  api = await signedInApi(service, createTap());
  dir = tempDir('catalog-damaged-');
  const source = join(dir.path, 'source');
  const catalog = openTestCatalog(source, service);
  const summary = await catalog.sync(api, { store: 'S01' });
  storeId = catalog.workingStoreId() ?? '';
  items = summary.items.items;
  // Every later check compares against this count: it must be the whole store, not an empty sync.
  expect(items).toBe(ITEMS);
  sampleGtin = (catalog.db.prepare('SELECT gtin14 FROM item_gtins LIMIT 1').get() as { gtin14: string }).gtin14;
  sampleSku = (catalog.db.prepare('SELECT sku FROM items LIMIT 1').get() as { sku: string }).sku;
  const path = catalog.path;
  await catalog.close();
  clean = readFileSync(path);
  // A crash mid-write: uncheckpointed changes in the -wal, copied while the connection is still open.
  const db = new Database(path);
  db.exec('PRAGMA wal_autocheckpoint = 0');
  db.exec("UPDATE items SET sku = sku || ''");
  withLog = { db: readFileSync(path), wal: readFileSync(`${path}-wal`), shm: readFileSync(`${path}-shm`) };
  db.close();
});

afterAll(async () => {
  await service?.close();
  dir?.remove();
});

/** The files as a crash or a bad disk left them. */
interface DamagedFiles {
  db: Buffer;
  wal?: Buffer;
  shm?: Buffer;
}

const half = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));
const garbage = (b: Buffer) => {
  const rnd = prng(1414);
  return Buffer.from(Array.from({ length: b.length }, () => Math.floor(rnd() * 256)));
};

/** Tables and indexes that opening never reads (it reads meta, stores and items) but a lookup or a search does. */
const READ_IN_USE = ['item_stores', 'on_hand', 'item_gtins_item', 'item_upcs', 'item_upcs_upc', 'item_upcs_gtin'];

/** Garbage over the root pages of READ_IN_USE in a closed file: the header and schema stay intact, so it opens. */
function damageFurtherIn(path: string): void {
  const db = new Database(path, { readonly: true });
  const { page_size } = db.prepare('PRAGMA page_size').get() as { page_size: number };
  const roots = READ_IN_USE.map(
    (name) =>
      (db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').get(name) as { rootpage: number }).rootpage,
  );
  db.close();
  const fd = openSync(path, 'r+');
  const rnd = prng(14);
  for (const root of roots) {
    expect(root).toBeGreaterThan(1);
    const bytes = Buffer.from(Array.from({ length: page_size }, () => Math.floor(rnd() * 256)));
    writeSync(fd, bytes, 0, page_size, (root - 1) * page_size);
  }
  closeSync(fd);
}

describe('a damaged catalog cache', () => {
  it.each<[string, () => DamagedFiles]>([
    ['truncated, without its WAL', () => ({ db: half(clean) })],
    ['truncated, with its WAL and SHM', () => ({ db: half(withLog.db), wal: withLog.wal, shm: withLog.shm })],
    ['garbage, without its WAL', () => ({ db: garbage(clean) })],
    ['garbage, with its WAL and SHM', () => ({ db: garbage(withLog.db), wal: withLog.wal, shm: withLog.shm })],
  ])('%s: moved aside and kept, an empty cache opens, a full sync rebuilds it', async (label, make) => {
    const dataDir = join(dir.path, label.replace(/\W+/g, '-'));
    const path = catalogDbPath(dataDir, service.baseUrl, DEMO_CLIENT_ID);
    mkdirSync(join(dataDir, 'catalog'), { recursive: true });
    const files = make();
    writeFileSync(path, files.db);
    if (files.wal) writeFileSync(`${path}-wal`, files.wal);
    if (files.shm) writeFileSync(`${path}-shm`, files.shm);
    // Its scan index snapshot (60-100 MB at 500,000 items) goes with it, not left beside the fresh cache.
    writeFileSync(snapshotPathOf(path), 'the damaged cache snapshot');

    const catalog = openTestCatalog(dataDir, service);
    try {
      const status = catalog.status();
      expect(status.damaged).toMatchObject({ found: 'open', error: expect.stringMatching(/malformed|not a database/) });
      const savedAs = status.damaged?.savedAs ?? '';
      expect(savedAs).toMatch(/\.db\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
      expect(readFileSync(snapshotPathOf(savedAs), 'utf8')).toBe('the damaged cache snapshot');
      expect(catalog.indexLoad).toMatchObject({ from: 'cache', reason: 'missing' });
      // Kept byte for byte, with its log files beside it under the same name.
      expect(readFileSync(savedAs).equals(files.db)).toBe(true);
      // Without a log, SQLite's opening attempt may have left an empty one: moved along, nothing in it.
      const keptWal = existsSync(`${savedAs}-wal`) ? readFileSync(`${savedAs}-wal`) : Buffer.alloc(0);
      expect(keptWal.equals(files.wal ?? Buffer.alloc(0))).toBe(true);
      expect(status.items).toBe(0);
      expect(catalog.indexedAtOpen).toBe(0);

      const summary = await catalog.sync(api, { store: storeId });
      expect(summary.items).toMatchObject({ mode: 'full', items });
      expect(catalog.status()).toMatchObject({ items, storeId });
      expect(catalog.lookup.lookup(sampleGtin)).toMatchObject({ status: 'item' });
    } finally {
      await catalog.close();
    }
    // Reopened, the rebuilt cache is sound and the damage is history.
    const again = openTestCatalog(dataDir, service);
    try {
      expect(again.status()).toMatchObject({ items, damaged: null });
    } finally {
      await again.close();
    }
    // The kept copy is still there after the rebuild and the reopen, and nothing else was moved aside.
    const kept = readdirSync(join(dataDir, 'catalog')).filter((f) => f.includes('.damaged-'));
    expect(new Set(kept.map((f) => f.replace(/(-wal|-shm|\.scan-index)$/, ''))).size).toBe(1);
  });

  it('a healthy cache opens as it is, with nothing moved aside', async () => {
    const dataDir = join(dir.path, 'healthy');
    mkdirSync(join(dataDir, 'catalog'), { recursive: true });
    const path = catalogDbPath(dataDir, service.baseUrl, DEMO_CLIENT_ID);
    copyFileSync(join(dir.path, 'source', 'catalog', path.split('/').pop() ?? ''), path);
    const catalog = openTestCatalog(dataDir, service);
    try {
      expect(catalog.status()).toMatchObject({ items, damaged: null });
      expect(catalog.indexedAtOpen).toBe(items);
    } finally {
      await catalog.close();
    }
    expect(readdirSync(join(dataDir, 'catalog')).some((f) => f.includes('.damaged-'))).toBe(false);
  });

  it('damaged further in: opens, a lookup and a search find it, it is moved aside on close, then rebuilt', async () => {
    const dataDir = join(dir.path, 'in-use');
    mkdirSync(join(dataDir, 'catalog'), { recursive: true });
    const path = catalogDbPath(dataDir, service.baseUrl, DEMO_CLIENT_ID);
    // The source cache, whole: its -wal may still be there (libsql closes a connection only once its statements
    // are collected), so copied along and checkpointed into the file here.
    const source = join(dir.path, 'source', 'catalog', path.split('/').pop() ?? '');
    copyFileSync(source, path);
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${path}-wal`);
    const whole = new Database(path);
    whole.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    whole.close();
    rmSync(`${path}-wal`, { force: true });
    rmSync(`${path}-shm`, { force: true });
    damageFurtherIn(path);
    const damagedBytes = readFileSync(path);

    const catalog = openTestCatalog(dataDir, service);
    try {
      // It really opens: nothing found, the scan index loaded from the intact items table.
      expect(catalog.status()).toMatchObject({ items, damaged: null });
      expect(catalog.indexedAtOpen).toBe(items);
      // ... and a lookup and a search really hit the damage.
      let lookupError: unknown;
      try {
        catalog.lookup.lookup(sampleGtin);
      } catch (err) {
        lookupError = err;
      }
      expect(lookupError).toMatchObject({ code: expect.stringMatching(/^SQLITE_CORRUPT/) });
      expect(() => catalog.lookup.search(sampleSku)).toThrow(/malformed/);
      expect(catalog.noteError(new Error('not damage'))).toBe(false);
      expect(catalog.noteError(lookupError)).toBe(true);
      expect(catalog.status().damaged).toEqual({ found: 'in-use', savedAs: null, error: String(lookupError) });
      // Still where it was while open: nothing is moved from under an open connection.
      expect(readdirSync(join(dataDir, 'catalog')).some((f) => f.includes('.damaged-'))).toBe(false);
      // Opening rebuilt the index from the intact items table and wrote its snapshot beside the file.
      expect(existsSync(snapshotPathOf(path))).toBe(true);
    } finally {
      await catalog.close();
    }
    // Moved aside at close, named with the time, byte for byte as it was damaged (nothing was written to it).
    const kept = readdirSync(join(dataDir, 'catalog')).filter((f) => f.includes('.damaged-'));
    expect(kept.filter((f) => f.endsWith('Z'))).toHaveLength(1);
    const savedAs = join(dataDir, 'catalog', kept.find((f) => f.endsWith('Z'))!);
    expect(savedAs).toMatch(/\.db\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(readFileSync(savedAs).equals(damagedBytes)).toBe(true);
    expect(existsSync(path)).toBe(false);
    // Its snapshot went with it.
    expect(existsSync(snapshotPathOf(path))).toBe(false);
    expect(existsSync(snapshotPathOf(savedAs))).toBe(true);

    // The next open starts empty (nothing damaged about the new file) and a full sync rebuilds it.
    const again = openTestCatalog(dataDir, service);
    try {
      expect(again.status()).toMatchObject({ items: 0, damaged: null });
      const summary = await again.sync(api, { store: storeId });
      expect(summary.items).toMatchObject({ mode: 'full', items });
      expect(again.lookup.lookup(sampleGtin)).toMatchObject({ status: 'item' });
      expect(again.lookup.search(sampleSku).length).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
    expect(readFileSync(savedAs).equals(damagedBytes)).toBe(true);
  });
});
