// Process: main (domain, Electron-free). The recount loop (issue 21 §2): a reviewer sends chosen items back to be
// counted again. The session goes to Recount (MobileStatus 3) at the service first, then the journal lists the
// items and this PC's lines of them start again at 0 (absolute: the recount replaces the earlier count; the audit
// keeps both). Counting then takes only listed items (ledger.ts, ingest.ts) and the session is finalized as usual.
// Another PC learns the list from the session read back (learn, called by sessions.ts on every read-back).
import { randomUUID } from 'node:crypto';
import type { RecountListView } from '../../contract/review';
import type { ApiClient } from '../api/client';
import { MobileStatus, type Session } from '../api/wire/sessions';
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import type { Ledger } from './ledger';
import { OUTBOX_BATCH } from './outbox';
import { createRecountList, type RecountEntry } from './recount-list';
import type { SessionRows } from './session-rows';
import { CountError, statusName } from './status';
import type { StatusChange } from './status-changes';

const log = createLogger('counts.recount');

export interface RecountDeps {
  db: JournalDb;
  api: Pick<ApiClient, 'updateSession' | 'addSessionItems'>;
  rows: SessionRows;
  ledger: Ledger;
  /** After the journal changed behind the ingest memo: forget it and kick the outbox. */
  changed: (sessionId: string) => void;
  onStatus?: (change: StatusChange) => void;
  now?: () => number;
}

export function createRecount(deps: RecountDeps) {
  const { db, rows, ledger } = deps;
  const list = createRecountList(db, deps.now);
  const linesOf = db.prepare('SELECT area FROM count_lines WHERE session_id = ? AND item_id = ? ORDER BY area');
  const setStatus = db.prepare('UPDATE count_sessions SET status = ? WHERE id = ?');
  // Its tags may be read again and count again (as an area's recount does); their scan rows stay in the journal.
  const dropTags = db.prepare('DELETE FROM count_tags WHERE session_id = ? AND item_id = ?');
  // Its earlier scans are closed, as an area's recount closes the area's: an undo never reaches behind the recount.
  const closeScans = db.prepare(
    'UPDATE count_scans SET undone = 1 WHERE session_id = ? AND item_id = ? AND undone = 0 AND line_id IS NOT NULL',
  );

  /** This PC's lines of the item back to 0, each with its audit row (before: the earlier count), tags released. */
  const resetLines = (sessionId: string, itemId: string, user: string | null) => {
    dropTags.run(sessionId, itemId);
    closeScans.run(sessionId, itemId);
    const areas = (linesOf.all(sessionId, itemId) as { area: string }[]).map((r) => r.area);
    for (const area of areas) ledger.setAt(sessionId, itemId, area, () => 0, 'recount', user);
    return areas.length;
  };

  return {
    list,
    /**
     * Sets the session to Recount at the service and sends the list's markers, then lists the items and starts
     * their count again here. Refused when the session is read-only, locked or not on the service yet.
     */
    async request(sessionId: string, itemIds: readonly string[], user: string | null): Promise<RecountListView> {
      const row = rows.writable(sessionId);
      if (row.remote !== 'created')
        throw new CountError('offline', 'The session is not on the service yet: it cannot be sent to recount.');
      const ids = [...new Set(itemIds)];
      if (ids.length === 0) throw new CountError('bad_input', 'Choose at least one item to recount.');
      // The service first (the status, then a marker per item not listed before): if it refuses, nothing here has
      // changed, and asking again sends the same markers (an upsert of the same ids).
      const had = list.markers(sessionId);
      const markers = ids.map((itemId) => ({ itemId, markerId: had.get(itemId) ?? randomUUID() }));
      await deps.api.updateSession({ sessionID: sessionId, mobileStatus: MobileStatus.Recount });
      const fresh = markers.filter((m) => !had.has(m.itemId));
      // In the outbox's batch size: one request per 500 markers, as lines are sent.
      for (let i = 0; i < fresh.length; i += OUTBOX_BATCH)
        await deps.api.addSessionItems(
          sessionId,
          fresh
            .slice(i, i + OUTBOX_BATCH)
            .map((m) => ({ sessionItemID: m.markerId, itemID: m.itemId, count: null, flagID: null })),
        );
      ledger.transaction(() => {
        const entries: RecountEntry[] = ids.map((id) => list.entryOf(sessionId, id));
        list.replace(sessionId, entries, user);
        list.setMarkers(sessionId, markers);
        setStatus.run(MobileStatus.Recount, sessionId);
        for (const id of ids) resetLines(sessionId, id, user);
      });
      log.info('recount requested', { sessionId, items: ids.length });
      deps.changed(sessionId);
      if (row.status !== MobileStatus.Recount)
        deps.onStatus?.({ sessionId, from: statusName(row.status), to: 'Recount' });
      return list.view(sessionId);
    },
    /**
     * A session read back from the service: when it is Recount, the items other PCs sent as null are listed here
     * too (new ones only: an item already listed may have been recounted since) and this PC's lines of them
     * start again at 0. `mine` tells this PC's session items from the others'.
     */
    learn(session: Session, mine: (sessionItemId: string) => boolean): number {
      if (session.mobileStatus !== MobileStatus.Recount || !rows.get(session.sessionID)) return 0;
      const nulls = new Set(
        session.sessionItems.filter((i) => i.count === null && !mine(i.sessionItemID)).map((i) => i.itemID),
      );
      if (nulls.size === 0) return 0;
      const sessionId = session.sessionID;
      const added = ledger.transaction(() => {
        const fresh = list.addNew(
          sessionId,
          [...nulls].map((id) => list.entryOf(sessionId, id)),
        );
        for (const id of fresh) resetLines(sessionId, id, null);
        return fresh;
      });
      if (added.length > 0) {
        log.info('recount list read back', { sessionId, items: added.length });
        deps.changed(sessionId);
      }
      return added.length;
    },
  };
}
export type Recount = ReturnType<typeof createRecount>;
