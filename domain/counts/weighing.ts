// Process: main (domain, Electron-free). An open bottle weighed into a count: the stable weight (from the scale, or a
// line of the CLI's --weights) becomes the bottle's fraction (domain/units/bottle-fraction.ts) added to the item's
// line in the active area, journaled as a change by hand is (manual.ts): the line through the ledger, a scan row
// (source 'weight', the grams as its text: undo takes it back), all in one transaction with the weighing's row.
// Each weighing has an id (the scale reading's, or the CLI line's): a weighing fed again after a kill finds its row
// and adds nothing, so a weighing counts once, as a tag does.
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { bottleFractionMilli } from '../units/bottle-fraction';
import { fromMilli } from '../units/quantity';
import type { UnitStore } from '../units/unit-store';
import type { WeightStore } from '../units/weight-store';
import type { FactsKeeper } from './item-facts';
import type { Ledger } from './ledger';
import type { SessionRows } from './session-rows';

/** A stable weight as the scale gives it (domain/scale's ScaleReading has this field). */
export interface StableWeight {
  grams: number;
}

export interface WeighingOutcome {
  lineId: string | null;
  grams: number;
  /** The bottle's fraction added (0 to 1, at the item's precision). */
  fraction: number;
  /** The line's quantity after the weighing. */
  counted: number;
  /** The weighing was taken before (fed again): nothing added. */
  repeated: boolean;
}

export interface WeighingDeps {
  db: JournalDb;
  rows: SessionRows;
  ledger: Ledger;
  facts: FactsKeeper;
  units: UnitStore;
  weights: WeightStore;
  changed: (sessionId: string) => void;
  now?: () => number;
}

export function createWeighing(deps: WeighingDeps) {
  const { db, rows, ledger } = deps;
  const now = deps.now ?? Date.now;
  const st = {
    taken: db.prepare('SELECT grams, fraction, scan_id FROM count_weighings WHERE session_id = ? AND weighing_id = ?'),
    take: db.prepare(
      'INSERT INTO count_weighings (session_id, weighing_id, item_id, grams, fraction, scan_id) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    scan: db.prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
       VALUES (?, ?, 'weight', ?, NULL, NULL, ?, ?, ?, ?, ?)`,
    ),
    lineOfScan: db.prepare('SELECT line_id FROM count_scans WHERE id = ?'),
  };

  /** Adds the weighed bottle's fraction to the item's line in the session's active area (once per weighing id). */
  function add(
    sessionId: string,
    itemId: string,
    weighingId: string,
    reading: StableWeight,
    user: string | null,
  ): WeighingOutcome {
    const s = rows.writable(sessionId);
    const before = st.taken.get(sessionId, weighingId) as
      | { grams: number; fraction: number; scan_id: number | null }
      | undefined;
    if (before) {
      const lineId = (st.lineOfScan.get(before.scan_id) as { line_id: string } | undefined)?.line_id ?? null;
      const line = lineId ? ledger.byId(lineId) : undefined;
      return { lineId, grams: before.grams, fraction: before.fraction, counted: line?.qty ?? 0, repeated: true };
    }
    // Refused (weights not set, below the tare, above full) before anything is written.
    const fraction = fromMilli(
      bottleFractionMilli(reading.grams, deps.weights.weights(itemId), deps.units.stepMilli(deps.units.unit(itemId))),
    );
    let outcome: WeighingOutcome;
    try {
      outcome = ledger.transaction(() => {
        deps.facts.ensure([itemId], s.store_id);
        const c = ledger.add(sessionId, itemId, s.active_area, fraction, 'weight', user);
        const raw = `${reading.grams} g`;
        const scan = st.scan.run(sessionId, now(), raw, itemId, s.active_area, user, c.lineId, c.after - c.before);
        st.take.run(sessionId, weighingId, itemId, reading.grams, fraction, Number(scan.lastInsertRowid));
        return { lineId: c.lineId, grams: reading.grams, fraction, counted: c.after, repeated: false };
      });
    } finally {
      deps.changed(sessionId);
    }
    crashPoint('count.weighing.committed');
    return outcome;
  }

  return { add };
}
export type Weighing = ReturnType<typeof createWeighing>;
