// Process: main (domain, Electron-free). Finalizing, and the two ways out of a lock. Finalize sends what waits
// first and is refused while changes are still unsent or lines were refused by the service (named, to remove or
// reassign): "anyway" never skips those, as a finalized session could never take them. Open unknowns and stock
// that moved during the count (stock-moves.ts) are refused unless "anyway". Then it reads the session from the
// service (sessions.ts readBack): a Recount this PC had not seen is learnt there (recount.ts: its lines of the
// listed items reset, and sent as not counted), and a Recount session with listed items nobody counted again is
// refused, naming them, known or not ("anyway" does not skip them either). Then PUT /sessions with the whole
// session as read back and mobileStatus Finalized. If the service says the session is locked already
// (finalized elsewhere), the session is locked here: nothing unsent is lost; it can be exported, or moved into a
// new session (created on the service, with the same areas). A move first reads what the service holds of each
// of this PC's lines (held.ts: a lost answer may have been stored; a deleted session holds nothing) and moves
// only the difference, each as a line of its own; the old lines then count as done, so nothing counts twice.
import { randomUUID } from 'node:crypto';
import type { DecreaseView, FinalizeResult, MoveResult, NotRecountedItemView } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import { MobileStatus } from '../api/wire/sessions';
import type { JournalDb } from '../journal/journal';
import { createRecountList } from '../review/recount-list';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import { type FinalizeAttempt, withAnyway } from './finalize-anyway';
import { readHeld } from './held';
import type { Ledger } from './ledger';
import { isLockRefusal, type Outbox } from './outbox';
import type { Refused } from './refused';
import type { SessionRows } from './session-rows';
import type { ReadBack } from './sessions';
import { CountError, isFinished, statusName } from './status';
import type { StatusChange } from './status-changes';
import { createStockMoves, type StockMoves } from './stock-moves';

const log = createLogger('counts.finalize');

/** How many listed items a notRecounted refusal names (the total is given too). */
const NAMED = 20;

export interface FinalizeDeps {
  db: JournalDb;
  api: Pick<ApiClient, 'getSession' | 'updateSession' | 'iterateInventory'>;
  /** The service's state of the session taken into the journal (sessions.ts). */
  readBack: (sessionId: string) => Promise<ReadBack>;
  rows: SessionRows;
  ledger: Ledger;
  outbox: Outbox;
  refused: Refused;
  /** Told when finalizing changes the session's status (statusChanges.emit). */
  onStatus?: (change: StatusChange) => void;
  now?: () => number;
}

export function createFinalize(deps: FinalizeDeps) {
  const { db, api, rows, outbox } = deps;
  const stockMoves = createStockMoves(db, api);
  const now = deps.now ?? Date.now;
  const st = {
    status: db.prepare('UPDATE count_sessions SET status = ? WHERE id = ?'),
    lock: db.prepare(
      'UPDATE count_sessions SET locked_reason = ?, locked_at = ? WHERE id = ? AND locked_reason IS NULL',
    ),
    unknownOpen: db.prepare("SELECT COUNT(*) AS n FROM count_unknowns WHERE session_id = ? AND state = 'open'"),
    mine: db.prepare(
      `SELECT l.id, l.item_id, l.area, l.qty, l.sent_qty, COALESCE(f.description, l.item_id) AS description
       FROM count_lines l LEFT JOIN count_item_facts f ON f.item_id = l.item_id WHERE l.session_id = ?`,
    ),
    insert: db.prepare(
      `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope)
       VALUES (?, ?, ?, ?, 1, 'pending', ?, ?, ?)`,
    ),
    copyAreas: db.prepare(
      'INSERT INTO count_areas (session_id, name, position) SELECT ?, name, position FROM count_areas WHERE session_id = ?',
    ),
    copyTags: db.prepare(
      `INSERT INTO count_tags (session_id, epc, item_id, area, reads, identity)
       SELECT ?, epc, item_id, area, reads, identity FROM count_tags WHERE session_id = ?`,
    ),
    copyExpected: db.prepare(
      'INSERT INTO count_expected (session_id, item_id, on_hand) SELECT ?, item_id, on_hand FROM count_expected WHERE session_id = ?',
    ),
    moved: db.prepare('UPDATE count_lines SET sent_version = version, sent_qty = qty, refused = NULL WHERE id = ?'),
    movedTo: db.prepare('UPDATE count_sessions SET moved_to = ? WHERE id = ?'),
  };
  const recountList = createRecountList(db);
  const lockHere = (sessionId: string, reason: string) => st.lock.run(reason, now(), sessionId);
  /** The listed items of a Recount session no PC counted again. */
  const notRecounted = (sessionId: string): NotRecountedItemView[] =>
    recountList
      .view(sessionId)
      .items.filter((i) => i.recounted === null)
      .map((i) => ({ itemId: i.itemId, sku: i.sku, description: i.description }));
  /** The check is advice: if it cannot be made (no right to read on-hand, a bad answer), finalize goes on. */
  const stockMovesOrNone = async (sessionId: string): Promise<StockMoves> => {
    try {
      return await stockMoves.since(sessionId);
    } catch (err) {
      log.warn('stock moves not checked', { sessionId, error: String(err) });
      return { total: 0, items: [] };
    }
  };

  async function attempt(sessionId: string, anyway: boolean): Promise<FinalizeAttempt> {
    let row = rows.require(sessionId);
    const lock = rows.lock(row);
    if (lock) return { ok: false, reason: 'locked', lock };
    if (isFinished(row.status)) return { ok: true, status: statusName(row.status) };
    // Send what can be sent first: the usual case is a few seconds of scans still in the outbox.
    await outbox.flush(3);
    crashPoint('finalize.sent');
    row = rows.require(sessionId);
    const relocked = rows.lock(row);
    if (relocked) return { ok: false, reason: 'locked', lock: relocked };
    // Never "anyway": a finalized session could not take them (they stay to be sent, exported or settled).
    const pending = outbox.state(sessionId).pending;
    if (pending > 0) return { ok: false, reason: 'pending', pending };
    const refusedLines = deps.refused.list(sessionId);
    if (refusedLines.length > 0) return { ok: false, reason: 'refused', lines: refusedLines };
    const unknownOpen = (st.unknownOpen.get(sessionId) as { n: number }).n;
    if (unknownOpen > 0 && !anyway) return { ok: false, reason: 'unknowns', unknownOpen };
    if (row.remote !== 'created')
      return { ok: false, reason: 'offline', message: 'The session is not on the service yet.' };
    // The status a change is told from: the read-back tells its own (sessions.ts absorb), finalizing here this one.
    let before = row.status;
    try {
      if (!anyway) {
        const moved = await stockMovesOrNone(sessionId);
        if (moved.total > 0) return { ok: false, reason: 'stockMoved', moved: moved.total, items: moved.items };
      }
      // The service's state, not the journal's: another PC may have sent the session to Recount or finalized it.
      const read = await deps.readBack(sessionId);
      const readRow = rows.require(sessionId);
      const readLock = rows.lock(readRow);
      if (readLock) return { ok: false, reason: 'locked', lock: readLock };
      if (!read.session) return { ok: false, reason: 'offline', message: 'The session is gone from the service.' };
      before = readRow.status;
      const current = read.session;
      if (!isFinished(current.mobileStatus)) {
        // Lines a recount read just now reset here go as not counted first; a scan written meanwhile too.
        if (outbox.state(sessionId).pending > 0) await outbox.flush(3);
        const late = outbox.state(sessionId).pending;
        if (late > 0) return { ok: false, reason: 'pending', pending: late };
        const left = current.mobileStatus === MobileStatus.Recount ? notRecounted(sessionId) : [];
        if (left.length > 0)
          return { ok: false, reason: 'notRecounted', notRecounted: left.length, items: left.slice(0, NAMED) };
        await api.updateSession({ ...current, mobileStatus: MobileStatus.Finalized });
        crashPoint('finalize.answered');
      }
      st.status.run(isFinished(current.mobileStatus) ? current.mobileStatus : MobileStatus.Finalized, sessionId);
    } catch (err) {
      if (!isLockRefusal(err)) return { ok: false, reason: 'offline', message: (err as Error).message };
      st.status.run(MobileStatus.Finalized, sessionId);
    }
    crashPoint('finalize.marked');
    const after = rows.require(sessionId).status;
    if (after !== before) deps.onStatus?.({ sessionId, from: statusName(before), to: statusName(after) });
    // Finalized with changes still unsent ("anyway"): they are kept and offered the two ways out.
    if (rows.unsent(sessionId) > 0) lockHere(sessionId, 'The session was finalized before every change was sent.');
    return { ok: true, status: statusName(rows.require(sessionId).status) };
  }

  return {
    finalize: async (sessionId: string, anyway: boolean): Promise<FinalizeResult> =>
      withAnyway(await attempt(sessionId, anyway)),
    /**
     * Way out 2: a new session (same store, areas, blind flag and snapshot) takes what the service does not hold
     * of this PC's lines. `asJournal`: the user chose to go by the journal because the service cannot be read.
     */
    async moveUnsent(
      sessionId: string,
      description: string | undefined,
      user: string | null,
      asJournal = false,
    ): Promise<MoveResult> {
      const old = rows.require(sessionId);
      if (!old.locked_reason && !isFinished(old.status))
        throw new CountError('bad_input', 'Only a locked session’s unsent changes can be moved.');
      if (old.moved_to)
        throw new CountError('bad_input', `These changes were moved already, into session ${old.moved_to}.`);
      const held = await readHeld(api, sessionId, asJournal);
      if ('unreadable' in held) return { ok: false, reason: 'unreadable', message: held.unreadable };
      const lines = st.mine.all(sessionId) as {
        id: string;
        item_id: string;
        area: string;
        qty: number;
        sent_qty: number;
        description: string;
      }[];
      const moves = lines.map((l) => ({ l, change: l.qty - held.of(l) }));
      const decreases: DecreaseView[] = moves
        .filter((m) => m.change < 0)
        .map(({ l, change }) => ({
          itemId: l.item_id,
          description: l.description,
          area: l.area,
          counted: l.qty,
          onService: l.qty - change,
        }));
      const increases = moves.filter((m) => m.change > 0);
      const newId = increases.length > 0 ? randomUUID() : null;
      let movedUnits = 0;
      db.transaction(() => {
        if (newId) {
          st.insert.run(
            newId,
            old.store_id,
            description ?? `${old.description} (continued)`,
            old.blind,
            old.active_area,
            now(),
            // The new session continues the count: same scope.
            old.scope,
          );
          st.copyAreas.run(newId, sessionId);
          // The new session continues the count: a tag counted in the old one is not counted again.
          st.copyTags.run(newId, sessionId);
          st.copyExpected.run(newId, sessionId);
          for (const { l, change } of increases) {
            deps.ledger.add(newId, l.item_id, l.area, change, 'manual', user);
            movedUnits += change;
          }
          st.movedTo.run(newId, sessionId);
        }
        // Done with, except decreases: the service holds more than was counted, which no new session can fix;
        // they stay unsent here, in the export, to be corrected in the back office.
        for (const m of moves) if (m.change >= 0) st.moved.run(m.l.id);
      })();
      crashPoint('move.committed');
      log.info('unsent changes moved', { sessionId, newId, basis: held.basis, lines: increases.length, movedUnits });
      outbox.kick();
      return {
        ok: true,
        newSessionId: newId,
        movedLines: increases.length,
        movedUnits,
        notMoved: decreases.length,
        decreases,
        basis: held.basis,
      };
    },
  };
}
export type Finalize = ReturnType<typeof createFinalize>;
