// Process: node (tests). A damaged catalog cache never stops the catalog: a truncated or garbage file, with and
// without its -wal/-shm, is moved aside (kept byte for byte, named with the time, with its log files), an empty
// cache opens in its place, the catalog says so in status().damaged, and a full sync against the real local
// service rebuilds it.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDbPath } from '../../../main/catalog/db';
import type { CatalogApi } from '../../../main/catalog/ports';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { startTestService, type TestService } from '../../helpers/local-service';
import { prng } from '../../helpers/prng';
import { createTap, openTestCatalog, signedInApi, tempDir } from './harness';

let service: TestService;
let api: CatalogApi;
let dir: ReturnType<typeof tempDir>;
let storeId: string;
let items: number;
/** A healthy synced cache, closed (one file), and the same cache caught mid-write with its -wal and -shm. */
let clean: Buffer;
let withLog: { db: Buffer; wal: Buffer; shm: Buffer };
let sampleGtin: string;

beforeAll(async () => {
  service = await startTestService();
  api = await signedInApi(service, createTap());
  dir = tempDir('catalog-damaged-');
  const source = join(dir.path, 'source');
  const catalog = openTestCatalog(source, service);
  const summary = await catalog.sync(api, { store: 'S01' });
  storeId = catalog.workingStoreId() ?? '';
  items = summary.items.items;
  sampleGtin = (catalog.db.prepare('SELECT gtin14 FROM item_gtins LIMIT 1').get() as { gtin14: string }).gtin14;
  const path = catalog.path;
  catalog.close();
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

    const catalog = openTestCatalog(dataDir, service);
    try {
      const status = catalog.status();
      expect(status.damaged).toMatchObject({ found: 'open', error: expect.stringMatching(/malformed|not a database/) });
      const savedAs = status.damaged?.savedAs ?? '';
      expect(savedAs).toMatch(/\.db\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
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
      catalog.close();
    }
    // Reopened, the rebuilt cache is sound and the damage is history.
    const again = openTestCatalog(dataDir, service);
    try {
      expect(again.status()).toMatchObject({ items, damaged: null });
    } finally {
      again.close();
    }
    // The kept copy is still there after the rebuild and the reopen, and nothing else was moved aside.
    const kept = readdirSync(join(dataDir, 'catalog')).filter((f) => f.includes('.damaged-'));
    expect(new Set(kept.map((f) => f.replace(/-(wal|shm)$/, ''))).size).toBe(1);
  });

  it('a healthy cache opens as it is, with nothing moved aside', () => {
    const dataDir = join(dir.path, 'healthy');
    mkdirSync(join(dataDir, 'catalog'), { recursive: true });
    const path = catalogDbPath(dataDir, service.baseUrl, DEMO_CLIENT_ID);
    copyFileSync(join(dir.path, 'source', 'catalog', path.split('/').pop() ?? ''), path);
    const catalog = openTestCatalog(dataDir, service);
    try {
      expect(catalog.status()).toMatchObject({ items, damaged: null });
      expect(catalog.indexedAtOpen).toBe(items);
    } finally {
      catalog.close();
    }
    expect(readdirSync(join(dataDir, 'catalog')).some((f) => f.includes('.damaged-'))).toBe(false);
  });
});
