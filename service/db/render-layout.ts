// Process: service. Makes a data file's item_render (db/render.ts) fit for today's triggers when the file opens.
// item_render is derived data, so any other layout could simply be dropped and rendered again; but rendering runs
// the fragment SQL per item, 0.4-1 ms an item: 200-500 s for a 500,000-item file. The one older layout data files
// were written with (2026-11-22 to 11-25) is today's columns plus r_updated, lastUpdated's text, which is now
// formatted when read. Its other fragments came from the same SQL and seeder as today's, so that file keeps them.
// Only r_updated's NOT NULL is in the way (today's triggers insert without it), and it is lifted in the schema
// text alone, SQLite's documented procedure for removing a NOT NULL constraint (sqlite.org/lang_altertable.html,
// "making other kinds of table schema changes"): no row is rewritten. Dropping the column instead rewrote the whole
// table (1.1 GB at 500,000 items: 63 s on this machine under load). The column stays, unread: its text goes
// stale, items rendered since have NULL there, about 35 bytes an item.
import type Database from 'libsql';
import { createLogger } from '../../domain/shared/logger';
import { RENDER_LAYOUT, RENDER_MISSING } from './render';

const log = createLogger('service.db.render-layout');
/** The connection db/open.ts opens (its Db type; imported from there it would be a cycle). */
type Db = Database.Database;

/** item_render as written from commit 9c9d5bf to e4bbea4: today's columns, then lastUpdated's stored text. */
const STORED_UPDATED_LAYOUT = `${RENDER_LAYOUT},r_updated`;
const STORED_UPDATED_COLUMN = /\br_updated\s+TEXT\s+NOT\s+NULL\b/i;

/** What opening did to item_render before the schema is applied. */
export type RenderLayoutStep = 'current' | 'none' | 'constraint lifted' | 'dropped for rendering';

/**
 * Before SCHEMA runs, with the triggers already dropped: keeps today's table (and an older one already upgraded),
 * lifts the NOT NULL of the stored lastUpdated column, and drops a table of any other layout (SCHEMA creates it
 * empty, `renderMissing` fills it).
 */
export function upgradeRenderLayout(db: Db): RenderLayoutStep {
  const columns = db.prepare('SELECT name, "notnull" FROM pragma_table_info(\'item_render\')').all() as {
    name: string;
    notnull: number;
  }[];
  const layout = columns.map((c) => c.name).join(',');
  if (!columns.length) return 'none';
  if (layout === RENDER_LAYOUT) return 'current';
  if (layout === STORED_UPDATED_LAYOUT) {
    if (columns.at(-1)!.notnull === 0) return 'current';
    if (liftStoredUpdatedNotNull(db)) return 'constraint lifted';
  }
  log.info('item_render of another layout: dropped, every item is rendered again', { layout });
  db.exec('DROP TABLE item_render');
  return 'dropped for rendering';
}

/** The documented steps, in one transaction (a crash leaves the old text, and the next open does it again). */
function liftStoredUpdatedNotNull(db: Db): boolean {
  const table = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'item_render'").get() as {
    sql: string;
  };
  if (!STORED_UPDATED_COLUMN.test(table.sql)) return false;
  db.transaction(() => {
    const { schema_version: version } = db.prepare('PRAGMA schema_version').get() as { schema_version: number };
    db.exec('PRAGMA writable_schema = ON');
    try {
      db.prepare("UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = 'item_render'").run(
        table.sql.replace(STORED_UPDATED_COLUMN, 'r_updated TEXT'),
      );
      // A new schema version makes every connection read the changed text.
      db.exec(`PRAGMA schema_version = ${version + 1}`);
    } finally {
      db.exec('PRAGMA writable_schema = OFF');
    }
  })();
  log.info('item_render: the stored lastUpdated column may be empty now; fragments kept');
  return true;
}

/** After SCHEMA: renders the items that have no fragments (a file from before item_render, or a dropped one). */
export function renderMissing(db: Db): void {
  const missing = db.prepare('SELECT (SELECT COUNT(*) FROM items) - (SELECT COUNT(*) FROM item_render) AS n').get() as {
    n: number;
  };
  if (missing.n <= 0) return;
  log.info('rendering item JSON fragments missing from an older database', { items: missing.n });
  db.exec(RENDER_MISSING);
}
