// Process: main (domain, Electron-free). The tag history's listener of counting's reconciler of finished counts
// (domain/counts/finished-counts.ts): from the journal alone, at the engine's start and after every status change,
// finalize, open and refresh, every finished count with tags here gets its history recorded and its count_tags rows
// compacted, once, whether the finish was heard (finalized here, read back from another PC) or taken while nothing
// recorded (a kill during finalize, a restart), and a recording or pruning a kill (or a stop) left between two
// slices is finished from its marker. A count the service sent back to counting (Recount, Active) gets its pruned
// rows back and its recording forgotten (compact.ts returnToCounting) before anything counts into it again. The
// app (hosts/app/tags) and the CLI (hosts/cli/engines.ts) both add it, so a count finalized from either has its
// history. In the app the slices run in turns of main's event loop, one run per count at a time (single-flight):
// a 250,000-tag count held main for 25-30 s in one go; the CLI runs them at once (its next step reads the result).
import type { FinishedCountListener } from '../counts/finished-counts';
import { finishedSql, unfinishedSql } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import { singleFlight } from '../shared/single-flight';
import { measureStalls } from '../shared/stall-monitor';
import { returnToCounting } from './compact';
import { unprunedSql } from './compact-sql';
import { historySteps, type RecordOptions, recordFinalizedTags } from './history';
import { compactionSteps } from './prune-slices';
import { runAtOnce, runInTurns, type Steps, TAG_SLICE } from './slices';

const log = createLogger('tags.history');

export interface TagHistoryOptions extends RecordOptions {
  /** In turns of the event loop, in the background (the app); left out, every slice at once in reconcile. */
  inTurns?: boolean;
}

export interface TagHistoryListener extends FinishedCountListener {
  /** Resolves once no recording or pruning runs in the background (tests, the benchmark). */
  idle(): Promise<void>;
}

/** The tag history's part in reconciling finished counts (CountService.onFinishedCounts). */
export function recordTagHistory(db: JournalDb, opts: TagHistoryOptions = {}): TagHistoryListener {
  const now = opts.now ?? Date.now;
  const st = {
    // Recorded, or a recording under way, and no longer finished.
    sentBack: db.prepare(
      `SELECT s.id FROM count_sessions s WHERE ${unfinishedSql('s.status')}
         AND (s.id IN (SELECT session_id FROM tag_counts) OR s.id IN (SELECT session_id FROM tag_recordings))`,
    ),
    // A count with no tag on this PC (barcodes only, or read on other PCs) has no history here: recorded, it
    // would become the "previous count" of the next RFID count and make every tag new. A recording under way is
    // one to finish.
    unrecorded: db.prepare(
      `SELECT s.id FROM count_sessions s WHERE ${finishedSql('s.status')}
         AND ((NOT EXISTS (SELECT 1 FROM tag_counts t WHERE t.session_id = s.id)
               AND EXISTS (SELECT 1 FROM count_tags c WHERE c.session_id = s.id))
           OR s.id IN (SELECT session_id FROM tag_recordings))`,
    ),
    // Recorded while something still needed its rows (unsent or refused lines), killed between the recording and
    // the pruning, or between two slices of the pruning.
    uncompacted: db.prepare(
      `${unprunedSql(() => '1')}
       UNION SELECT c.session_id FROM tag_counts c WHERE c.pruned_at IS NOT NULL
         AND EXISTS (SELECT 1 FROM count_tags t WHERE t.session_id = c.session_id)`,
    ),
  };
  const ids = (stmt: { all(): unknown[] }) => (stmt.all() as { id: string }[]).map((r) => r.id);
  const flights = singleFlight<string>('tags.history');
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  /** One count's recording or pruning, in the background, once at a time. */
  const inBackground = (sessionId: string, steps: () => Steps<unknown>): boolean => {
    if (flights.busy(sessionId)) return false;
    const run = flights
      .run(sessionId, () => measureStalls(log, 'tags.record', () => runInTurns(steps(), () => stopped)))
      // Nothing is marked done by a failed slice: the next reconcile (a refresh, a restart) tries again.
      .catch((err: unknown) => log.error('tag history failed', { sessionId, error: String(err) }));
    running.add(run);
    void run.finally(() => running.delete(run));
    return true;
  };
  return {
    name: 'tag history',
    reconcile() {
      let n = 0;
      for (const id of ids(st.sentBack)) {
        returnToCounting(db, id);
        n++;
      }
      for (const id of ids(st.unrecorded)) {
        if (!opts.inTurns) recordFinalizedTags(db, id, opts);
        else if (!inBackground(id, () => historySteps(db, id, opts))) continue;
        n++;
      }
      for (const id of ids(st.uncompacted)) {
        const steps = () => compactionSteps(db, id, now(), opts.slice ?? TAG_SLICE);
        if (opts.inTurns ? inBackground(id, steps) : runAtOnce(steps())) n++;
      }
      return n;
    },
    stop() {
      stopped = true;
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
  };
}
