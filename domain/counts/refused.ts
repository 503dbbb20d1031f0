// Process: main (domain, Electron-free). Lines the service refused (the outbox quarantined them with its
// message, count_lines.refused): listed for the counting screen, the review and finalize, and settled by the
// user, one line at a time. Remove drops this PC's change (a line the service never took goes, with its scans
// and tags, so a re-read is judged again; one it took earlier goes back to what it took). Reassign moves the
// units, the scans (undo follows) and the tags to another item of the catalog, in the same area.
import type { RefusedLineView } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import type { FactsKeeper } from './item-facts';
import type { Ledger } from './ledger';
import type { SessionRows } from './session-rows';
import { CountError } from './status';

export interface RefusedDeps {
  db: JournalDb;
  rows: SessionRows;
  ledger: Ledger;
  facts: FactsKeeper;
  /** Throws a clear refusal when the item is not in the catalog. */
  needItem: (itemId: string) => void;
  changed: (sessionId: string) => void;
}

interface RefusedRow {
  id: string;
  session_id: string;
  item_id: string;
  area: string;
  qty: number;
  sent_qty: number;
  sent_version: number;
  refused: string | null;
}

export function createRefused(deps: RefusedDeps) {
  const { db, rows, ledger } = deps;
  const st = {
    list: db.prepare(
      `SELECT l.id, l.item_id, l.area, l.qty, l.refused, COALESCE(f.sku, '') AS sku,
         COALESCE(f.description, l.item_id) AS description
       FROM count_lines l LEFT JOIN count_item_facts f ON f.item_id = l.item_id
       WHERE l.session_id = ? AND l.refused IS NOT NULL ORDER BY description COLLATE NOCASE, l.area`,
    ),
    one: db.prepare(
      'SELECT id, session_id, item_id, area, qty, sent_qty, sent_version, refused FROM count_lines WHERE id = ?',
    ),
    settled: db.prepare('UPDATE count_lines SET refused = NULL, sent_version = version WHERE id = ?'),
    closeScans: db.prepare('UPDATE count_scans SET undone = 1 WHERE line_id = ? AND undone = 0'),
    dropTags: db.prepare('DELETE FROM count_tags WHERE session_id = ? AND item_id = ? AND area = ?'),
    moveScans: db.prepare('UPDATE count_scans SET line_id = ?, item_id = ? WHERE line_id = ?'),
    moveTags: db.prepare('UPDATE count_tags SET item_id = ? WHERE session_id = ? AND item_id = ? AND area = ?'),
  };

  function refusedLine(lineId: string): RefusedRow {
    const l = st.one.get(lineId) as RefusedRow | undefined;
    if (!l) throw new CountError('not_found', 'No such line on this PC.');
    if (l.refused === null)
      throw new CountError('bad_input', 'The service did not refuse this line: change its quantity instead.');
    rows.writable(l.session_id);
    return l;
  }

  /** The refused change leaves the line: gone if the service never took it, else back to what it took. */
  function release(l: RefusedRow, source: 'remove' | 'reassign', user: string | null): boolean {
    if (l.sent_version === 0) {
      ledger.drop(l.id, source, user);
      return true;
    }
    ledger.setAt(l.session_id, l.item_id, l.area, () => l.sent_qty, source, user);
    st.settled.run(l.id);
    return false;
  }

  const tx = <T>(sessionId: string, fn: () => T): T => {
    try {
      return ledger.transaction(fn);
    } finally {
      deps.changed(sessionId);
    }
  };

  return {
    list(sessionId: string): RefusedLineView[] {
      rows.require(sessionId);
      return (
        st.list.all(sessionId) as {
          id: string;
          item_id: string;
          area: string;
          qty: number;
          refused: string;
          sku: string;
          description: string;
        }[]
      ).map((r) => ({
        lineId: r.id,
        itemId: r.item_id,
        sku: r.sku,
        description: r.description,
        area: r.area,
        counted: r.qty,
        message: r.refused,
      }));
    },
    remove(lineId: string, user: string | null): void {
      const l = refusedLine(lineId);
      tx(l.session_id, () => {
        if (!release(l, 'remove', user)) return;
        st.closeScans.run(l.id);
        st.dropTags.run(l.session_id, l.item_id, l.area);
      });
    },
    /** Returns the line that took the units. */
    reassign(lineId: string, itemId: string, user: string | null): string {
      const l = refusedLine(lineId);
      if (itemId.toLowerCase() === l.item_id.toLowerCase())
        throw new CountError('bad_input', 'The service refused this item: choose another one.');
      deps.needItem(itemId);
      const s = rows.require(l.session_id);
      return tx(l.session_id, () => {
        deps.facts.ensure([itemId], s.store_id);
        const units = l.qty - (l.sent_version === 0 ? 0 : l.sent_qty);
        const gone = release(l, 'reassign', user);
        const c = ledger.add(l.session_id, itemId, l.area, Math.max(0, units), 'reassign', user);
        if (gone) {
          st.moveScans.run(c.lineId, itemId, l.id);
          st.moveTags.run(itemId, l.session_id, l.item_id, l.area);
        }
        return c.lineId;
      });
    },
  };
}
export type Refused = ReturnType<typeof createRefused>;
