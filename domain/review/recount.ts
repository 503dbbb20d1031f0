// Process: main (domain, Electron-free). The recount loop: a reviewer sends chosen items back to be
// counted again. The request reads the session from the service first, sets it to Recount there, then sends the
// list's markers and every PC's lines of the listed items as not counted (count null: an upsert by sessionItemID,
// notes B), so the recount replaces the earlier count on every PC; only then does the journal list the items and
// start this PC's lines of them again at 0 (the audit keeps both counts). Counting then takes only listed items
// (ledger.ts, ingest.ts) and the session is finalized as usual. Another PC learns the recount from its next read of
// the session (learn, called by sessions.ts on every read-back; every state-dependent action reads first).
import { randomUUID } from 'node:crypto';
import type { RecountListView } from '../../contract/review';
import type { ApiClient } from '../api/client';
import { MobileStatus, type Session, type SessionItem } from '../api/wire/sessions';
import type { Ledger } from '../counts/ledger';
import { OUTBOX_BATCH } from '../counts/outbox';
import type { SessionRows } from '../counts/session-rows';
import type { ReadBack } from '../counts/sessions';
import { CountError, FINISHED, isFinished, statusName } from '../counts/status';
import type { StatusChange } from '../counts/status-changes';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import { createRecountList, type RecountEntry } from './recount-list';

const log = createLogger('counts.recount');

export interface RecountDeps {
  db: JournalDb;
  api: Pick<ApiClient, 'updateSession' | 'addSessionItems'>;
  rows: SessionRows;
  ledger: Ledger;
  /** The service's state of the session taken into the journal first (sessions.ts readBack). */
  readBack: (sessionId: string) => Promise<ReadBack>;
  /** After the journal changed behind the ingest memo: forget it and kick the outbox. */
  changed: (sessionId: string) => void;
  /** A recount read back reset this PC's lines of `items` items (the screen says so). */
  onLearnt?: (sessionId: string, items: number) => void;
  onStatus?: (change: StatusChange) => void;
  now?: () => number;
}

/** Statuses a recount can be learnt from: Recount, and a session finalized (or processed) after one. */
const LEARNT_FROM: ReadonlySet<number> = new Set([MobileStatus.Recount, ...FINISHED]);

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
  // What the journal believes the service holds of a reset line: not counted (the request reset it there). A line
  // the service holds as null while the journal believes it holds a count was reset by someone's recount (learn),
  // unless its item is listed here and it has changes unsent: those are this PC's recount, made since.
  const heldAsNull = db.prepare('UPDATE count_lines SET sent_qty = 0 WHERE session_id = ? AND item_id = ?');
  const resetThere = db.prepare(
    `SELECT l.id, l.item_id FROM count_lines l WHERE l.session_id = ?1 AND l.sent_version > 0 AND l.sent_qty > 0
       AND l.id IN (SELECT value FROM json_each(?2))
       AND (l.version = l.sent_version
         OR NOT EXISTS (SELECT 1 FROM count_recount r WHERE r.session_id = l.session_id AND r.item_id = l.item_id))`,
  );
  const sentAsNull = db.prepare('UPDATE count_lines SET sent_version = version, sent_qty = 0 WHERE id = ?');
  // The others' lines of a listed item are null at the service now: nobody's count (sessions.ts skips nulls).
  const dropRemote = db.prepare('DELETE FROM count_remote_lines WHERE session_id = ? AND item_id = ?');

  /** This PC's lines of the item back to 0, each with its audit row (before: the earlier count), tags released. */
  const releaseTags = (sessionId: string, itemId: string) => {
    dropTags.run(sessionId, itemId);
    closeScans.run(sessionId, itemId);
  };
  const resetLines = (sessionId: string, itemId: string, user: string | null) => {
    releaseTags(sessionId, itemId);
    const areas = (linesOf.all(sessionId, itemId) as { area: string }[]).map((r) => r.area);
    for (const area of areas) ledger.setAt(sessionId, itemId, area, () => 0, 'recount', user);
    heldAsNull.run(sessionId, itemId);
    return areas.length;
  };

  /** Every line of the listed items the service holds with a count (this PC's and the others'), as not counted. */
  const resetsOf = (session: Session, ids: ReadonlySet<string>): SessionItem[] =>
    session.sessionItems
      .filter((i) => i.count !== null && ids.has(i.itemID.toLowerCase()))
      .map((i) => ({ ...i, count: null }));

  return {
    list,
    /**
     * Reads the session, sets it to Recount at the service and sends the list's markers and the resets, then lists
     * the items and starts their count again here. Refused when the session is read-only, locked or not on the
     * service yet (read first: a session finalized elsewhere is refused, not sent back).
     */
    async request(sessionId: string, itemIds: readonly string[], user: string | null): Promise<RecountListView> {
      const first = rows.writable(sessionId);
      if (first.remote !== 'created')
        throw new CountError('offline', 'The session is not on the service yet: it cannot be sent to recount.');
      const ids = [...new Set(itemIds)];
      if (ids.length === 0) throw new CountError('bad_input', 'Choose at least one item to recount.');
      const read = await deps.readBack(sessionId);
      const row = rows.writable(sessionId);
      if (!read.session) throw new CountError('not_found', 'The session no longer exists on the service.');
      // The service first (the status, then the markers and the resets): if it refuses, nothing here has changed,
      // and asking again sends the same (an upsert of the same ids, and the lines already null are not sent).
      const had = list.markers(sessionId);
      const markers = ids.map((itemId) => ({ itemId, markerId: had.get(itemId) ?? randomUUID() }));
      await deps.api.updateSession({ sessionID: sessionId, mobileStatus: MobileStatus.Recount });
      crashPoint('recount.status-set');
      const items: SessionItem[] = [
        ...markers
          .filter((m) => !had.has(m.itemId))
          .map((m) => ({ sessionItemID: m.markerId, itemID: m.itemId, count: null, flagID: null })),
        ...resetsOf(read.session, new Set(ids.map((id) => id.toLowerCase()))),
      ];
      // In the outbox's batch size: one request per 500 session items, as lines are sent.
      for (let i = 0; i < items.length; i += OUTBOX_BATCH)
        await deps.api.addSessionItems(sessionId, items.slice(i, i + OUTBOX_BATCH));
      crashPoint('recount.reset-sent');
      ledger.transaction(() => {
        const entries: RecountEntry[] = ids.map((id) => list.entryOf(sessionId, id));
        list.replace(sessionId, entries, user);
        list.setMarkers(sessionId, markers);
        setStatus.run(MobileStatus.Recount, sessionId);
        for (const id of ids) {
          resetLines(sessionId, id, user);
          dropRemote.run(sessionId, id);
        }
      });
      crashPoint('recount.listed');
      log.info('recount requested', { sessionId, items: ids.length, reset: items.length - markers.length });
      deps.changed(sessionId);
      if (row.status !== MobileStatus.Recount)
        deps.onStatus?.({ sessionId, from: statusName(row.status), to: 'Recount' });
      return list.view(sessionId);
    },
    /**
     * A session read back from the service (Recount, or finalized after one). Two signs of a recount this PC has not
     * taken yet: an item someone else sent as null (the list's markers, the others' lines reset), listed here once;
     * and a line of this PC the service holds as null while the journal believes it holds a count (reset by a
     * request, the first or a later one). In a Recount session this PC's lines of those items start again at 0
     * (sent as not counted); in a finished one only the lines reset there are reset here, as the service holds
     * them (nothing can be sent). `mine` tells this PC's session items from the others'.
     */
    learn(session: Session, mine: (sessionItemId: string) => boolean): number {
      const sessionId = session.sessionID;
      if (!LEARNT_FROM.has(session.mobileStatus) || !rows.get(sessionId)) return 0;
      const nulls = session.sessionItems.filter((i) => i.count === null);
      if (nulls.length === 0) return 0;
      const byOthers = new Set(nulls.filter((i) => !mine(i.sessionItemID)).map((i) => i.itemID));
      const mineNull = nulls.filter((i) => mine(i.sessionItemID)).map((i) => i.sessionItemID.toLowerCase());
      const finished = isFinished(session.mobileStatus);
      const learnt = ledger.transaction(() => {
        const reset = resetThere.all(sessionId, JSON.stringify(mineNull)) as { id: string; item_id: string }[];
        const fresh = list.addNew(
          sessionId,
          [...byOthers].map((id) => list.entryOf(sessionId, id)),
        );
        // Reset there by a request this PC had not read (a later request of an item listed already included).
        const again = [...new Set(reset.map((r) => r.item_id))].filter((id) => !fresh.includes(id));
        list.replace(
          sessionId,
          again.map((id) => list.entryOf(sessionId, id)),
          null,
        );
        if (finished) {
          for (const r of reset) {
            const line = ledger.byId(r.id)!;
            ledger.setAt(sessionId, line.item_id, line.area, () => 0, 'recount', null);
            sentAsNull.run(r.id);
          }
          for (const id of new Set(reset.map((r) => r.item_id))) releaseTags(sessionId, id);
          return new Set([...fresh, ...reset.map((r) => r.item_id)]).size;
        }
        for (const id of [...fresh, ...again]) resetLines(sessionId, id, null);
        return fresh.length + again.length;
      });
      if (learnt > 0) {
        crashPoint('recount.learnt');
        log.info('recount read back', { sessionId, learnt, finished });
        deps.changed(sessionId);
        deps.onLearnt?.(sessionId, learnt);
      }
      return learnt;
    },
  };
}
export type Recount = ReturnType<typeof createRecount>;
