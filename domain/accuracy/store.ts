// Process: main (domain, Electron-free). Each finalized count's inventory record accuracy, stored once when it is
// finalized (here, or read back Finalized/Processed from the service) so the history does not change when the
// tolerances or the journal's figures do later. Its two tables are in schema.ts.
// A count of which this PC knows only the service's items (finalized elsewhere, never opened here) is stored
// without accuracy: the on-hand it was counted against is in no journal here (README: what the history holds).
import type { Session } from '../api/wire/sessions';
import { readScopeTag } from '../counts/scope-tag';
import { finishedSql, isFinished } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { judge, type Tolerances } from '../review/tolerance';
import { createToleranceStore } from '../review/tolerance-store';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import { accuracyOf } from './accuracy';
import { accuracyLinesOf } from './count';

const log = createLogger('accuracy.store');

export interface AccuracyStoreDeps {
  /** The store's tolerances now (domain/review/tolerance-store.ts get). */
  tolerancesOf(storeId: string): Tolerances;
  now?: () => number;
}

interface CountRow {
  sessionId: string;
  storeId: string;
  description: string;
  /** CountScope as JSON. */
  scope: string;
  finalizedAt: number;
  source: 'journal' | 'service';
  items: number;
  units: number;
  judged?: { within: number; exact: number; value: number; tolerances: Tolerances };
}

type SessionFacts = {
  store_id: string;
  description: string;
  scope: string;
  status: number;
  snapshot_at: number | null;
};

export function createAccuracyStore(db: JournalDb, deps: AccuracyStoreDeps) {
  const now = deps.now ?? Date.now;
  const st = {
    has: db.prepare('SELECT 1 FROM accuracy_counts WHERE session_id = ?'),
    session: db.prepare('SELECT store_id, description, scope, status, snapshot_at FROM count_sessions WHERE id = ?'),
    count: db.prepare(
      `INSERT INTO accuracy_counts (session_id, store_id, description, scope, finalized_at, source, items, units,
         within, exact, variance_value, tolerances, recorded_at) VALUES (@sessionId, @storeId, @description, @scope,
         @finalizedAt, @source, @items, @units, @within, @exact, @value, @tolerances, @recordedAt)
       ON CONFLICT (session_id) DO NOTHING`,
    ),
    item: db.prepare(
      `INSERT OR IGNORE INTO accuracy_items (session_id, item_id, category, expected, counted, variance_value, within,
         exact) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    finalizedAt: db.prepare('UPDATE accuracy_counts SET finalized_at = ? WHERE session_id = ?'),
    unrecorded: db.prepare(
      `SELECT s.id FROM count_sessions s WHERE (@store IS NULL OR s.store_id = @store) AND ${finishedSql('s.status')}
         AND NOT EXISTS (SELECT 1 FROM accuracy_counts a WHERE a.session_id = s.id)`,
    ),
    lastChange: db.prepare(
      `SELECT MAX(at) AS at FROM (SELECT MAX(at) AS at FROM count_audit WHERE session_id = ?1
         UNION ALL SELECT remote_read_at FROM count_sessions WHERE id = ?1
         UNION ALL SELECT opened_at FROM count_sessions WHERE id = ?1)`,
    ),
  };
  const has = (sessionId: string) => st.has.get(sessionId) !== undefined;
  /** One count's row; without `judged` (on-hand unknown) its accuracy figures stay NULL. */
  const insertCount = (c: CountRow) => {
    const { judged: j, ...row } = c;
    st.count.run({
      ...row,
      within: j?.within ?? null,
      exact: j?.exact ?? null,
      value: j?.value ?? null,
      tolerances: j ? JSON.stringify(j.tolerances) : null,
      recordedAt: now(),
    });
  };

  /**
   * Stores a finalized (or processed) count of the journal once: a second call, or one for a count still open or
   * not in the journal, does nothing and returns false. Judged by the store's tolerances now. A count whose
   * on-hand snapshot was never taken (opened offline, finalized elsewhere) has no expected figures: its counted
   * items are stored without accuracy, as a count read from the service would be.
   */
  function record(sessionId: string, finalizedAt: number = now()): boolean {
    const s = st.session.get(sessionId) as SessionFacts | undefined;
    if (!s || !isFinished(s.status) || has(sessionId)) return false;
    // Every counted line goes to accuracyOf (its variance value is the count's: lines outside the scope too); the
    // items, units and per-item rows are the scope's.
    const counted = accuracyLinesOf(db, sessionId).filter((l) => l.counted !== null);
    const lines = counted.filter((l) => l.inScope);
    const units = lines.reduce((sum, l) => sum + (l.counted ?? 0), 0);
    const count = { sessionId, storeId: s.store_id, description: s.description, scope: s.scope, finalizedAt, units };
    if (s.snapshot_at === null) {
      insertCount({ ...count, source: 'service', items: lines.length });
      crashPoint('accuracy.recorded');
      return true;
    }
    const tolerances = deps.tolerancesOf(s.store_id);
    const report = accuracyOf(counted, tolerances);
    db.transaction(() => {
      insertCount({
        ...count,
        source: 'journal',
        items: report.items,
        judged: { within: report.withinTolerance, exact: report.exact, value: report.varianceValue, tolerances },
      });
      for (const l of lines) {
        const counted = l.counted ?? 0;
        const within = judge({ ...l, counted }, tolerances) === 'within';
        const value = l.price === null ? 0 : (counted - l.expected) * l.price;
        const exact = counted === l.expected ? 1 : 0;
        st.item.run(sessionId, l.itemId, l.category, l.expected, counted, value, within ? 1 : 0, exact);
      }
    })();
    crashPoint('accuracy.recorded');
    log.info('accuracy stored', { sessionId, items: report.items, accuracy: report.accuracy });
    return true;
  }

  /** A finalized session known only from the service (never opened here): its items, without accuracy. */
  function recordFromService(
    s: Pick<Session, 'sessionID' | 'storeID' | 'description' | 'lastUpdated' | 'sessionItems'>,
  ): boolean {
    if (has(s.sessionID)) return false;
    const tag = readScopeTag(s.description);
    const counted = new Map<string, number>();
    for (const i of s.sessionItems) if (i.count !== null) counted.set(i.itemID, (counted.get(i.itemID) ?? 0) + i.count);
    const units = [...counted.values()].reduce((a, b) => a + b, 0);
    const at = Date.parse(s.lastUpdated);
    insertCount({
      sessionId: s.sessionID,
      storeId: s.storeID,
      description: tag.description,
      scope: JSON.stringify(tag.scope),
      finalizedAt: Number.isFinite(at) ? at : now(),
      source: 'service',
      items: counted.size,
      units,
    });
    log.info('finalized count read back without on-hand', { sessionId: s.sessionID, items: counted.size });
    return true;
  }

  return {
    has,
    record,
    recordFromService,
    /**
     * Counts finished in the journal but not stored (finalized before this feature, or a kill before it was
     * stored): stored now with the time of their last change. The store's, or every store's.
     */
    backfill(storeId: string | null = null): number {
      let n = 0;
      for (const { id } of st.unrecorded.all({ store: storeId }) as { id: string }[]) {
        const { at } = st.lastChange.get(id) as { at: number };
        if (record(id, at)) n++;
      }
      return n;
    },
    /** The service's time for a count stored when it was read back (nearer its finalizing than the read-back). */
    setFinalizedAt: (sessionId: string, at: number) => void st.finalizedAt.run(at, sessionId),
  };
}
export type AccuracyStore = ReturnType<typeof createAccuracyStore>;

/** The store judged by each store's tolerances in the same journal (the app and the CLI open it so). */
export function openAccuracyStore(db: JournalDb, user: string | null = null) {
  const tolerances = createToleranceStore(db, user);
  const tolerancesOf = (storeId: string) => tolerances.get(storeId);
  return { store: createAccuracyStore(db, { tolerancesOf }), tolerancesOf };
}
