// Process: main (domain, Electron-free). Counts finalized elsewhere or before this feature, read back from the
// service: GET /sessions of the store, Finalized then Processed (their items come with the list: no request per
// session). A count this PC's journal holds is stored from the journal (its on-hand snapshot): read back first
// when the journal still has it open, so the other PCs' lines and the status are current. A count the journal does
// not hold is stored from the service's items alone: the on-hand it was counted against is not on the service
// any more (POST /inventory gives today's), so it has no accuracy (README "What the history holds").
import type { AccuracyReadBack } from '../../contract/accuracy';
import type { ApiClient } from '../api/client';
import type { Session } from '../api/wire/sessions';
import type { CountService } from '../counts/service';
import { FINISHED } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import type { AccuracyStore } from './store';

const log = createLogger('accuracy.read-back');

export interface ReadBackDeps {
  api: Pick<ApiClient, 'iterateSessions'>;
  store: AccuracyStore;
  journal: JournalDb;
  /** Reads a journal session back from the service (absorbs the others' lines, reports the status). */
  counts: Pick<CountService, 'refreshSession'>;
}

export async function readBackAccuracy(deps: ReadBackDeps, storeId: string): Promise<AccuracyReadBack> {
  const out: AccuracyReadBack = { finalized: 0, fromJournal: 0, fromService: 0 };
  const { store } = deps;
  const inJournal = deps.journal.prepare('SELECT 1 FROM count_sessions WHERE id = ?');
  out.fromJournal += store.backfill(storeId);
  for (const status of FINISHED) {
    const sessions: Session[] = [];
    for await (const page of deps.api.iterateSessions({
      filter: `storeID=${storeId},mobileStatus=${status}`,
      pageSize: 100,
    }))
      sessions.push(...page.items);
    out.finalized += sessions.length;
    for (const s of sessions) {
      if (store.has(s.sessionID)) continue;
      const at = Date.parse(s.lastUpdated);
      if (!inJournal.get(s.sessionID)) {
        if (store.recordFromService(s)) out.fromService++;
        continue;
      }
      // Open here, finished elsewhere: the read-back reports the status and the listener stores the count.
      try {
        await deps.counts.refreshSession(s.sessionID);
      } catch (err) {
        // One session that cannot be read back (deleted meanwhile, say) does not stop the others.
        log.warn('finalized count not read back', { sessionId: s.sessionID, error: String(err) });
        continue;
      }
      if (!store.record(s.sessionID, at) && Number.isFinite(at)) store.setFinalizedAt(s.sessionID, at);
      if (store.has(s.sessionID)) out.fromJournal++;
    }
  }
  log.info('finalized counts read back', { storeId, ...out });
  return out;
}
