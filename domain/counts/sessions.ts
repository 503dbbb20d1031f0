// Process: main (domain, Electron-free). Sessions on the service and in the journal: list the store's sessions
// (filter by status), create one (it exists in the journal at once; the outbox creates it on the service, so a
// session can start offline), open one here (the on-hand snapshot is taken now), rename, and read everyone's
// items back (team counts: other PCs' items are kept apart and never edited). A read-back that finds the session
// Finalized or Processed elsewhere, or gone, while this PC still has unsent changes locks it here, as a refused
// upload does, so the ways out (export, move) are offered. `readBack` is the one read of the service's state that
// every state-dependent action does first (the outbox before it sends, finalize, recount, zero-confirm).
import { randomUUID } from 'node:crypto';
import { type CountScope, type CountSessionSummary, type CountStatus, WHOLE_STORE } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { Session } from '../api/wire/sessions';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import type { FactsKeeper } from './item-facts';
import { createLineFigures } from './line-figures';
import { readScopeTag, tagDescription } from './scope-tag';
import { DEFAULT_AREA, type SessionRow, type SessionRows, scopeOf } from './session-rows';
import { CountError, isFinished, statusCode, statusName } from './status';
import type { StatusChange } from './status-changes';

const log = createLogger('counts.sessions');

export type SessionsApi = Pick<ApiClient, 'iterateSessions' | 'getSession' | 'updateSession' | 'iterateInventory'>;

export interface SessionsDeps {
  db: JournalDb;
  api: SessionsApi;
  rows: SessionRows;
  facts: FactsKeeper;
  /** Told when a read-back changes a session's status (statusChanges.emit). */
  onStatus?: (change: StatusChange) => void;
  /** Every read-back, after the journal took it (recount.ts learns a Recount session's list there). */
  onReadBack?: (session: Session, mine: (sessionItemId: string) => boolean) => void;
  now?: () => number;
}

/** A session read back: what the service holds (null: gone), and whether reading it locked it here. */
export interface ReadBack {
  session: Session | null;
  locked: boolean;
}

/** A session created here; without a scope it covers the whole store. */
export interface NewSession {
  storeId: string;
  description: string;
  areas: string[];
  blind: boolean;
  scope?: CountScope;
  /** The id, when the caller keeps it before the session exists (a plan's start links it first); else a new one. */
  id?: string;
}

export function createSessions(deps: SessionsDeps) {
  const { db, api, rows } = deps;
  const lineFigures = createLineFigures(db);
  const now = deps.now ?? Date.now;
  const st = {
    insert: db.prepare(
      `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    rename: db.prepare('UPDATE count_sessions SET description = ? WHERE id = ?'),
    status: db.prepare('UPDATE count_sessions SET status = ? WHERE id = ?'),
    clearExpected: db.prepare('DELETE FROM count_expected WHERE session_id = ?'),
    expected: db.prepare('INSERT OR REPLACE INTO count_expected (session_id, item_id, on_hand) VALUES (?, ?, ?)'),
    snapshotAt: db.prepare('UPDATE count_sessions SET snapshot_at = ? WHERE id = ?'),
    mine: db.prepare('SELECT 1 FROM count_lines WHERE id = ?'),
    clearRemote: db.prepare('DELETE FROM count_remote_lines WHERE session_id = ?'),
    remote: db.prepare('INSERT OR REPLACE INTO count_remote_lines (id, session_id, item_id, qty) VALUES (?, ?, ?, ?)'),
    readAt: db.prepare('UPDATE count_sessions SET remote_read_at = ? WHERE id = ?'),
    waiting: db.prepare("SELECT * FROM count_sessions WHERE store_id = ? AND remote = 'pending' ORDER BY opened_at"),
    lock: db.prepare(
      'UPDATE count_sessions SET locked_reason = ?, locked_at = ? WHERE id = ? AND locked_reason IS NULL',
    ),
    anyLine: db.prepare('SELECT 1 FROM count_lines WHERE session_id = ? LIMIT 1'),
  };

  /** POST /inventory for the store, kept as the session's expected quantities (replacing an older snapshot). */
  async function takeSnapshot(sessionId: string, storeId: string): Promise<number> {
    const rowsIn: { itemID: string; onHand: number }[] = [];
    for await (const page of api.iterateInventory({ stores: [storeId], pageSize: 500 }))
      for (const r of page) if (r.storeID.toLowerCase() === storeId.toLowerCase()) rowsIn.push(r);
    db.transaction(() => {
      st.clearExpected.run(sessionId);
      for (const r of rowsIn) st.expected.run(sessionId, r.itemID, r.onHand);
      deps.facts.ensure(
        rowsIn.map((r) => r.itemID),
        storeId,
      );
      st.snapshotAt.run(now(), sessionId);
    })();
    return rowsIn.length;
  }

  /** Keeps others' items from a read-back session; takes its status (finalized elsewhere shows here). */
  function absorb(session: Session): void {
    const local = rows.require(session.sessionID);
    db.transaction(() => {
      st.clearRemote.run(session.sessionID);
      // A null count is nobody's count (a recount's list marker, an item to count again): not a line of theirs.
      const others = session.sessionItems.filter(
        (i) => i.count !== null && !st.mine.get(i.sessionItemID.toLowerCase()) && !st.mine.get(i.sessionItemID),
      );
      for (const i of others) st.remote.run(i.sessionItemID, session.sessionID, i.itemID, i.count ?? 0);
      deps.facts.ensure(
        others.map((i) => i.itemID),
        local.store_id,
      );
      st.status.run(session.mobileStatus, session.sessionID);
      st.readAt.run(now(), session.sessionID);
    })();
    crashPoint('session.read-back');
    deps.onReadBack?.(session, (id) => Boolean(st.mine.get(id.toLowerCase()) ?? st.mine.get(id)));
    const change = {
      sessionId: session.sessionID,
      from: statusName(local.status),
      to: statusName(session.mobileStatus),
    };
    deps.onStatus?.(change);
  }

  /**
   * The service's state of a session created there, taken into the journal (absorb: status, others' lines, a
   * recount learnt). `answer`: a session the service just answered with (an upload's answer is a read too).
   * A session gone, or Finalized or Processed elsewhere while changes here are unsent, is locked here.
   */
  async function readBack(sessionId: string, answer?: Session): Promise<ReadBack> {
    const lockHere = (reason: string) => st.lock.run(reason, now(), sessionId).changes > 0;
    let remote: Session;
    try {
      remote = answer ?? (await api.getSession(sessionId));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404) || !st.anyLine.get(sessionId)) throw err;
      log.warn('session deleted at the service', { sessionId });
      return { session: null, locked: lockHere('The session no longer exists on the service.') };
    }
    absorb(remote);
    if (isFinished(remote.mobileStatus) && rows.unsent(sessionId) > 0) {
      log.warn('session finalized elsewhere with changes unsent here', { sessionId });
      const reason = `The session was ${statusName(remote.mobileStatus)} elsewhere before every change here was sent.`;
      return { session: remote, locked: lockHere(reason) };
    }
    return { session: remote, locked: false };
  }

  return {
    async list(storeId: string, status?: CountStatus): Promise<CountSessionSummary[]> {
      const filter = [`storeID=${storeId}`, ...(status ? [`mobileStatus=${statusCode(status)}`] : [])].join(',');
      const out: CountSessionSummary[] = [];
      for await (const page of api.iterateSessions({ filter, pageSize: 100 }))
        for (const s of page.items) {
          const here = rows.get(s.sessionID);
          // The journal's scope for a session opened here (its own choice); else the description's tag.
          const tag = readScopeTag(s.description);
          out.push({
            id: s.sessionID,
            storeId: s.storeID,
            description: tag.description,
            scope: here ? scopeOf(here) : tag.scope,
            status: statusName(s.mobileStatus),
            readOnly: isFinished(s.mobileStatus),
            // Every PC's lines (line-figures.ts): the service's that hold a count, and this PC's it does not hold
            // yet. A session item without one (a recount's marker, a line taken back for recount) counts nothing.
            lines: here
              ? lineFigures.withService(
                  here.id,
                  s.sessionItems.filter((i) => i.count !== null).map((i) => i.sessionItemID),
                )
              : s.sessionItems.filter((i) => i.count !== null).length,
            openedHere: here !== undefined,
            unsent: here ? rows.unsent(here.id) : null,
            onService: true,
            created: s.created,
            lastUpdated: s.lastUpdated,
          });
        }
      // Sessions created here that the outbox has not created on the service yet (an offline start).
      for (const r of st.waiting.all(storeId) as SessionRow[]) {
        if (status && statusName(r.status) !== status) continue;
        const opened = new Date(r.opened_at).toISOString();
        out.unshift({
          id: r.id,
          storeId: r.store_id,
          description: r.description,
          scope: scopeOf(r),
          status: statusName(r.status),
          readOnly: isFinished(r.status),
          lines: lineFigures.of(r.id).lines,
          openedHere: true,
          unsent: rows.unsent(r.id),
          onService: false,
          created: opened,
          lastUpdated: opened,
        });
      }
      return out;
    },
    /** In the journal at once (sent by the outbox); the snapshot is tried now and again on refresh. */
    async create(a: NewSession): Promise<string> {
      const id = a.id ?? randomUUID();
      const areas = a.areas.length ? [...new Set(a.areas)] : [DEFAULT_AREA];
      db.transaction(() => {
        st.insert.run(
          id,
          a.storeId,
          a.description,
          a.blind ? 1 : 0,
          1,
          'pending',
          areas[0],
          now(),
          JSON.stringify(a.scope ?? WHOLE_STORE),
        );
        for (const name of areas) rows.addArea(id, name);
      })();
      await takeSnapshot(id, a.storeId).catch((err) =>
        log.warn('on-hand snapshot not taken yet (offline?)', { error: String(err) }),
      );
      return id;
    },
    async open(sessionId: string, opts: { blind?: boolean } = {}): Promise<void> {
      if (rows.get(sessionId)) return;
      const s = await api.getSession(sessionId);
      // A session another PC created: its scope comes from the description's tag (scope-tag.ts).
      const tag = readScopeTag(s.description);
      db.transaction(() => {
        st.insert.run(
          s.sessionID,
          s.storeID,
          tag.description,
          opts.blind ? 1 : 0,
          s.mobileStatus,
          'created',
          DEFAULT_AREA,
          now(),
          JSON.stringify(tag.scope),
        );
        rows.addArea(s.sessionID, DEFAULT_AREA);
      })();
      absorb(s);
      if (!isFinished(s.mobileStatus)) await takeSnapshot(s.sessionID, s.storeID);
    },
    async rename(sessionId: string, description: string): Promise<void> {
      const row = rows.writable(sessionId);
      // The service's copy keeps the scope's tag, so other PCs still read it.
      if (row.remote === 'created')
        await api.updateSession({ sessionID: sessionId, description: tagDescription(description, scopeOf(row)) });
      st.rename.run(description, sessionId);
    },
    readBack,
    /** Reads everyone's items back; takes the snapshot if opening could not. True when this locked the session. */
    async refresh(sessionId: string): Promise<boolean> {
      const row = rows.require(sessionId);
      if (row.remote !== 'created') throw new CountError('offline', 'The session is not on the service yet.');
      const read = await readBack(sessionId);
      if (read.locked || !read.session) return read.locked;
      const snap = db.prepare('SELECT snapshot_at FROM count_sessions WHERE id = ?').get(sessionId) as {
        snapshot_at: number | null;
      };
      if (snap.snapshot_at === null && !isFinished(read.session.mobileStatus))
        await takeSnapshot(sessionId, row.store_id);
      return false;
    },
    takeSnapshot,
    absorb,
  };
}
export type Sessions = ReturnType<typeof createSessions>;
