// Process: main (domain, Electron-free). Sends this PC's changed lines in the background, through the app's one
// request scheduler in its 'interactive' lane (before catalog pages, within the same 2 a second). The journal is
// the outbox: a line is due while version > sent_version, so several changes to a line before it is sent are
// one, and a line changed while its request was in flight is sent again (only the version sent is marked).
// Lines go as POST /sessions/{id}/sessionItems batches of up to 500, an upsert by sessionItemID (notes B). If a
// service refuses the upsert of an item it already has, this service gets one PUT .../count per changed line
// from then on (remembered in the journal). Network errors, 5xx and 429 are retried with backoff; nothing is
// dropped. A refusal because the session is locked (finalized elsewhere) locks it here: sending stops, the
// unsent changes stay for export or a move.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { RequestPriority } from '../api/scheduler';
import type { SessionItem } from '../api/wire/sessions';
import type { OutboxState } from '../contract/counts';
import { getJournalMeta, type JournalDb, setJournalMeta } from '../journal/journal';
import { createLogger } from '../shared/logger';
import { sleep as realSleep } from '../shared/time';

const log = createLogger('counts.outbox');
export const OUTBOX_BATCH = 500;
const MODE_KEY = 'counts.sendMode';

export type CountApi = Pick<ApiClient, 'createSession' | 'addSessionItems' | 'setSessionItemCount'>;

export interface OutboxDeps {
  db: JournalDb;
  api: CountApi;
  /** The shared scheduler's lane switch (main/api/scheduler.ts); without it requests go in the default lane. */
  scheduler?: { runWithPriority<T>(p: RequestPriority, fn: () => Promise<T>): Promise<T> };
  onState?: (state: OutboxState) => void;
  onLocked?: (sessionId: string, reason: string) => void;
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
}

/** The service refuses because the session is locked (finalized or processed). */
export function isLockRefusal(err: unknown): boolean {
  return (
    err instanceof ApiError && err.status === 400 && /finali[sz]ed|locked|processed/i.test(err.serverMessage ?? '')
  );
}

const isTransient = (err: unknown) =>
  !(err instanceof ApiError) || ['network', 'timeout', 'server', 'rate_limited', 'unauthorized'].includes(err.code);

export function createOutbox(deps: OutboxDeps) {
  const { db, api } = deps;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const backoff = deps.backoffMs ?? { base: 500, max: 30_000 };
  const st = {
    pendingCreate: db.prepare(
      "SELECT id, store_id, description FROM count_sessions WHERE remote = 'pending' AND locked_reason IS NULL LIMIT 1",
    ),
    created: db.prepare("UPDATE count_sessions SET remote = 'created' WHERE id = ?"),
    dueSession: db.prepare(
      `SELECT s.id FROM count_sessions s WHERE s.remote = 'created' AND s.locked_reason IS NULL AND s.status NOT IN (2, 4)
       AND EXISTS (SELECT 1 FROM count_lines l WHERE l.session_id = s.id AND l.version > l.sent_version) LIMIT 1`,
    ),
    dueLines: db.prepare(
      `SELECT id, item_id, qty, version, sent_version FROM count_lines
       WHERE session_id = ? AND version > sent_version ORDER BY id LIMIT ${OUTBOX_BATCH}`,
    ),
    markSent: db.prepare('UPDATE count_lines SET sent_version = ?, sent_qty = ? WHERE id = ? AND sent_version < ?'),
    pendingAll: db.prepare(
      `SELECT COUNT(*) AS n FROM count_lines l JOIN count_sessions s ON s.id = l.session_id
       WHERE l.version > l.sent_version AND s.locked_reason IS NULL`,
    ),
    pendingOne: db.prepare(
      `SELECT COUNT(*) AS n FROM count_lines l JOIN count_sessions s ON s.id = l.session_id
       WHERE l.version > l.sent_version AND s.locked_reason IS NULL AND s.id = ?`,
    ),
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
  };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failures = 0;

  const pendingOf = (sessionId: string | null = null) =>
    ((sessionId === null ? st.pendingAll.get() : st.pendingOne.get(sessionId)) as { n: number }).n;
  const report = () => {
    if (stopped) return;
    state.pending = pendingOf();
    deps.onState?.({ ...state });
  };
  const send = <T>(fn: () => Promise<T>) => (deps.scheduler ? deps.scheduler.runWithPriority('interactive', fn) : fn());
  const markSent = (lines: DueLine[]) =>
    db.transaction(() => {
      for (const l of lines) st.markSent.run(l.version, l.qty, l.id, l.version);
    })();
  const wire = (l: DueLine): SessionItem => ({ sessionItemID: l.id, itemID: l.item_id, count: l.qty, flagID: null });

  async function sendLines(sessionId: string, lines: DueLine[]): Promise<void> {
    state.inFlight = lines.length;
    report();
    if (state.mode === 'upsert') {
      try {
        await send(() => api.addSessionItems(sessionId, lines.map(wire)));
        return markSent(lines);
      } catch (err) {
        const refusedUpsert =
          err instanceof ApiError &&
          [400, 409, 422].includes(err.status ?? 0) &&
          !isLockRefusal(err) &&
          lines.some((l) => l.sent_version > 0);
        if (!refusedUpsert) throw err;
        log.warn('the service refused an upsert of known session items: one PUT per changed line from now on', {
          status: (err as ApiError).status,
        });
        state.mode = 'perLine';
        setJournalMeta(db, MODE_KEY, 'perLine');
      }
    }
    const fresh = lines.filter((l) => l.sent_version === 0);
    if (fresh.length > 0) {
      await send(() => api.addSessionItems(sessionId, fresh.map(wire)));
      markSent(fresh);
    }
    for (const l of lines.filter((x) => x.sent_version > 0)) {
      await send(() => api.setSessionItemCount(sessionId, l.id, l.qty));
      markSent([l]);
    }
  }

  // One step at a time, whoever asks (the background loop or flush): a line is never sent twice at once.
  let chain: Promise<unknown> = Promise.resolve();
  const step = (): Promise<boolean> => {
    const next = chain.then(stepNow);
    chain = next.catch(() => undefined);
    return next;
  };

  /** One unit of work; false when nothing is due. */
  async function stepNow(): Promise<boolean> {
    const create = st.pendingCreate.get() as { id: string; store_id: string; description: string } | undefined;
    if (create) {
      try {
        await send(() =>
          api.createSession({ sessionID: create.id, storeID: create.store_id, description: create.description }),
        );
      } catch (err) {
        // A retried create that reached the service the first time: it exists, which is what we wanted.
        if (!(err instanceof ApiError && err.status === 409)) throw err;
      }
      st.created.run(create.id);
      return true;
    }
    const due = st.dueSession.get() as { id: string } | undefined;
    if (!due) return false;
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
      return { ...state, pending: pendingOf(sessionId) };
    },
    stop(): void {
      stopped = true;
    },
  };
  return outbox;
}
export type Outbox = ReturnType<typeof createOutbox>;
