// Process: main (domain, Electron-free). Processing a finalized count, the back office's step (the contract:
// service/README.md "Processing a count"): PUT /sessions with mobileStatus Processed, which makes the service set
// the store's on-hand of every item on a counted line to what was counted. The app offers it against the built-in
// demo service only (hosts/app/counts/demo-back-office.ts); a real service's back office does it there.
// It reads the session first and decides on what the service holds: Processed already is a no-op (said so), anything
// but Finalized a refusal. The PUT is idempotent at the service (Processed again changes nothing), so a lost answer
// or a kill before the journal takes the status is settled by doing it again; the status reaches the journal as any
// read-back does (sessions.ts absorb, its crash point), and what follows a finished count hears the change.
import type { ProcessResult } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import { MobileStatus, type Session } from '../api/wire/sessions';
import { createLogger } from '../shared/logger';
import type { SessionRows } from './session-rows';
import type { ReadBack } from './sessions';
import { CountError, statusName } from './status';

const log = createLogger('counts.process');

export interface ProcessDeps {
  api: Pick<ApiClient, 'getSession' | 'updateSession'>;
  rows: SessionRows;
  /** The service's state taken into the journal (sessions.ts readBack); `answer`: a session the service sent. */
  readBack: (sessionId: string, answer?: Session) => Promise<ReadBack>;
}

/** The distinct items on the session's counted lines: the items processing sets (a null count is no count). */
export const itemsCounted = (session: Session): number =>
  new Set(session.sessionItems.filter((i) => i.count !== null).map((i) => i.itemID.toLowerCase())).size;

export function createProcess(deps: ProcessDeps) {
  const { api, rows } = deps;

  /** The session as the service holds it now; taken into the journal when this PC opened it. */
  async function read(sessionId: string): Promise<Session> {
    if (!rows.get(sessionId)) return api.getSession(sessionId);
    const { session } = await deps.readBack(sessionId);
    if (!session)
      throw new CountError('not_found', 'The session is gone from the service: there is nothing to process.');
    return session;
  }

  return {
    async process(sessionId: string): Promise<ProcessResult> {
      const current = await read(sessionId);
      if (current.mobileStatus === MobileStatus.Processed)
        return { status: 'Processed', alreadyProcessed: true, items: itemsCounted(current) };
      if (current.mobileStatus !== MobileStatus.Finalized)
        throw new CountError(
          'bad_input',
          `This count's status is ${statusName(current.mobileStatus)}: only a finalized count can be processed. Finalize it first.`,
        );
      // A count finalized "anyway" before every change here was sent: processing would set on-hand without them.
      const unsent = rows.get(sessionId) ? rows.unsent(sessionId) : 0;
      if (unsent > 0)
        throw new CountError(
          'locked',
          `${unsent === 1 ? '1 change' : `${unsent} changes`} counted on this PC never reached the service, so processing would leave them out: export or move them into a new session first.`,
        );
      const answer = await api.updateSession({ ...current, mobileStatus: MobileStatus.Processed });
      if (rows.get(sessionId)) await deps.readBack(sessionId, answer);
      log.info('count processed', { sessionId, items: itemsCounted(answer) });
      return { status: statusName(answer.mobileStatus), alreadyProcessed: false, items: itemsCounted(answer) };
    },
  };
}
