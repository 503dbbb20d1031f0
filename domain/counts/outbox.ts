// Process: main (domain, Electron-free). Sends this PC's changed lines in the background, through the app's one
// request scheduler in its 'interactive' lane (before catalog pages, within the same 2 a second). The journal is
// the outbox: a line is due while version > sent_version, so several changes to a line before it is sent are
// one, and a line changed while its request was in flight is sent again (only the version sent is marked).
// Lines go as POST /sessions/{id}/sessionItems batches of up to 500, an upsert by sessionItemID (notes B).
// Network errors, 5xx, 408, 429 and 401 are retried with backoff; nothing is dropped. A refusal because the
// session is locked (finalized elsewhere) or gone (404) locks it here: sending stops, the unsent changes stay
// for export or a move. Any other 4xx refuses lines, not the session: the lines its errors name (`[3].itemID`),
// or those a bounded bisection finds, are quarantined with the service's message (count_lines.refused) and never
// retried; the rest of the batch, the session and every other session keep going. A refused line the service
// took before may only show a service that refuses upserts of items it holds: one PUT .../count tells; after
// PERLINE_AFTER such lines this service gets one PUT per changed line (kept in the journal's meta), and an
// upsert is tried again after REPROBE_AFTER PUTs and after a restart.
// A count change leaves only after the session was read: the first upload of a session in a run (from
// the first due line until nothing is due, or a failure) reads it from the service first (`readFirst`), and each
// upload's answer, the whole session, is a read too (`onAnswer`): a recount another PC asked for is learnt there
// (recount.ts resets this PC's lines of the listed items), so a stale count of them is never sent over the reset.

import type { OutboxState } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { RequestPriority } from '../api/scheduler';
import type { Session, SessionItem } from '../api/wire/sessions';
import { getJournalMeta, type JournalDb, setJournalMeta } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import { sleep as realSleep } from '../shared/time';
import { tagDescription } from './scope-tag';
import { scopeOf } from './session-rows';
import { unfinishedSql } from './status';

const log = createLogger('counts.outbox');
export const OUTBOX_BATCH = 500;
const MODE_KEY = 'counts.sendMode';
/** Known lines refused in a POST and taken by a PUT before this service is sent one PUT per line. */
const PERLINE_AFTER = 3;
/** PUTs in per-line mode before an upsert is tried again. */
const REPROBE_AFTER = 100;

export type CountApi = Pick<ApiClient, 'createSession' | 'addSessionItems' | 'setSessionItemCount'>;

export interface OutboxDeps {
  db: JournalDb;
  api: CountApi;
  /** The shared scheduler's lane switch (domain/api/scheduler.ts); without it requests go in the default lane. */
  scheduler?: { runWithPriority<T>(p: RequestPriority, fn: () => Promise<T>): Promise<T> };
  onState?: (state: OutboxState) => void;
  onLocked?: (sessionId: string, reason: string) => void;
  /** A line was quarantined: the service refused it. */
  onRefused?: (sessionId: string, lineId: string, message: string) => void;
  /** Reads the session from the service into the journal (sessions.ts readBack; it may lock the session). */
  readFirst?: (sessionId: string) => Promise<unknown>;
  /** An upload's answer (the whole session, as read after the upload), taken into the journal. */
  onAnswer?: (session: Session) => Promise<unknown> | undefined;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Wait after a change before sending, so a burst of batches goes as one request. */
  debounceMs?: number;
  /** False: nothing is sent in the background, only by flush() (the CLI's sync-counts, tests). */
  autoSend?: boolean;
  /**
   * How long to wait before the next background send when more is due (0: at once). The service answers each
   * upload with the whole session, read and checked on main's event loop (about 100 ms at 20,000 items): the
   * engine asks for a pause while reads stream in, so those answers do not hold the next reads up back to back.
   */
  pauseMs?: () => number;
  backoffMs?: { base: number; max: number };
}

interface DueLine {
  id: string;
  item_id: string;
  qty: number;
  version: number;
  sent_version: number;
  /** 1: a listed item of a recount not counted again yet, sent as count null (recount-list.ts says why). */
  to_recount: number;
}

/** The service refuses because the session is locked (finalized or processed). */
export function isLockRefusal(err: unknown): boolean {
  return (
    err instanceof ApiError && err.status === 400 && /finali[sz]ed|locked|processed/i.test(err.serverMessage ?? '')
  );
}

const isTransient = (err: unknown) =>
  !(err instanceof ApiError) || ['network', 'timeout', 'server', 'rate_limited', 'unauthorized'].includes(err.code);

/** The service refuses what was sent (not the session, not for now): retrying the same lines cannot help. */
export function isLineRefusal(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status === null || err.status < 400 || err.status >= 500) return false;
  if ([401, 408, 429].includes(err.status) || isLockRefusal(err)) return false;
  // 404 is the session gone, unless it names the session item (a per-line PUT of an item the service lacks).
  return err.status !== 404 || /session ?item/i.test(err.serverMessage ?? '');
}

/** What the service said about one line, else about the request. */
function refusalText(err: ApiError, field?: string): string {
  const own = err.fields.filter((f) => field !== undefined && f.field.startsWith(field)).map((f) => f.message);
  const said = own.length > 0 ? own.join(' ') : (err.serverMessage ?? err.message);
  return `The service refused this line (${err.status}): ${said}`;
}

/** Batch indexes the refusal's field errors name (`[3].itemID`), with the field. */
function namedIndexes(err: ApiError, size: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const f of err.fields) {
    const m = /^(?:sessionItems)?\[(\d+)\]/.exec(f.field);
    const i = m ? Number(m[1]) : -1;
    if (i >= 0 && i < size && !out.has(i)) out.set(i, f.field);
  }
  return out;
}

export function createOutbox(deps: OutboxDeps) {
  const { db, api } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const backoff = deps.backoffMs ?? { base: 500, max: 30_000 };
  const st = {
    pendingCreate: db.prepare(
      "SELECT id, store_id, description, scope FROM count_sessions WHERE remote = 'pending' AND locked_reason IS NULL LIMIT 1",
    ),
    created: db.prepare("UPDATE count_sessions SET remote = 'created' WHERE id = ?"),
    dueSession: db.prepare(
      `SELECT s.id FROM count_sessions s WHERE s.remote = 'created' AND s.locked_reason IS NULL AND ${unfinishedSql('s.status')}
       AND EXISTS (SELECT 1 FROM count_lines l WHERE l.session_id = s.id AND l.version > l.sent_version
         AND l.refused IS NULL) LIMIT 1`,
    ),
    dueOne: db.prepare(
      `SELECT 1 FROM count_sessions s WHERE s.id = ? AND s.remote = 'created' AND s.locked_reason IS NULL
       AND ${unfinishedSql('s.status')} AND EXISTS (SELECT 1 FROM count_lines l WHERE l.session_id = s.id
         AND l.version > l.sent_version AND l.refused IS NULL)`,
    ),
    dueLines: db.prepare(
      `SELECT id, item_id, qty, version, sent_version,
         qty = 0 AND zero_confirmed = 0 AND EXISTS (SELECT 1 FROM count_recount r
           WHERE r.session_id = count_lines.session_id AND r.item_id = count_lines.item_id) AS to_recount
       FROM count_lines
       WHERE session_id = ? AND version > sent_version AND refused IS NULL ORDER BY id LIMIT ${OUTBOX_BATCH}`,
    ),
    markSent: db.prepare('UPDATE count_lines SET sent_version = ?, sent_qty = ? WHERE id = ? AND sent_version < ?'),
    pendingAll: db.prepare(
      `SELECT COUNT(*) AS n FROM count_lines l JOIN count_sessions s ON s.id = l.session_id
       WHERE l.version > l.sent_version AND l.refused IS NULL AND s.locked_reason IS NULL`,
    ),
    pendingOne: db.prepare(
      `SELECT COUNT(*) AS n FROM count_lines l JOIN count_sessions s ON s.id = l.session_id
       WHERE l.version > l.sent_version AND l.refused IS NULL AND s.locked_reason IS NULL AND s.id = ?`,
    ),
    refusedAll: db.prepare('SELECT COUNT(*) AS n FROM count_lines WHERE refused IS NOT NULL'),
    refusedOne: db.prepare('SELECT COUNT(*) AS n FROM count_lines WHERE refused IS NOT NULL AND session_id = ?'),
    // A refused line was not taken (and an item the service refuses now it refused before): not held there.
    refuse: db.prepare('UPDATE count_lines SET refused = ?, attempted = 0 WHERE id = ?'),
    markAttempted: db.prepare('UPDATE count_lines SET attempted = 1 WHERE id IN (SELECT value FROM json_each(?))'),
    lock: db.prepare(
      'UPDATE count_sessions SET locked_reason = ?, locked_at = ? WHERE id = ? AND locked_reason IS NULL',
    ),
  };
  const state: OutboxState = {
    pending: 0,
    inFlight: 0,
    lastSuccessAt: null,
    lastError: null,
    offline: false,
    mode: getJournalMeta(db, MODE_KEY) === 'perLine' ? 'perLine' : 'upsert',
    refused: 0,
  };
  // Evidence that this service refuses upserts of items it holds, and PUTs since the last try of an upsert (a
  // restart in per-line mode tries an upsert at once).
  let upsertRefusals = 0;
  let putsSinceProbe = state.mode === 'perLine' ? REPROBE_AFTER : 0;
  // Sessions read in this run (cleared when nothing is due or a step fails): the next upload of one goes at once.
  const readThisRun = new Set<string>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failures = 0;

  const pendingOf = (sessionId: string | null = null) =>
    ((sessionId === null ? st.pendingAll.get() : st.pendingOne.get(sessionId)) as { n: number }).n;
  const refusedOf = (sessionId: string | null = null) =>
    ((sessionId === null ? st.refusedAll.get() : st.refusedOne.get(sessionId)) as { n: number }).n;
  const report = () => {
    if (stopped) return;
    state.pending = pendingOf();
    state.refused = refusedOf();
    deps.onState?.({ ...state });
  };
  // A line is marked attempted in the journal before its request leaves: a lost answer may have reached the
  // service, so from then on the line is never deleted (ledger.ts), across restarts too.
  const attempt = async (lines: readonly DueLine[], fn: () => Promise<unknown>) => {
    st.markAttempted.run(JSON.stringify(lines.map((l) => l.id)));
    crashPoint('outbox.sending');
    const answer = await fn();
    crashPoint('outbox.answered');
    markSent([...lines]);
    crashPoint('outbox.marked');
    return answer;
  };
  const send = <T>(fn: () => Promise<T>) => (deps.scheduler ? deps.scheduler.runWithPriority('interactive', fn) : fn());
  const markSent = (lines: DueLine[]) =>
    db.transaction(() => {
      for (const l of lines) st.markSent.run(l.version, l.qty, l.id, l.version);
    })();
  const wire = (l: DueLine): SessionItem => ({
    sessionItemID: l.id,
    itemID: l.item_id,
    count: l.to_recount ? null : l.qty,
    flagID: null,
  });

  const setMode = (mode: OutboxState['mode']) => {
    if (state.mode !== mode) log.warn('send mode changed', { mode });
    state.mode = mode;
    setJournalMeta(db, MODE_KEY, mode);
    upsertRefusals = 0;
    putsSinceProbe = 0;
  };
  const refuse = (sessionId: string, line: DueLine, message: string) => {
    st.refuse.run(message, line.id);
    log.warn('line refused by the service: quarantined', { sessionId, lineId: line.id, message });
    deps.onRefused?.(sessionId, line.id, message);
  };
  const post = async (sessionId: string, lines: DueLine[]) => {
    const answer = (await attempt(lines, () => send(() => api.addSessionItems(sessionId, lines.map(wire))))) as
      | Session
      | undefined;
    if (answer) await deps.onAnswer?.(answer);
  };
  const put = (sessionId: string, l: DueLine) =>
    // The count PUT takes a number only: a line to recount (count null) goes as a one-item upsert.
    l.to_recount
      ? post(sessionId, [l])
      : attempt([l], () => send(() => api.setSessionItemCount(sessionId, l.id, l.qty)));

  async function sendLines(sessionId: string, lines: DueLine[]): Promise<void> {
    state.inFlight = lines.length;
    report();
    if (state.mode === 'perLine' && putsSinceProbe < REPROBE_AFTER) return sendPerLine(sessionId, lines);
    const probing = state.mode === 'perLine';
    try {
      await post(sessionId, lines);
      // Only a batch with lines the service holds tests whether it takes upserts of them.
      if (probing && lines.some((l) => l.sent_version > 0)) setMode('upsert');
    } catch (err) {
      if (!isLineRefusal(err)) throw err;
      if (!probing) return settle(sessionId, lines, err as ApiError);
      putsSinceProbe = 0;
      return sendPerLine(sessionId, lines);
    }
  }

  /** A refused POST: quarantine the lines it names, else halve the batch until the refused lines stand alone. */
  async function settle(sessionId: string, lines: DueLine[], err: ApiError): Promise<void> {
    const named = namedIndexes(err, lines.length);
    if (named.size > 0) {
      // The others were not taken either (the request was refused as a whole): they go in the next step.
      for (const [i, field] of named) {
        const line = lines[i]!;
        if (line.sent_version > 0 && !/itemID$/i.test(field)) await settleOne(sessionId, line, err);
        else refuse(sessionId, line, refusalText(err, `[${i}]`));
      }
      return;
    }
    if (lines.length === 1) return settleOne(sessionId, lines[0]!, err);
    const half = Math.ceil(lines.length / 2);
    for (const part of [lines.slice(0, half), lines.slice(half)]) {
      if (state.mode === 'perLine') {
        await sendPerLine(sessionId, part);
        continue;
      }
      try {
        await post(sessionId, part);
      } catch (e) {
        if (!isLineRefusal(e)) throw e;
        await settle(sessionId, part, e as ApiError);
      }
    }
  }

  /** One refused line: a new one is quarantined; one the service holds gets a PUT (it may refuse upserts only). */
  async function settleOne(sessionId: string, line: DueLine, err: ApiError): Promise<void> {
    if (line.sent_version === 0) return refuse(sessionId, line, refusalText(err, '[0]'));
    try {
      await put(sessionId, line);
    } catch (e) {
      if (!isLineRefusal(e)) throw e;
      return refuse(sessionId, line, refusalText(e as ApiError));
    }
    if (++upsertRefusals >= PERLINE_AFTER) {
      log.warn('the service refuses upserts of session items it holds: one PUT per changed line from now on');
      setMode('perLine');
    }
  }

  async function sendPerLine(sessionId: string, lines: DueLine[]): Promise<void> {
    const fresh = lines.filter((l) => l.sent_version === 0);
    if (fresh.length > 0) {
      try {
        await post(sessionId, fresh);
      } catch (err) {
        if (!isLineRefusal(err)) throw err;
        await settle(sessionId, fresh, err as ApiError);
      }
    }
    for (const l of lines.filter((x) => x.sent_version > 0)) {
      try {
        await put(sessionId, l);
      } catch (err) {
        if (!isLineRefusal(err)) throw err;
        refuse(sessionId, l, refusalText(err as ApiError));
      }
      putsSinceProbe++;
    }
  }

  // One step at a time, whoever asks (the background loop or flush): a line is never sent twice at once.
  let chain: Promise<unknown> = Promise.resolve();
  const step = (): Promise<boolean> => {
    const next = chain.then(stepNow).catch((err) => {
      // Time passes before the next try: the session is read again before its next upload.
      readThisRun.clear();
      throw err;
    });
    chain = next.catch(() => undefined);
    return next;
  };

  /** One unit of work; false when nothing is due. */
  async function stepNow(): Promise<boolean> {
    const create = st.pendingCreate.get() as
      | { id: string; store_id: string; description: string; scope: string }
      | undefined;
    if (create) {
      // Other PCs read the scope from the description's tag (scope-tag.ts).
      const description = tagDescription(create.description, scopeOf(create));
      try {
        await send(() => api.createSession({ sessionID: create.id, storeID: create.store_id, description }));
      } catch (err) {
        // A retried create that reached the service the first time: it exists, which is what we wanted.
        if (!(err instanceof ApiError && err.status === 409)) throw err;
      }
      crashPoint('outbox.session-created');
      st.created.run(create.id);
      return true;
    }
    const due = st.dueSession.get() as { id: string } | undefined;
    if (!due) {
      readThisRun.clear();
      return false;
    }
    if (deps.readFirst && !readThisRun.has(due.id)) {
      const read = deps.readFirst;
      await send(() => read(due.id));
      readThisRun.add(due.id);
      // The read may have locked it, found it finished, or reset lines (a recount learnt): what is due now.
      if (!st.dueOne.get(due.id)) return true;
    }
    const lines = st.dueLines.all(due.id) as DueLine[];
    try {
      await sendLines(due.id, lines);
    } catch (err) {
      if (!isLockRefusal(err) && !(err instanceof ApiError && err.status === 404)) throw err;
      const reason =
        err instanceof ApiError && err.status === 404
          ? 'The session no longer exists on the service.'
          : `The service refused the changes: ${(err as ApiError).serverMessage}`;
      st.lock.run(reason, now(), due.id);
      log.warn('session locked by the service', { sessionId: due.id });
      deps.onLocked?.(due.id, reason);
    }
    return true;
  }

  async function loop(): Promise<void> {
    if (deps.debounceMs) await sleep(deps.debounceMs);
    while (!stopped) {
      again = false;
      try {
        const did = await step();
        state.inFlight = 0;
        if (did) {
          failures = 0;
          state.lastSuccessAt = now();
          state.offline = false;
          state.lastError = null;
          report();
          const pause = deps.pauseMs?.() ?? 0;
          if (pause > 0) await sleep(pause);
          continue;
        }
        report();
        if (!again) return;
      } catch (err) {
        state.inFlight = 0;
        failures++;
        state.lastError = err instanceof Error ? err.message : String(err);
        state.offline = err instanceof ApiError && (err.code === 'network' || err.code === 'timeout');
        report();
        const wait = Math.min(backoff.max, backoff.base * 2 ** Math.min(failures - 1, 10));
        log.info('send failed, retrying later', { error: state.lastError, waitMs: wait, transient: isTransient(err) });
        await sleep(wait);
      }
    }
  }

  const outbox = {
    /** Something changed: send it soon (one loop at a time). */
    kick(): void {
      if (stopped || deps.autoSend === false) return;
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = null;
        if (again && !stopped) outbox.kick();
      });
    },
    /** Resolves when nothing is due (or the outbox was stopped). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** Sends until nothing is due, giving up after `attempts` failed requests in a row. */
    async flush(attempts = 5): Promise<boolean> {
      for (let failed = 0; failed < attempts; ) {
        try {
          if (!(await step())) return pendingOf() === 0;
          failed = 0;
          state.lastSuccessAt = now();
          state.offline = false;
          state.lastError = null;
        } catch (err) {
          failed++;
          state.lastError = err instanceof Error ? err.message : String(err);
          state.offline = err instanceof ApiError && (err.code === 'network' || err.code === 'timeout');
          if (failed < attempts) await sleep(Math.min(backoff.max, backoff.base * 2 ** failed));
        } finally {
          state.inFlight = 0;
          report();
        }
      }
      return false;
    },
    state(sessionId: string | null = null): OutboxState {
      return { ...state, pending: pendingOf(sessionId), refused: refusedOf(sessionId) };
    },
    stop(): void {
      stopped = true;
    },
  };
  return outbox;
}
export type Outbox = ReturnType<typeof createOutbox>;
