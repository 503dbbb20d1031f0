// Process: main (domain, Electron-free). The compact tag history at run time: recording copies a finished count's
// tags into tag_history (record-slices.ts), and compacting drops its count_tags rows once nothing can need them
// (prune-slices.ts; compact-sql.ts says when), each a slice per transaction; a count the service sends back to
// counting (Recount, Active) gets its rows back, since counting dedupes and undoes against count_tags. The reports
// read a recorded count here (tagsJson).
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import { EPC_OUT, HISTORY_WHOLE } from './compact-sql';

const log = createLogger('tags.compact');

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
    // A recording under way (its partial copy goes; its count_tags rows are whole: pruning starts after it).
    const recording = db.prepare('DELETE FROM tag_recordings WHERE session_id = ?').run(sessionId).changes > 0;
    if (!recorded && !recording) return 0;
    const restored =
      !recorded || recorded.pruned_at === null
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

/**
 * A recorded count's tags as one JSON array of [epc, item id, area, reads, first_at, last_at]; null if unrecorded
 * or while a recording is under way (then its count_tags rows are its tags: history.ts countTags reads them).
 */
export function tagsJson(db: JournalDb, sessionId: string): string | null {
  if (!(db.prepare(`SELECT ${HISTORY_WHOLE} AS whole`).get(sessionId) as { whole: number }).whole) return null;
  const row = db
    .prepare(
      `SELECT json_group_array(json_array(${EPC_OUT}, i.item_id, a.name, h.reads, h.first_at, h.last_at)) AS j
       FROM tag_count_nos n JOIN tag_history h ON h.count_no = n.count_no
       LEFT JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no
       WHERE n.session_id = ?`,
    )
    .raw(true)
    .get(sessionId) as [string];
  return row[0];
}
