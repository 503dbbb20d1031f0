// Process: service. Seeding 5,000 items costs about a second on a busy machine, and every test file needs a
// fresh database. So a seeded database is built once per machine as a template file (keyed by a fingerprint of
// the schema and catalog), and a new data file is a copy of it with every timestamp shifted to "now".
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { createLogger } from '../../domain/shared/logger';
import { nowMicros } from '../db/clock';
import { type Db, getMeta, openDatabase, setMeta } from '../db/open';
import { SCHEMA } from '../db/schema';
import { catalogItemAt } from './demo-catalog';
import { type SeedKind, seedDatabase } from './index';

const log = createLogger('service.seed.template');
/** Bump when seeding changes in a way the fingerprint below cannot see. */
const SEED_VERSION = 5;

/** Columns holding microsecond timestamps that move with the copy. */
const TIME_COLUMNS: [string, string][] = [
  ['items', 'last_updated'],
  ['on_hand', 'row_updated'],
  ['sessions', 'created'],
  ['sessions', 'last_updated'],
  ['receipts', 'created'],
  ['receipts', 'last_updated'],
  ['purchase_orders', 'created'],
  ['purchase_orders', 'last_updated'],
  ['currencies', 'effective'],
  ['transfers', 'last_updated'],
];

function fingerprint(kind: SeedKind, count: number): string {
  const h = createHash('sha1').update(`${SEED_VERSION}|${kind}|${count}|${SCHEMA}`);
  for (const i of [0, 1, count - 1]) if (i >= 0 && i < count) h.update(JSON.stringify(catalogItemAt(i, count)));
  return h.digest('hex').slice(0, 16);
}

function templatePath(kind: SeedKind, count: number): string {
  const path = join(tmpdir(), `stocktake-seed-${kind}-${count}-${fingerprint(kind, count)}.db`);
  if (existsSync(path) && statSync(path).size > 0) return path;
  // Build under a private name, then rename: parallel test workers never see a half-written template.
  const building = `${path}.${process.pid}.${Date.now()}.tmp`;
  const db = new Database(building);
  try {
    db.pragma('journal_mode = DELETE');
    db.exec(SCHEMA);
    seedDatabase(db, kind, count);
    setMeta(db, 'seeded_at', String(nowMicros()));
  } finally {
    db.close();
  }
  renameSync(building, path);
  log.info('seed template built', { path });
  return path;
}

/**
 * Adds `shift` to every value of a time column. The indices on it are dropped first and built again after: one
 * sort instead of moving every entry in the tree (1.5 million on-hand rows at 500,000 items).
 */
function shiftColumn(db: Db, table: string, column: string, shift: number): void {
  const indices = db
    .prepare(
      `SELECT m.name, m.sql FROM sqlite_master m WHERE m.type = 'index' AND m.tbl_name = ? AND m.sql IS NOT NULL
         AND EXISTS (SELECT 1 FROM pragma_index_info(m.name) c WHERE c.name = ?)`,
    )
    .all(table, column) as { name: string; sql: string }[];
  for (const i of indices) db.exec(`DROP INDEX ${i.name}`);
  db.prepare(`UPDATE ${table} SET ${column} = ${column} + ?`).run(shift);
  for (const i of indices) db.exec(i.sql);
}

/** Creates `dataPath` from the template when it does not exist yet; returns false when it cannot (caller seeds). */
export function createFromTemplate(dataPath: string, kind: SeedKind, count: number): boolean {
  if (kind === 'none' || dataPath === ':memory:' || existsSync(dataPath)) return false;
  try {
    copyFileSync(templatePath(kind, count), dataPath);
  } catch (err) {
    log.warn('seed template unavailable; seeding directly', { error: String(err) });
    rmSync(dataPath, { force: true });
    return false;
  }
  const db = openDatabase(dataPath);
  try {
    const seededAt = Number(getMeta(db, 'seeded_at') ?? '0');
    const shift = nowMicros() - seededAt;
    db.transaction(() => {
      for (const [table, column] of TIME_COLUMNS) shiftColumn(db, table, column, shift);
      db.prepare("DELETE FROM meta WHERE key = 'seeded_at'").run();
    })();
  } finally {
    db.close();
  }
  return true;
}
