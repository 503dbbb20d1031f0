// Process: main (domain, Electron-free). The compact tag history at run time: recording copies a finished count's
// tags into tag_history and drops its count_tags rows once nothing can need them (compact-sql.ts says when);
// a count the service sends back to counting (Recount, Active) gets its rows back, since counting dedupes and
// undoes against count_tags. The reports read a recorded count here (tagsJson).
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import { copyStatements, EPC_OUT, pruneStatements, type Sessions } from './compact-sql';

const log = createLogger('tags.compact');
const one: Sessions = (col) => `${col} = ?1`;
const COPY = copyStatements(one);
const PRUNE = pruneStatements(one, '?2');

/** Runs each statement with as many of `args` as it numbers (?1, ?2). */
function runAll(db: JournalDb, sqls: readonly string[], args: readonly unknown[]): void {
  for (const sql of sqls) {
    const used = Math.max(0, ...[...sql.matchAll(/\?(\d)/g)].map((m) => Number(m[1])));
    db.prepare(sql).run(...args.slice(0, used));
  }
}

/**
 * Copies the count's tags into tag_history and prunes its count_tags rows when it may. Call inside the
 * recording's transaction, after the read times were filled. Returns how many tags the history holds for it.
 */
export function compactCount(db: JournalDb, sessionId: string, at: number): number {
  runAll(db, COPY, [sessionId]);
  runAll(db, PRUNE, [sessionId, at]);
  const { n } = db
    .prepare(
      'SELECT COUNT(*) AS n FROM tag_history WHERE count_no = (SELECT count_no FROM tag_count_nos WHERE session_id = ?)',
    )
    .get(sessionId) as { n: number };
  return n;
}

/** Puts a pruned count's tags back into count_tags (it is being counted again); nothing for any other count. */
export function restoreCount(db: JournalDb, sessionId: string): number {
  const restore = db.transaction(() => {
    const pruned = db.prepare('SELECT 1 FROM tag_counts WHERE session_id = ? AND pruned_at IS NOT NULL').get(sessionId);
    if (!pruned) return 0;
    const { changes } = db
      .prepare(
        `INSERT INTO count_tags (session_id, epc, item_id, area, reads, first_at, last_at)
         SELECT n.session_id, ${EPC_OUT}, i.item_id, a.name, h.reads, h.first_at, h.last_at
         FROM tag_count_nos n JOIN tag_history h ON h.count_no = n.count_no
         LEFT JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no
         WHERE n.session_id = ? ON CONFLICT DO NOTHING`,
      )
      .run(sessionId);
    db.prepare('UPDATE tag_counts SET pruned_at = NULL WHERE session_id = ?').run(sessionId);
    return changes;
  });
  const n = restore();
  if (n > 0) log.info('tags restored to counting', { sessionId, tags: n });
  return n;
}

/** A recorded count's tags as one JSON array of [epc, item id, area, reads, first_at, last_at]; null if unrecorded. */
export function tagsJson(db: JournalDb, sessionId: string): string | null {
  const row = db
    .prepare(
      `SELECT json_group_array(json_array(${EPC_OUT}, i.item_id, a.name, h.reads, h.first_at, h.last_at)) AS j
       FROM tag_count_nos n JOIN tag_history h ON h.count_no = n.count_no
       LEFT JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no
       WHERE n.session_id = ?`,
    )
    .raw(true)
    .get(sessionId) as [string];
  const recorded = db.prepare('SELECT 1 FROM tag_count_nos WHERE session_id = ?').get(sessionId);
  return recorded ? row[0] : null;
}
