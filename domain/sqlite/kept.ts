// Process: main (domain, Electron-free). A value read from a SQLite file, kept between calls until the file changes
// at all: a commit by another connection (a sync worker's: SQLite's data_version) or a write by this one
// (total_changes(), rolled back or not). For reads that cost a large share of a step and whose tables change far
// less often than the step runs (the replenishment list's 50,000 store items, domain/replenish/store-items.ts).
import type { SqliteDb } from './open';

/** Differs after any change to the file since the last call on this connection, whoever made it. */
export function changeStampOf(db: SqliteDb): string {
  const [version, changes] = db
    .prepare('SELECT data_version, total_changes() FROM pragma_data_version')
    .raw(true)
    .get() as [number, number];
  return `${version}:${changes}`;
}

/**
 * One kept value per connection (for one key at a time: a store id): `read` runs again when the key differs or
 * the file changed since. The kept value is shared by every caller: nothing may change it.
 */
export function createKept<T>(): (db: SqliteDb, key: string, read: () => T) => T {
  const kept = new WeakMap<SqliteDb, { key: string; stamp: string; value: T }>();
  return (db, key, read) => {
    // Stamped before the read: a commit during it leaves a stamp that no longer matches, never a stale value.
    const stamp = changeStampOf(db);
    const had = kept.get(db);
    if (had && had.key === key && had.stamp === stamp) return had.value;
    const value = read();
    kept.set(db, { key, stamp, value });
    return value;
  };
}

/**
 * Values kept per connection under keys that name data which never changes (a recorded count's tag history: the
 * key holds its recording time, and recording again gives a new one), the `limit` newest keys per connection.
 * Unlike createKept, writes elsewhere in the file (a floor scan's reads) do not drop them.
 */
export function createKeptForKey<T>(limit: number): (db: SqliteDb, key: string, read: () => T) => T {
  const kept = new WeakMap<SqliteDb, Map<string, T>>();
  return (db, key, read) => {
    let byKey = kept.get(db);
    if (!byKey) {
      byKey = new Map();
      kept.set(db, byKey);
    }
    if (byKey.has(key)) {
      const value = byKey.get(key) as T;
      // Newest last: the first key is the one to let go.
      byKey.delete(key);
      byKey.set(key, value);
      return value;
    }
    const value = read();
    byKey.set(key, value);
    if (byKey.size > limit) byKey.delete(byKey.keys().next().value as string);
    return value;
  };
}
