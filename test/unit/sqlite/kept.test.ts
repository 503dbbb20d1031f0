// Process: test (node). createKept keeps a value read from a SQLite file until the file changes: read once while
// nothing changes; read again after a write on the same connection (committed or rolled back), after a commit on
// another connection to the file (as the catalog's sync worker makes), and for another key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKept, createKeptForKey } from '../../../domain/sqlite/kept';
import { openSqlite, type SqliteDb } from '../../../domain/sqlite/open';

let dir = '';
const open: SqliteDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  rmSync(dir, { recursive: true, force: true });
});

function connections(): [SqliteDb, SqliteDb] {
  dir = mkdtempSync(join(tmpdir(), 'stocktake-kept-'));
  const at = () => openSqlite(join(dir, 'x.db'), { label: 'test', migrations: [], synchronous: 'NORMAL' });
  const main = at();
  main.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, qty INTEGER NOT NULL); INSERT INTO t VALUES (1, 5)');
  const worker = at();
  open.push(main, worker);
  return [main, worker];
}

describe('createKept', () => {
  it('reads again only when the file changed, whoever changed it, or for another key', () => {
    const [main, worker] = connections();
    const kept = createKept<number>();
    let reads = 0;
    const qty = (key = 'store-1') =>
      kept(main, key, () => {
        reads += 1;
        return (main.prepare('SELECT qty FROM t WHERE id = 1').get() as { qty: number }).qty;
      });

    expect([qty(), qty(), qty()]).toEqual([5, 5, 5]);
    expect(reads).toBe(1);

    main.prepare('UPDATE t SET qty = 6 WHERE id = 1').run();
    expect(qty()).toBe(6);
    expect(reads).toBe(2);

    // Another connection's commit (the sync worker's own connection to the catalog).
    worker.prepare('UPDATE t SET qty = 7 WHERE id = 1').run();
    expect([qty(), qty()]).toEqual([7, 7]);
    expect(reads).toBe(3);

    // A write rolled back changes nothing, but is not told apart: read again, the same figure.
    expect(() =>
      main.transaction(() => {
        main.prepare('UPDATE t SET qty = 8 WHERE id = 1').run();
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(qty()).toBe(7);
    expect(reads).toBe(4);

    expect(qty('store-2')).toBe(7);
    expect(reads).toBe(5);
    expect(qty('store-2')).toBe(7);
    expect(reads).toBe(5);
  });

  it('keeps one value per connection', () => {
    const [main, worker] = connections();
    const kept = createKept<string>();
    expect(kept(main, 'k', () => 'main')).toBe('main');
    expect(kept(worker, 'k', () => 'worker')).toBe('worker');
    expect(kept(main, 'k', () => 'again')).toBe('main');
  });
});

describe('createKeptForKey', () => {
  it('keeps a value per key whatever is written, the newest keys of each connection only', () => {
    const [main, worker] = connections();
    const kept = createKeptForKey<number>(2);
    let reads = 0;
    const read = (key: string) => kept(main, key, () => ++reads);
    expect([read('a'), read('a')]).toEqual([1, 1]);
    // Writes do not drop it: the key names data that never changes.
    main.prepare('UPDATE t SET qty = 9 WHERE id = 1').run();
    expect(read('a')).toBe(1);
    expect([read('b'), read('a'), read('c')]).toEqual([2, 1, 3]);
    // Two kept: 'b' was used least lately and is read again.
    expect([read('a'), read('c'), read('b')]).toEqual([1, 3, 4]);
    expect(kept(worker, 'a', () => -1)).toBe(-1);
  });
});
