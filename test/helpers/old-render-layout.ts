// Process: node (tests and benchmarks). Service data files as older versions wrote them, made from a file of
// today's layout, so a test or a benchmark can open one with today's code (service/db/render-layout.ts).
// 'stored-updated': item_render as commits 9c9d5bf to e4bbea4 wrote it, today's fragments (the same text) plus
// lastUpdated's text in a last column r_updated, kept by a trigger of its own. 'unknown': a layout no version
// wrote (an extra column), which opening can only drop and render again: the cost every old file paid before.
import Database from 'libsql';
import { isoSql, RENDER_LAYOUT } from '../../service/db/render';

export type OldRenderLayout = 'stored-updated' | 'unknown';

const FRAGMENTS = `id TEXT PRIMARY KEY, r_head TEXT NOT NULL, r_slots TEXT NOT NULL, r_dims TEXT NOT NULL,
  r_tail TEXT NOT NULL, r_stores TEXT NOT NULL, r_gtins TEXT NOT NULL`;

const LAST_COLUMN: Record<OldRenderLayout, { name: string; value: string }> = {
  'stored-updated': { name: 'r_updated', value: isoSql('i.last_updated') },
  unknown: { name: 'r_unknown', value: "''" },
};

/** Today's fragment columns: a file upgraded before (with an unread r_updated) is rewritten as well. */
const TODAY_COLUMNS = RENDER_LAYOUT.split(',')
  .map((c) => `r.${c}`)
  .join(', ');

/** Rewrites the closed service file at `path` so its item_render has `layout`, rows in the same order. */
export function writeOldRenderLayout(path: string, layout: OldRenderLayout): void {
  const last = LAST_COLUMN[layout];
  const db = new Database(path);
  try {
    const triggers = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[];
    db.transaction(() => {
      // Today's triggers write today's columns; opening drops every trigger and makes today's again anyway.
      for (const t of triggers) db.exec(`DROP TRIGGER ${t.name}`);
      db.exec(`ALTER TABLE item_render RENAME TO item_render_today;
        CREATE TABLE item_render (${FRAGMENTS}, ${last.name} TEXT NOT NULL);
        INSERT INTO item_render SELECT ${TODAY_COLUMNS}, ${last.value} FROM item_render_today r JOIN items i ON i.id = r.id
          ORDER BY r.rowid;
        DROP TABLE item_render_today;`);
      if (layout === 'stored-updated') {
        // The trigger that kept r_updated: SQLite refuses to drop a column a trigger still names.
        db.exec(`CREATE TRIGGER items_render_last_updated AFTER UPDATE OF last_updated ON items BEGIN
          UPDATE item_render SET r_updated = ${isoSql('NEW.last_updated')} WHERE id = NEW.id; END;`);
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
