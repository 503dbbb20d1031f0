// Process: main (domain, Electron-free). The tag history as a listener of counting's reconciler of finished counts
// (domain/counts/finished-counts.ts): from the journal alone, every finished count (Finalized or Processed) with
// tags on this PC gets its history recorded and its count_tags rows compacted, once, whether the finish was heard
// (finalized here, read back from another PC) or taken while nothing recorded (a kill during finalize, a restart).
// A count the service sent back to counting (Recount, Active) gets its pruned rows back and its recording forgotten
// (compact.ts returnToCounting) before anything counts into it again. The app (hosts/app/tags) and the CLI
// (hosts/cli/engines.ts) both add it, so a count finalized from either has its history.
import type { FinishedCountListener } from '../counts/finished-counts';
import { finishedSql, unfinishedSql } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { compactCount, returnToCounting } from './compact';
import { unprunedSql } from './compact-sql';
import { type RecordOptions, recordFinalizedTags } from './history';

/** The tag history's part in reconciling finished counts (CountService.onFinishedCounts). */
export function recordTagHistory(db: JournalDb, opts: RecordOptions = {}): FinishedCountListener {
  const now = opts.now ?? Date.now;
  const st = {
    sentBack: db.prepare(
      `SELECT t.session_id AS id FROM tag_counts t JOIN count_sessions s ON s.id = t.session_id
       WHERE ${unfinishedSql('s.status')}`,
    ),
    // A count with no tag on this PC (barcodes only, or read on other PCs) has no history here: recorded, it
    // would become the "previous count" of the next RFID count and make every tag new.
    unrecorded: db.prepare(
      `SELECT s.id FROM count_sessions s WHERE ${finishedSql('s.status')}
         AND NOT EXISTS (SELECT 1 FROM tag_counts t WHERE t.session_id = s.id)
         AND EXISTS (SELECT 1 FROM count_tags c WHERE c.session_id = s.id)`,
    ),
    // Recorded while something still needed its rows (unsent or refused lines), or killed between the two steps.
    uncompacted: db.prepare(unprunedSql(() => '1')),
  };
  const ids = (stmt: { all(): unknown[] }) => (stmt.all() as { id: string }[]).map((r) => r.id);
  return {
    name: 'tag history',
    reconcile() {
      let n = 0;
      for (const id of ids(st.sentBack)) {
        returnToCounting(db, id);
        n++;
      }
      for (const id of ids(st.unrecorded)) {
        recordFinalizedTags(db, id, opts);
        n++;
      }
      for (const id of ids(st.uncompacted))
        if (compactCount(db, id, now())) {
          crashPoint('tags.history.compacted');
          n++;
        }
      return n;
    },
  };
}
