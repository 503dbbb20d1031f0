// Process: main (domain, Electron-free). The recount list of a Recount session (count_recount): which items may
// still be counted, with their areas and earlier count, and the rule counting follows (only listed items count).
//
// How the list travels to other PCs: the service has no field for it, so the PC that asks for the recount sends one
// extra session item per listed item with `count: null` ("not counted", allowed by the wire: public notes A), a
// marker that stays null while the session is Recount (MobileStatus 3). Chosen over a tag in the description (the
// scope's way) because a list of hundreds of items does not fit a description; the markers are needed beside the
// reset lines because a line recounted before another PC reads the session would no longer say it was listed.
// The request also sends every PC's lines of the items as null (recount.ts), and its own lines start again at 0
// (the audit keeps each earlier count) and go as null until counted again, so an item listed and never recounted
// is "not counted" at the service, not a count of 0. Another PC reading the session back lists every item sent
// as null by someone else, and resets its own lines of them (and any line of its own the service holds as null).
// Session items with a null count are not anyone's count: sessions.ts keeps them out of others' lines.
import type { StillToRecount } from '../../contract/counts';
import type { RecountItemView, RecountListView } from '../../contract/review';
import type { IngestPlan } from '../counts/ingest-plan';
import { statusCode, statusName } from '../counts/status';
import type { JournalDb } from '../journal/journal';

export const NOT_LISTED = 'Not on the recount list: only the listed items are counted in a recount.';

export interface RecountEntry {
  itemId: string;
  areas: string[];
  earlier: number;
  /** Other PCs' lines of the item as last read back: {sessionItemID: count}, as JSON. */
  remoteBefore: string;
}

/** A listed item's marker session item (recount.ts sends it). */
export interface RecountMarker {
  itemId: string;
  markerId: string;
}

/**
 * Whether the listed item `r` (a count_recount row) was counted again: a line here counted again (above 0, or a
 * confirmed zero), or any line of another PC: the request reset every PC's line of the item to null at the service,
 * and a null line is nobody's (sessions.ts), so a line of theirs that holds a count was counted since
 * (remote_before is kept for the record only). One rule for the list, the lines waiting and finalize's figures.
 */
const RECOUNTED_SQL = `(EXISTS (SELECT 1 FROM count_lines l WHERE l.session_id = r.session_id AND l.item_id = r.item_id
                   AND (l.qty > 0 OR l.zero_confirmed = 1))
         OR EXISTS (SELECT 1 FROM count_remote_lines m WHERE m.session_id = r.session_id AND m.item_id = r.item_id))`;

/**
 * Whether item `item` of session ?1 waits for its recount: the session is in Recount, the item is listed and no PC
 * counted it again. Its line's 0 is no count: the count's variance leaves it out (domain/counts/variance.ts
 * PER_ITEM_SQL `waiting`), it is "still to recount". The one rule of the line pages, the variance and finalize.
 */
export const waitingSql = (item: string) => `EXISTS (SELECT 1 FROM count_recount r
    WHERE r.session_id = ?1 AND r.item_id = ${item}
      AND (SELECT status FROM count_sessions WHERE id = ?1) = ${statusCode('Recount')} AND NOT ${RECOUNTED_SQL})`;

/**
 * Of `itemIds`, those waiting for their recount in a Recount session (listed, no PC counted them again), each with
 * its earlier count (all PCs): a line of one reads "waiting for recount", not a counted zero. Empty in any other
 * status: a finished count waits for nothing.
 */
export function waitingForRecount(db: JournalDb, sessionId: string, itemIds: readonly string[]): Map<string, number> {
  if (itemIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT r.item_id, r.earlier FROM count_recount r JOIN json_each(?2) j ON j.value = r.item_id
       WHERE r.session_id = ?1 AND (SELECT status FROM count_sessions WHERE id = ?1) = ?3 AND NOT ${RECOUNTED_SQL}`,
    )
    .all(sessionId, JSON.stringify([...new Set(itemIds)]), statusCode('Recount')) as {
    item_id: string;
    earlier: number;
  }[];
  return new Map(rows.map((r) => [r.item_id, r.earlier]));
}

export function createRecountList(db: JournalDb, now: () => number = Date.now) {
  const st = {
    items: db.prepare('SELECT item_id FROM count_recount WHERE session_id = ?'),
    replace: db.prepare(
      `INSERT INTO count_recount (session_id, item_id, areas, earlier, remote_before, listed_at, listed_by)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (session_id, item_id) DO UPDATE SET areas = excluded.areas, earlier = excluded.earlier,
         remote_before = excluded.remote_before, listed_at = excluded.listed_at, listed_by = excluded.listed_by`,
    ),
    addNew: db.prepare(
      `INSERT INTO count_recount (session_id, item_id, areas, earlier, remote_before, listed_at, listed_by)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    ),
    // Each item's areas on this PC and its count on every PC now.
    earlier: db.prepare(
      `SELECT (SELECT json_group_array(area) FROM (SELECT DISTINCT area FROM count_lines
                WHERE session_id = ?1 AND item_id = ?2 ORDER BY area)) AS areas,
         (SELECT COALESCE(SUM(qty), 0) FROM count_lines WHERE session_id = ?1 AND item_id = ?2)
         + (SELECT COALESCE(SUM(qty), 0) FROM count_remote_lines WHERE session_id = ?1 AND item_id = ?2) AS qty,
         (SELECT json_group_object(id, qty) FROM count_remote_lines WHERE session_id = ?1 AND item_id = ?2) AS remote`,
    ),
    view: db.prepare(
      `SELECT r.item_id, r.areas, r.earlier, f.sku, f.description, COALESCE(f.category, 'No category') AS category,
         (SELECT COALESCE(SUM(qty), 0) FROM count_lines l WHERE l.session_id = r.session_id AND l.item_id = r.item_id)
         + (SELECT COALESCE(SUM(qty), 0) FROM count_remote_lines m
              WHERE m.session_id = r.session_id AND m.item_id = r.item_id) AS now_qty,
         ${RECOUNTED_SQL} AS recounted
       FROM count_recount r LEFT JOIN count_item_facts f ON f.item_id = r.item_id
       WHERE r.session_id = ? ORDER BY COALESCE(f.category, 'No category'), f.description, r.item_id`,
    ),
    // What the listed items no PC counted again held before the recount took it back: their earlier count and its
    // retail value (an item without a price adds nothing, as in the variance).
    left: db.prepare(
      `SELECT COUNT(*) AS items, COALESCE(SUM(r.earlier), 0) AS units,
         COALESCE(SUM(r.earlier * COALESCE(f.retail, 0)), 0) AS value
       FROM count_recount r LEFT JOIN count_item_facts f ON f.item_id = r.item_id
       WHERE r.session_id = ? AND NOT ${RECOUNTED_SQL}`,
    ),
    status: db.prepare('SELECT status FROM count_sessions WHERE id = ?'),
    markers: db.prepare('SELECT item_id, marker_id FROM count_recount WHERE session_id = ? AND marker_id IS NOT NULL'),
    setMarker: db.prepare('UPDATE count_recount SET marker_id = ? WHERE session_id = ? AND item_id = ?'),
  };

  const list = {
    listed: (sessionId: string) => new Set((st.items.all(sessionId) as { item_id: string }[]).map((r) => r.item_id)),
    /** The item's areas on this PC and its count (all PCs) as it stands, to list it with. */
    entryOf(sessionId: string, itemId: string): RecountEntry {
      const r = st.earlier.get(sessionId, itemId) as { areas: string; qty: number; remote: string };
      return { itemId, areas: JSON.parse(r.areas) as string[], earlier: r.qty, remoteBefore: r.remote };
    },
    /** Lists the items (a new request replaces an item's earlier entry). */
    replace(sessionId: string, entries: readonly RecountEntry[], user: string | null): void {
      const at = now();
      for (const e of entries)
        st.replace.run(sessionId, e.itemId, JSON.stringify(e.areas), e.earlier, e.remoteBefore, at, user);
    },
    /** Lists the items not listed yet (learnt from the service); returns those it added. */
    addNew(sessionId: string, entries: readonly RecountEntry[]): string[] {
      const at = now();
      return entries
        .filter(
          (e) =>
            st.addNew.run(sessionId, e.itemId, JSON.stringify(e.areas), e.earlier, e.remoteBefore, at, null).changes >
            0,
        )
        .map((e) => e.itemId);
    },
    /** This PC's markers per listed item. */
    markers(sessionId: string): Map<string, string> {
      const rows = st.markers.all(sessionId) as { item_id: string; marker_id: string }[];
      return new Map(rows.map((r) => [r.item_id, r.marker_id]));
    },
    setMarkers(sessionId: string, markers: readonly RecountMarker[]): void {
      for (const m of markers) st.setMarker.run(m.markerId, sessionId, m.itemId);
    },
    /** The listed items no PC counted again, with what they held before (finalize's preview says it). */
    left(sessionId: string): StillToRecount {
      const r = st.left.get(sessionId) as StillToRecount;
      return { items: r.items, units: r.units, value: Math.round(r.value * 100) / 100 };
    },
    view(sessionId: string): RecountListView {
      type Row = {
        item_id: string;
        areas: string;
        earlier: number;
        sku: string | null;
        description: string | null;
        category: string;
        now_qty: number;
        recounted: number;
      };
      const items: RecountItemView[] = (st.view.all(sessionId) as Row[]).map((r) => ({
        itemId: r.item_id,
        sku: r.sku,
        description: r.description,
        category: r.category,
        areas: JSON.parse(r.areas) as string[],
        earlier: r.earlier,
        recounted: r.recounted === 1 ? r.now_qty : null,
      }));
      const s = st.status.get(sessionId) as { status: number } | undefined;
      return { sessionId, status: statusName(s?.status ?? 0), items };
    },
  };
  return list;
}
export type RecountList = ReturnType<typeof createRecountList>;

/**
 * Counting on a Recount session: a scan of an item not on the list becomes a refused note (a scan row with the
 * reason and a 'refused' event in the feed, never dropped silently) and its tag is not stored as counted. The tag
 * stays in the batch memo, so the reader's further reads of it fold into repeats instead of a refusal per read.
 */
export function refuseUnlisted(plan: IngestPlan, listed: ReadonlySet<string>): number {
  let refused = 0;
  const refusedTags = new Set<string>();
  plan.steps = plan.steps.map((s) => {
    if (s.kind !== 'count' || listed.has(s.itemId)) return s;
    refused++;
    if (s.epc !== null) refusedTags.add(s.epc);
    return {
      kind: 'note',
      source: s.source,
      ...(s.reader === undefined ? {} : { reader: s.reader }),
      raw: s.raw,
      outcome: 'refused',
      itemId: s.itemId,
      reason: NOT_LISTED,
    };
  });
  if (refusedTags.size > 0) plan.newTags = plan.newTags.filter(([epc]) => !refusedTags.has(epc));
  return refused;
}
