// Process: main (domain, Electron-free). The tag history is recorded when a count is finished: finalized here or
// read back Finalized/Processed from the service (again on Finalized -> Processed: idempotent, and it covers a
// count finalized before this PC recorded histories) (counting's onStatusChange; its own first listener has written
// the folded read counters by then). The app (hosts/app/tags) and the CLI (hosts/cli/engines.ts) both wire it here,
// so a count finalized from either has its history. A finished count the service sends back to counting (Recount,
// Active) gets its pruned count_tags rows back (compact.ts restoreCount) before anything counts into it again.
import type { CountService } from '../counts/service';
import { isReadOnlyStatus, statusCode } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import { restoreCount } from './compact';
import { type RecordOptions, recordFinalizedTags } from './history';

const log = createLogger('tags.record-on-finalize');

/** Records each count's tag history as it becomes read-only; returns the way to stop listening. */
export function recordTagsOnFinalize(
  db: JournalDb,
  counts: Pick<CountService, 'onStatusChange'>,
  opts: RecordOptions = {},
): () => void {
  const anyTag = db.prepare('SELECT 1 FROM count_tags WHERE session_id = ? LIMIT 1');
  return counts.onStatusChange(({ sessionId, to }) => {
    if (!isReadOnlyStatus(statusCode(to))) {
      restoreCount(db, sessionId);
      return;
    }
    // A count with no tag on this PC (barcodes only, or read on other PCs) has no history here: recorded, it
    // would become the "previous count" of the next RFID count and make every tag new.
    if (!anyTag.get(sessionId)) return;
    const { tags } = recordFinalizedTags(db, sessionId, opts);
    log.info('count finished: tag history recorded', { sessionId, to, tags });
  });
}
