// Process: main (domain, Electron-free). The compact tag history at run time: recording copies a finished count's
// tags into tag_history, and compacting drops its count_tags rows once nothing can need them (compact-sql.ts says
// when), each in a transaction of its own (history.ts); a count the service sends back to counting (Recount,
// Active) gets its rows back, since counting dedupes and undoes against count_tags. The reports read a recorded
// count here (tagsJson).
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import { copyStatements, EPC_OUT, pruneStatements, type Sessions, unprunedSql } from './compact-sql';

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

const historyCount = (db: JournalDb, sessionId: string): number =>
  (
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM tag_history WHERE count_no = (SELECT count_no FROM tag_count_nos WHERE session_id = ?)',
      )
      .get(sessionId) as { n: number }
  ).n;

/**
 * Copies the count's tags into tag_history (replacing an earlier copy). Call inside the recording's transaction,
 * after the read times were filled. Returns how many tags the history holds for it.
 */
export function copyCount(db: JournalDb, sessionId: string): number {
  runAll(db, COPY, [sessionId]);
  return historyCount(db, sessionId);
}

const UNPRUNED = unprunedSql(one);

/**
 * Drops a recorded count's count_tags rows when nothing can need them any more (compact-sql.ts says when), in a
 * transaction of its own; false when it may not yet (or has no rows left). The rows are copied again first unless
 * the caller has just copied them: a refused line reassigned since the recording moved its tags to another item.
 */
export function compactCount(db: JournalDb, sessionId: string, at: number, opts: { copied?: boolean } = {}): boolean {
  return db.transaction(() => {
    if (!db.prepare(UNPRUNED).get(sessionId)) return false;
    if (!opts.copied) {
      runAll(db, COPY, [sessionId]);
      db.prepare('UPDATE tag_counts SET tags = ? WHERE session_id = ?').run(historyCount(db, sessionId), sessionId);
    }
    runAll(db, PRUNE, [sessionId, at]);
    return true;
  })();
}

/**
 * A count the service sent back to counting (Recount, Active) is no finished count: its pruned rows go back into
 * count_tags (counting dedupes, undoes and recounts there) and its recording is forgotten, so the history is
 * recorded again, from what it then holds, when it is finished again. Nothing for a count never recorded.
 */
export function returnToCounting(db: JournalDb, sessionId: string): number {
  const back = db.transaction(() => {
    const recorded = db.prepare('SELECT pruned_at FROM tag_counts WHERE session_id = ?').get(sessionId) as
      | { pruned_at: number | null }
      | undefined;
    if (!recorded) return 0;
    const restored =
      recorded.pruned_at === null
        ? 0
        : db
            .prepare(
              `INSERT INTO count_tags (session_id, epc, item_id, area, reads, first_at, last_at)
               SELECT n.session_id, ${EPC_OUT}, i.item_id, a.name, h.reads, h.first_at, h.last_at
               FROM tag_count_nos n JOIN tag_history h ON h.count_no = n.count_no
               LEFT JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no
               WHERE n.session_id = ? ON CONFLICT DO NOTHING`,
            )
            .run(sessionId).changes;
    db.prepare(
      'DELETE FROM tag_history WHERE count_no = (SELECT count_no FROM tag_count_nos WHERE session_id = ?)',
    ).run(sessionId);
    db.prepare('DELETE FROM tag_count_nos WHERE session_id = ?').run(sessionId);
    db.prepare('DELETE FROM tag_counts WHERE session_id = ?').run(sessionId);
    return restored;
  });
  const n = back();
  log.info('count back in counting: its tag history will be recorded when it is finished again', {
    sessionId,
    restored: n,
  });
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
