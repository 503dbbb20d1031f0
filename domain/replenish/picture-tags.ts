// Process: main (domain, Electron-free). The SQL side of a picture: one count's tags in the areas it is the latest
// picture of, read from the compact tag history for a recorded count and from count_tags for any other
// (domain/tags/README.md), only the three columns a picture needs, as rows of arrays. The biggest picture (a whole
// count of 250,000 tags) is counted per item and area in SQL and read tag by tag only for the EPCs asked for, so
// the list is not built from a quarter of a million rows crossing the driver.
import type { JournalDb } from '../journal/journal';
import { jsonRows } from '../sqlite/open';
import { EPC_OUT, epcIn, HISTORY_WHOLE } from '../tags/compact-sql';

export type TagRow = [epc: string, itemId: string, area: string];

export interface PictureTagSource {
  sessionId: string;
  /** Tags (of an item) in its areas; for a recorded count its tag total, an upper bound. */
  size: number;
  /** Every tag in its areas. */
  all(): TagRow[];
  /** Units per item and area. */
  counts(): [itemId: string, area: string, units: number][];
  /** The tags among these EPCs. */
  withEpcs(epcs: readonly string[]): TagRow[];
  /** The tags of these items. */
  ofItems(itemIds: readonly string[]): TagRow[];
}

export function pictureTagSource(db: JournalDb, sessionId: string, areas: readonly string[]): PictureTagSource {
  const recorded = db.prepare('SELECT tags FROM tag_counts WHERE session_id = ? AND tags > 0').get(sessionId) as
    | { tags: number }
    | undefined;
  const inAreas = JSON.stringify(areas);
  // Every query here returns three columns; read as one JSON text (jsonRows), not value by value.
  const rows = (sql: string, ...more: unknown[]) => jsonRows(db, 3, sql, sessionId, inAreas, ...more);
  const inJson = (col: string) => `${col} IN (SELECT value FROM json_each(?3))`;
  // The history while whole; a count being recorded (in slices) is read from its count_tags rows, whole till then.
  if (recorded && (db.prepare(`SELECT ${HISTORY_WHOLE} AS whole`).get(sessionId) as { whole: number }).whole) {
    const from = `FROM tag_count_nos n JOIN tag_history h ON h.count_no = n.count_no
      JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no
      WHERE n.session_id = ?1 AND a.name IN (SELECT value FROM json_each(?2))`;
    const tags = `SELECT ${EPC_OUT}, i.item_id, a.name ${from}`;
    return {
      sessionId,
      size: recorded.tags,
      all: () => rows(tags) as TagRow[],
      counts: () => rows(`SELECT i.item_id, a.name, COUNT(*) ${from} GROUP BY h.item_no, h.area_no`) as never,
      // By the history's key (count_no, epc): each EPC looked up, never the whole count read.
      withEpcs: (epcs) =>
        rows(`${tags} AND h.epc IN (SELECT ${epcIn('value')} FROM json_each(?3))`, JSON.stringify(epcs)) as TagRow[],
      ofItems: (ids) => rows(`${tags} AND ${inJson('i.item_id')}`, JSON.stringify(ids)) as TagRow[],
    };
  }
  const from = `FROM count_tags WHERE session_id = ?1 AND item_id IS NOT NULL
    AND area IN (SELECT value FROM json_each(?2))`;
  const tags = `SELECT epc, item_id, area ${from}`;
  const size = (db.prepare('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?').get(sessionId) as { n: number })
    .n;
  return {
    sessionId,
    size,
    all: () => rows(tags) as TagRow[],
    counts: () => rows(`SELECT item_id, area, COUNT(*) ${from} GROUP BY item_id, area`) as never,
    withEpcs: (epcs) => rows(`${tags} AND ${inJson('epc')}`, JSON.stringify(epcs)) as TagRow[],
    ofItems: (ids) => rows(`${tags} AND ${inJson('item_id')}`, JSON.stringify(ids)) as TagRow[],
  };
}
