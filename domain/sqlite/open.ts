// Process: main (domain, Electron-free). The one way the app opens a SQLite (libsql) file: WAL, a busy timeout,
// the durability the file needs, and its migrations. The catalog cache can be rebuilt from the service, so NORMAL
// suffices there; a count journal or a receiving draft cannot, so those open with FULL (every commit is on disk
// before the call returns, a pulled plug included).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { createLogger } from '../shared/logger';

const log = createLogger('sqlite.open');

export type SqliteDb = InstanceType<typeof Database>;
/** What scalar and column need of a prepared statement. */
export interface Statement {
  raw(toggle: boolean): { get(...params: unknown[]): unknown; all(...params: unknown[]): unknown[] };
}

export interface OpenSqliteOptions {
  /** Names the file in errors and logs ("catalog cache", "count journal"). */
  label: string;
  /** Append-only list of migrations; the file's user_version says how many have run. */
  migrations: readonly string[];
  /** FULL for data that exists nowhere else; NORMAL for caches. */
  synchronous: 'FULL' | 'NORMAL';
  readonly?: boolean;
}

/** Thrown when a file was written by a newer app: never downgrade or overwrite it. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly label: string,
    readonly path: string,
    readonly found: number,
    readonly known: number,
  ) {
    super(`The ${label} (${path}) has schema version ${found}, newer than this app (${known}). Update the app.`);
    this.name = 'SchemaTooNewError';
  }
}

export function openSqlite(path: string, opts: OpenSqliteOptions): SqliteDb {
  if (path !== ':memory:' && !opts.readonly) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, opts.readonly ? { readonly: true } : undefined);
  try {
    // The busy timeout comes first: switching to WAL, and the recovery of a WAL left by a killed process, take a
    // lock that another connection may hold for a moment; without the timeout that is an instant SQLITE_BUSY.
    db.exec('PRAGMA busy_timeout = 5000');
    if (!opts.readonly) {
      db.exec('PRAGMA journal_mode = WAL');
      db.exec(`PRAGMA synchronous = ${opts.synchronous}`);
    }
    db.exec('PRAGMA foreign_keys = ON');
    const version = opts.readonly ? userVersion(db) : applyMigrations(db, path, opts);
    log.debug('opened', { label: opts.label, path, version });
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

export function userVersion(db: SqliteDb): number {
  // libsql's pragma() ignores { simple: true }: read the value through a statement instead.
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  return Number(row.user_version);
}

/** Runs the migrations the file has not seen yet, each in its own transaction. */
function applyMigrations(db: SqliteDb, path: string, opts: OpenSqliteOptions): number {
  const current = userVersion(db);
  const known = opts.migrations.length;
  if (current > known) throw new SchemaTooNewError(opts.label, path, current, known);
  for (let v = current; v < known; v++) {
    const sql = opts.migrations[v]!;
    db.transaction(() => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${v + 1}`);
    })();
  }
  return known;
}

/** First column of the first row, or undefined. libsql ignores pluck(), so read it through raw(). */
export function scalar<T>(stmt: Statement, ...params: unknown[]): T | undefined {
  const row = stmt.raw(true).get(...params) as unknown[] | undefined;
  return row?.[0] as T | undefined;
}

/** First column of every row. */
export function column<T>(stmt: Statement, ...params: unknown[]): T[] {
  return (stmt.raw(true).all(...params) as unknown[][]).map((r) => r[0] as T);
}

/**
 * Every row of a query as an array, read as one JSON text: libsql converts each value crossing the driver on its
 * own, which for tens of thousands of rows costs far more than SQLite's json_array and one JSON.parse. `columns`
 * is how many the query returns; a value must be text, a number or null (JSON has no blob).
 */
export function jsonRows<T extends unknown[]>(db: SqliteDb, columns: number, sql: string, ...params: unknown[]): T[] {
  const names = Array.from({ length: columns }, (_, i) => `c${i}`).join(', ');
  const json = scalar<string>(
    db.prepare(`WITH q(${names}) AS (${sql}) SELECT json_group_array(json_array(${names})) FROM q`),
    ...params,
  );
  return JSON.parse(json ?? '[]') as T[];
}

/** The file a connection has open ('' for an in-memory one): a worker thread opens its own connection to it. */
export function fileOf(db: SqliteDb): string {
  const rows = db.prepare('PRAGMA database_list').all() as { name: string; file: string }[];
  return rows.find((r) => r.name === 'main')?.file ?? '';
}

/** A read-only connection to a file another connection keeps (WAL: it reads the last commit, never waits on one). */
export function openReadOnly(path: string, label: string): SqliteDb {
  return openSqlite(path, { label, migrations: [], synchronous: 'NORMAL', readonly: true });
}
