// Process: main (domain, Electron-free). Compacting a recorded count in slices (slices.ts): its count_tags rows
// dropped a slice at a time once nothing can need them (compact-sql.ts PRUNABLE). The first slice sets
// tag_counts.pruned_at in its own transaction (from then on the history is the count's one copy, and a resumed or
// repeated prune only goes on dropping rows), each later one drops the next rows in key order; a kill between two
// leaves pruned_at set with rows left, which the next start's reconcile finishes (record-on-finalize.ts).
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { PRUNABLE_NOW } from './compact-sql';
import { type RecordingStart, recordingSteps } from './record-slices';
import type { Steps } from './slices';

/**
 * Drops the count's count_tags rows when nothing needs them (or goes on dropping them, pruning begun); false when
 * it may not (not recorded, a recording under way, a line unsent or refused, locked) or had nothing left to drop.
 */
export function* pruneSteps(db: JournalDb, sessionId: string, at: number, slice: number): Steps<boolean> {
  const st = {
    pruned: db.prepare(
      `SELECT pruned_at FROM tag_counts WHERE session_id = ?1
         AND NOT EXISTS (SELECT 1 FROM tag_recordings WHERE session_id = ?1)`,
    ),
    prunable: db.prepare(PRUNABLE_NOW),
    any: db.prepare('SELECT 1 FROM count_tags WHERE session_id = ?'),
    mark: db.prepare('UPDATE tag_counts SET pruned_at = ? WHERE session_id = ?'),
    drop: db.prepare(
      `DELETE FROM count_tags WHERE session_id = ?1
         AND epc IN (SELECT epc FROM count_tags WHERE session_id = ?1 ORDER BY epc LIMIT ?2)`,
    ),
  };
  let dropped = 0;
  for (;;) {
    const left = db.transaction((): number | null => {
      const row = st.pruned.get(sessionId) as { pruned_at: number | null } | undefined;
      if (!row) return null;
      if (row.pruned_at === null) {
        if (!st.prunable.get(sessionId) || !st.any.get(sessionId)) return null;
        st.mark.run(at, sessionId);
      }
      return st.drop.run(sessionId, slice).changes;
    })();
    if (left === null) return false;
    dropped += left;
    if (left < slice) {
      if (dropped === 0) return false;
      crashPoint('tags.history.compacted');
      return true;
    }
    crashPoint('tags.history.pruned');
    yield;
  }
}

/**
 * A recorded count compacted later (kept for a line then unsent or refused, or a kill between the recording and
 * the pruning): its rows copied again first, as they may have changed (a refused line reassigned with its tags),
 * unless the pruning had begun. False when nothing was done.
 */
export function* compactionSteps(db: JournalDb, sessionId: string, at: number, slice: number): Steps<boolean> {
  const row = db
    .prepare(
      `SELECT c.store_id AS storeId, c.pruned_at AS prunedAt,
         EXISTS (SELECT 1 FROM count_tags t WHERE t.session_id = c.session_id) AS hasRows
       FROM tag_counts c WHERE c.session_id = ?`,
    )
    .get(sessionId) as { storeId: string; prunedAt: number | null; hasRows: number } | undefined;
  if (!row?.hasRows) return false;
  if (row.prunedAt === null) {
    if (!db.prepare(PRUNABLE_NOW).get(sessionId)) return false;
    const again: RecordingStart = { storeId: row.storeId, recordedAt: null, prunable: true };
    if (!(yield* recordingSteps(db, sessionId, again, slice))) return false;
    yield;
  }
  return yield* pruneSteps(db, sessionId, at, slice);
}
