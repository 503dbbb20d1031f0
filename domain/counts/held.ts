// Process: main (domain, Electron-free). What the service holds of this PC's lines of a session, read back
// (GET /sessions/{id}, which answers for finalized sessions too) before unsent changes are moved or exported:
// an upload whose answer was lost was stored all the same, so the journal's sent_version alone would move it
// twice. A deleted session holds nothing. When the service cannot be read the caller says so and lets the user
// choose to go by the journal; it never guesses.

import type { UnsentBasis } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createLogger } from '../shared/logger';

const log = createLogger('counts.held');

export interface Held {
  basis: UnsentBasis;
  /** The quantity the service holds of one of this PC's lines. */
  of(line: { id: string; sent_qty: number }): number;
}

export type HeldOrUnreadable = Held | { unreadable: string };

export async function readHeld(
  api: Pick<ApiClient, 'getSession'>,
  sessionId: string,
  asJournal: boolean,
): Promise<HeldOrUnreadable> {
  if (asJournal) return { basis: 'journal', of: (l) => l.sent_qty };
  try {
    const s = await api.getSession(sessionId);
    const held = new Map(s.sessionItems.map((i) => [i.sessionItemID.toLowerCase(), i.count ?? 0]));
    return { basis: 'service', of: (l) => held.get(l.id.toLowerCase()) ?? 0 };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { basis: 'deleted', of: () => 0 };
    log.warn('what the service holds could not be read', { sessionId, error: String(err) });
    const why = err instanceof Error ? err.message : String(err);
    return {
      unreadable: `The service could not be read, so what it already holds of this session is unknown (${why}). Try again when it answers, or go by this PC's journal: that may count twice whatever the service stored without answering.`,
    };
  }
}
