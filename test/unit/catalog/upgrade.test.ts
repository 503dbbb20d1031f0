// Process: node (tests). A catalog cache from an older app is upgraded in the sync worker (domain/catalog/upgrade.ts):
// after it the file is at the current version with its description index rebuilt, before main has opened it with
// migrations; a file that cannot be read is left to main's open (which moves a damaged one aside).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCatalogDb } from '../../../domain/catalog/db';
import { createItemWriter } from '../../../domain/catalog/item-writer';
import { catalogNeedsUpgrade, upgradeInWorker } from '../../../domain/catalog/upgrade';
import { makeItem } from './make-item';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-upgrade-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const versionOf = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  } finally {
    db.close();
  }
};

describe('catalog upgrade in the worker', () => {
  it('runs the migrations main has not: the description index rebuilt, searchable', async () => {
    const path = join(dir, 'c.db');
    const db = openCatalogDb(path);
    createItemWriter(db).write([makeItem({ sku: 'UPG-1', description: 'Lantern bright' }), makeItem({ sku: 'UPG-2' })]);
    const current = versionOf(path);
    db.close();
    // One migration behind, its description index emptied: what the fifth migration rebuilds.
    const raw = new Database(path);
    raw.exec(`INSERT INTO items_fts(items_fts) VALUES ('delete-all'); PRAGMA user_version = ${current - 1}`);
    raw.close();
    expect(catalogNeedsUpgrade(path)).toBe(true);

    expect(await upgradeInWorker(path)).toBe(true);
    expect(versionOf(path)).toBe(current);
    expect(catalogNeedsUpgrade(path)).toBe(false);
    const check = new Database(path, { readonly: true });
    const hits = check
      .prepare("SELECT i.sku FROM items_fts f JOIN items i ON i.rowid = f.rowid WHERE items_fts MATCH 'lant*'")
      .all();
    check.close();
    expect(hits).toEqual([{ sku: 'UPG-1' }]);
  });

  it('no file, or a current one: nothing to upgrade; a damaged one is left to main', async () => {
    const path = join(dir, 'c.db');
    expect(catalogNeedsUpgrade(path)).toBe(false);
    openCatalogDb(path).close();
    expect(catalogNeedsUpgrade(path)).toBe(false);
    const garbage = join(dir, 'garbage.db');
    writeFileSync(garbage, Buffer.alloc(8192, 7));
    expect(catalogNeedsUpgrade(garbage)).toBe(false);
    expect(await upgradeInWorker(garbage)).toBe(false);
  });
});
