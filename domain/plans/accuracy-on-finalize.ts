// Process: main (domain, Electron-free). A count's accuracy is stored when it is finished: finalized here or read
// back Finalized/Processed from the service (counting's onStatusChange). Finalized -> Processed reports it again:
// the store keeps the first record (idempotent). The app (hosts/app/accuracy) and the CLI (hosts/cli/engines.ts)
// both wire it here, so a count finalized from either is in the history.
import type { CountService } from '../counts/service';
import { isReadOnlyStatus, statusCode } from '../counts/status';
import { createLogger } from '../shared/logger';
import type { AccuracyStore } from './accuracy-store';

const log = createLogger('plans.accuracy-on-finalize');

/** Stores each count's accuracy as it becomes read-only; returns the way to stop listening. */
export function recordAccuracyOnFinalize(
  store: Pick<AccuracyStore, 'record'>,
  counts: Pick<CountService, 'onStatusChange'>,
): () => void {
  return counts.onStatusChange(({ sessionId, to }) => {
    if (!isReadOnlyStatus(statusCode(to))) return;
    if (store.record(sessionId)) log.info('count finished: accuracy stored', { sessionId, to });
  });
}
