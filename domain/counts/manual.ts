// Process: main (domain, Electron-free). Changes made by hand, each in one transaction with its audit row: set a
// line's quantity, add or subtract one, add an item found by search, undo the last scans (newest first, their
// tags with them), areas (add, switch, recount one area: its lines go to zero and its tags are forgotten, nothing
// else changes), and zero counts confirmed for items expected but not counted.
import type { JournalDb } from '../journal/journal';
import type { FactsKeeper } from './item-facts';
import type { Ledger } from './ledger';
import type { SessionRows } from './session-rows';
import { CountError } from './status';

export interface ManualDeps {
  db: JournalDb;
  rows: SessionRows;
  ledger: Ledger;
  facts: FactsKeeper;
  /** Called after a change the ingest memo cannot know of (tags or lines changed behind it). */
  changed: (sessionId: string) => void;
  now?: () => number;
}

export function createManual(deps: ManualDeps) {
  const { db, rows, ledger } = deps;
  const now = deps.now ?? Date.now;
  const st = {
    lastScans: db.prepare(
      'SELECT id, epc, line_id, item_id, area, delta, source, raw FROM count_scans WHERE session_id = ? AND undone = 0 AND line_id IS NOT NULL ORDER BY id DESC LIMIT ?',
    ),
    undoScan: db.prepare('UPDATE count_scans SET undone = 1 WHERE id = ?'),
    dropTag: db.prepare('DELETE FROM count_tags WHERE session_id = ? AND epc = ?'),
    reopenUnknown: db.prepare(
      "UPDATE count_unknowns SET state = 'open', item_id = NULL WHERE session_id = ? AND code = ?",
    ),
    areaLines: db.prepare('SELECT item_id, qty, zero_confirmed FROM count_lines WHERE session_id = ? AND area = ?'),
    dropAreaTags: db.prepare('DELETE FROM count_tags WHERE session_id = ? AND area = ?'),
    closeAreaScans: db.prepare('UPDATE count_scans SET undone = 1 WHERE session_id = ? AND area = ? AND undone = 0'),
    setArea: db.prepare('UPDATE count_sessions SET active_area = ? WHERE id = ?'),
    scan: db.prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
       VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?)`,
    ),
    // A recount's listed item whose lines are all back at 0 (recount-list.ts) may be confirmed as zero: the
    // recount found none.
    hasLine: db.prepare(
      `SELECT 1 FROM count_lines l WHERE l.session_id = ?1 AND l.item_id = ?2 AND NOT (l.qty = 0 AND EXISTS
         (SELECT 1 FROM count_recount r WHERE r.session_id = ?1 AND r.item_id = ?2)) LIMIT 1`,
    ),
  };
  const tx = <T>(sessionId: string, fn: () => T): T => {
    try {
      return ledger.transaction(fn);
    } finally {
      deps.changed(sessionId);
    }
  };

  function lineOf(lineId: string) {
    const line = ledger.byId(lineId);
    if (!line) throw new CountError('not_found', 'No such line on this PC (another PC’s lines cannot be edited).');
    rows.writable(line.session_id);
    return line;
  }

  /** A change to one line by hand, with its scan row (what was typed, and the units it made). */
  function change(lineId: string, raw: string, to: (before: number) => number, user: string | null) {
    const line = lineOf(lineId);
    return tx(line.session_id, () => {
      const c = ledger.setAt(line.session_id, line.item_id, line.area, to, 'manual', user);
      const { session_id, item_id, area } = line;
      st.scan.run(session_id, now(), 'manual', raw, item_id, area, user, lineId, c.after - c.before);
      return c;
    });
  }

  return {
    setQuantity: (lineId: string, quantity: number, user: string | null) =>
      change(lineId, `set ${quantity}`, () => quantity, user),
    adjust: (lineId: string, delta: 1 | -1, user: string | null) =>
      change(lineId, delta > 0 ? '+1' : '-1', (before) => before + delta, user),
    addItem(sessionId: string, itemId: string, quantity: number, user: string | null) {
      const s = rows.writable(sessionId);
      return tx(sessionId, () => {
        deps.facts.ensure([itemId], s.store_id);
        const c = ledger.add(sessionId, itemId, s.active_area, quantity, 'search', user);
        st.scan.run(sessionId, now(), 'search', `+${quantity}`, itemId, s.active_area, user, c.lineId, quantity);
        return c;
      });
    },
    /** Undoes up to `count` scans, newest first; a tag's scan forgets the tag too (it counts again if read). */
    undo(sessionId: string, count: number, user: string | null): number {
      rows.writable(sessionId);
      return tx(sessionId, () => {
        const scans = st.lastScans.all(sessionId, count) as {
          id: number;
          epc: string | null;
          line_id: string;
          item_id: string | null;
          area: string;
          delta: number;
          source: string;
          raw: string;
        }[];
        for (const s of scans) {
          // A line taken back to zero before may be gone (never sent): the scan's own item and area bring it back.
          const line = ledger.byId(s.line_id) ?? (s.item_id ? { item_id: s.item_id, area: s.area } : undefined);
          if (line) ledger.setAt(sessionId, line.item_id, line.area, (q) => q - s.delta, 'undo', user);
          if (s.epc) st.dropTag.run(sessionId, s.epc);
          if (s.source === 'assign') st.reopenUnknown.run(sessionId, s.raw);
          st.undoScan.run(s.id);
        }
        return scans.length;
      });
    },
    addArea(sessionId: string, name: string) {
      rows.writable(sessionId);
      rows.addArea(sessionId, name);
    },
    switchArea(sessionId: string, name: string) {
      rows.writable(sessionId);
      tx(sessionId, () => {
        rows.addArea(sessionId, name);
        st.setArea.run(name, sessionId);
      });
    },
    /** This PC's lines of the area go to zero (sent as 0), its tags are forgotten; other areas are untouched. */
    recountArea(sessionId: string, name: string, user: string | null): number {
      rows.writable(sessionId);
      return tx(sessionId, () => {
        const lines = st.areaLines.all(sessionId, name) as { item_id: string; qty: number; zero_confirmed: number }[];
        for (const l of lines)
          if (l.qty !== 0 || l.zero_confirmed) ledger.setAt(sessionId, l.item_id, name, () => 0, 'recount', user);
        st.dropAreaTags.run(sessionId, name);
        // Undo must not reach back into the count that was replaced.
        st.closeAreaScans.run(sessionId, name);
        return lines.length;
      });
    },
    /** Items expected and not counted anywhere here become a zero line in the active area, sent as count 0. */
    confirmZero(sessionId: string, itemIds: readonly string[], user: string | null): number {
      const s = rows.writable(sessionId);
      return tx(sessionId, () => {
        deps.facts.ensure(itemIds, s.store_id);
        let n = 0;
        for (const id of itemIds) {
          if (st.hasLine.get(sessionId, id)) continue;
          ledger.setAt(sessionId, id, s.active_area, () => 0, 'zero', user, true);
          n++;
        }
        return n;
      });
    },
  };
}
export type Manual = ReturnType<typeof createManual>;
