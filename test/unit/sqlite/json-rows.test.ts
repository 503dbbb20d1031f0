// Process: main (domain, Electron-free). jsonRows reads a query's rows as one JSON text and gives back exactly what
// libsql's own row-by-row read gives: text, whole and fractional numbers, nulls, row order, and no rows at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonRows, openSqlite, type SqliteDb } from '../../../domain/sqlite/open';

let dir = '';
let db: SqliteDb | null = null;
afterEach(() => {
  db?.close();
  rmSync(dir, { recursive: true, force: true });
});

function fixture(): SqliteDb {
  dir = mkdtempSync(join(tmpdir(), 'stocktake-json-rows-'));
  db = openSqlite(join(dir, 'x.db'), { label: 'test', migrations: [], synchronous: 'NORMAL' });
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, qty REAL, note TEXT)');
  const add = db.prepare('INSERT INTO t (id, name, qty, note) VALUES (?, ?, ?, ?)');
  add.run(1, 'Shirt "M", blue', 2, null);
  add.run(2, 'Ünïcode ✓\ttab', 2.5, '');
  add.run(3, 'x', -1, 'n');
  return db;
}

describe('jsonRows', () => {
  it('gives the same rows as the driver, nulls and numbers included, with parameters', () => {
    const d = fixture();
    const sql = 'SELECT name, qty, note FROM t WHERE id >= ?1 ORDER BY id DESC';
    const driver = d.prepare(sql).raw(true).all(1);
    expect(jsonRows(d, 3, sql, 1)).toEqual(driver);
    expect(driver).toHaveLength(3);
  });

  it('gives no rows for an empty result', () => {
    const d = fixture();
    expect(jsonRows(d, 2, 'SELECT id, name FROM t WHERE id > ?', 10)).toEqual([]);
  });
});
