// Process: main (domain, Electron-free). The SQL side of a picture: one count's tags in the areas it is the latest
// picture of, read from the compact tag history for a recorded count and from count_tags for any other
// (domain/tags/README.md), only the three columns a picture needs, as rows of arrays. Every picture is counted per
// item and area in SQL, and two pictures' shared tags are found in SQL (sharedEpcs); tag by tag only the EPCs or
// items asked for are read, so the list is not built from a quarter of a million rows crossing the driver.
import type { JournalDb } from '../journal/journal';
import { createKeptForKey } from '../sqlite/kept';
import { column, jsonRows, scalar } from '../sqlite/open';
import { EPC_OUT, epcIn, HISTORY_WHOLE } from '../tags/compact-sql';

export type TagRow = [epc: string, itemId: string, area: string];

/** A few pictures' per-item counts and tags (the whole count and its areas), shared read-only by every build. */
const keptCounts = createKeptForKey<[string, unknown, number][]>(8);
const keptItemTags = createKeptForKey<Map<string, ItemAreaTags[]>>(8);
/** An item's tags in one area. */
export type ItemAreaTags = [itemId: string, area: string, epcs: string[]];

/** A piece of SQL and its parameters, numbered from the `first` it was made for. */
interface Sql {
  sql: string;
  params: unknown[];
}

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
  /** The tags of these items, per item and area (each item id and area crosses the driver once, not per tag). */
  ofItems(itemIds: readonly string[]): ItemAreaTags[];
  /** A query of its tags' EPCs as counting wrote them (one column, `epc`), parameters from ?first. */
  epcs(first: number): Sql;
  /** A condition: it has a tag whose EPC is the text `epc` (an SQL expression), parameters from ?first. */
  has(epc: string, first: number): Sql;
}

export function pictureTagSource(db: JournalDb, sessionId: string, areas: readonly string[]): PictureTagSource {
  const recorded = db
    .prepare('SELECT tags, recorded_at AS at FROM tag_counts WHERE session_id = ? AND tags > 0')
    .get(sessionId) as { tags: number; at: number } | undefined;
  const inAreas = JSON.stringify(areas);
  // The history while whole; a count being recorded (in slices) is read from its count_tags rows, whole till then.
  const whole = recorded && (db.prepare(`SELECT ${HISTORY_WHOLE} AS whole`).get(sessionId) as { whole: number }).whole;
  const countNo = whole
    ? scalar<number>(db.prepare('SELECT count_no FROM tag_count_nos WHERE session_id = ?'), sessionId)
    : undefined;
  if (recorded && countNo !== undefined) {
    // By the count's and the areas' numbers, so each query runs on the history's integer keys alone
    // (tag_history_item: count, item, area) and joins an item's id once per row it returns; the few areas are
    // named here, not per row.
    const areaNames = new Map(
      db
        .prepare('SELECT area_no, name FROM tag_areas WHERE name IN (SELECT value FROM json_each(?))')
        .raw(true)
        .all(inAreas) as [number, string][],
    );
    const areaNos = JSON.stringify([...areaNames.keys()]);
    // A recorded history changes only by recording it again, which gives it a new time: the key of what is kept.
    const historyKey = `${sessionId} ${countNo} ${recorded.at} ${recorded.tags} ${areaNos}`;
    /** Rows read with the area's number in their second column, given its name (one string per area). */
    const named = <T extends [string, unknown, ...unknown[]]>(rows: T[]): T[] => {
      for (const row of rows) row[1] = areaNames.get(row[1] as number);
      return rows;
    };
    // Every query here returns three columns; read as one JSON text (jsonRows), not value by value.
    const numbered = (sql: string, ...more: unknown[]) => jsonRows(db, 3, sql, countNo, areaNos, ...more);
    const inPicture = (h: string, first: number) =>
      `${h}.count_no = ?${first} AND ${h}.item_no IS NOT NULL
       AND ${h}.area_no IN (SELECT value FROM json_each(?${first + 1}))`;
    const tags = `SELECT ${EPC_OUT}, i.item_id, a.name FROM tag_history h JOIN tag_items i ON i.item_no = h.item_no
      JOIN tag_areas a ON a.area_no = h.area_no WHERE ${inPicture('h', 1)}`;
    return {
      sessionId,
      size: recorded.tags,
      all: () => numbered(tags) as TagRow[],
      // Grouped in the index's order first; the ids joined to the groups, not to every tag.
      counts: () =>
        keptCounts(db, historyKey, () =>
          named(
            numbered(
              `SELECT i.item_id, g.area_no, g.n FROM (SELECT h.item_no, h.area_no, COUNT(*) AS n FROM tag_history h
               WHERE ${inPicture('h', 1)} GROUP BY h.item_no, h.area_no) g JOIN tag_items i ON i.item_no = g.item_no`,
            ) as [string, unknown, number][],
          ),
        ) as never,
      // Each EPC looked up by its key, never the whole count read: CROSS JOIN keeps the EPCs the outer loop (as
      // an IN list the planner took tag_history_item and read the count whole).
      withEpcs: (epcs) =>
        numbered(
          `SELECT ${EPC_OUT}, i.item_id, a.name FROM (SELECT DISTINCT value FROM json_each(?3)) j
           CROSS JOIN tag_history h ON h.count_no = ?1 AND h.epc = ${epcIn('j.value')}
           JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no
           WHERE ${inPicture('h', 1)}`,
          JSON.stringify(epcs),
        ) as TagRow[],
      // By tag_history_item: each item's tags looked up, in the index's order; kept per item (the history does not
      // change while its key holds), so a later build reads only the items no earlier one wanted.
      ofItems: (ids) => {
        const known = keptItemTags(db, historyKey, () => new Map());
        const missing = ids.filter((id) => !known.has(id));
        if (missing.length > 0) {
          for (const id of missing) known.set(id, []);
          const rows = named(
            grouped(
              db,
              `SELECT h.item_no, h.area_no, json_group_array(${EPC_OUT}) AS epcs FROM tag_history h
               WHERE ${inPicture('h', 1)}
                 AND h.item_no IN (SELECT item_no FROM tag_items WHERE item_id IN (SELECT value FROM json_each(?3)))
               GROUP BY h.item_no, h.area_no`,
              'JOIN tag_items i ON i.item_no = g.item_no',
              'i.item_id, g.area_no',
              countNo,
              areaNos,
              JSON.stringify(missing),
            ),
          );
          for (const row of rows) known.get(row[0])!.push(row);
        }
        return ids.flatMap((id) => known.get(id) ?? []);
      },
      epcs: (first) => ({
        sql: `SELECT ${EPC_OUT} AS epc FROM tag_history h WHERE ${inPicture('h', first)}`,
        params: [countNo, areaNos],
      }),
      has: (epc, first) => ({
        sql: `EXISTS (SELECT 1 FROM tag_history h WHERE h.epc = ${epcIn(epc)} AND ${inPicture('h', first)})`,
        params: [countNo, areaNos],
      }),
    };
  }
  // Every query here returns three columns; read as one JSON text (jsonRows), not value by value.
  const rows = (sql: string, ...more: unknown[]) => jsonRows(db, 3, sql, sessionId, inAreas, ...more);
  const inPicture = (t: string, first: number) =>
    `${t}.session_id = ?${first} AND ${t}.item_id IS NOT NULL
     AND ${t}.area IN (SELECT value FROM json_each(?${first + 1}))`;
  const inJson = (col: string) => `${col} IN (SELECT value FROM json_each(?3))`;
  const tags = `SELECT t.epc, t.item_id, t.area FROM count_tags t WHERE ${inPicture('t', 1)}`;
  const size = (db.prepare('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?').get(sessionId) as { n: number })
    .n;
  return {
    sessionId,
    size,
    all: () => rows(tags) as TagRow[],
    counts: () =>
      rows(
        `SELECT t.item_id, t.area, COUNT(*) FROM count_tags t WHERE ${inPicture('t', 1)} GROUP BY t.item_id, t.area`,
      ) as never,
    withEpcs: (epcs) => rows(`${tags} AND ${inJson('t.epc')}`, JSON.stringify(epcs)) as TagRow[],
    ofItems: (ids) =>
      grouped(
        db,
        `SELECT t.item_id, t.area, json_group_array(t.epc) AS epcs FROM count_tags t
         WHERE ${inPicture('t', 1)} AND ${inJson('t.item_id')} GROUP BY t.item_id, t.area`,
        '',
        'g.item_id, g.area',
        sessionId,
        inAreas,
        JSON.stringify(ids),
      ),
    epcs: (first) => ({
      sql: `SELECT t.epc FROM count_tags t WHERE ${inPicture('t', first)}`,
      params: [sessionId, inAreas],
    }),
    has: (epc, first) => ({
      sql: `EXISTS (SELECT 1 FROM count_tags t WHERE t.epc = ${epc} AND ${inPicture('t', first)})`,
      params: [sessionId, inAreas],
    }),
  };
}

/**
 * Rows of (item, area, EPCs) as one JSON text: `groups` yields a JSON array of EPCs per group (`epcs`), `joins` and
 * `names` turn its columns into the item's id and the area's name.
 */
function grouped(db: JournalDb, groups: string, joins: string, names: string, ...params: unknown[]): ItemAreaTags[] {
  const sql = `SELECT json_group_array(json_array(${names}, json(g.epcs))) FROM (${groups}) g ${joins}`;
  return JSON.parse(scalar<string>(db.prepare(sql), ...params) ?? '[]') as ItemAreaTags[];
}

/**
 * The EPCs both pictures have, found in SQL: the smaller one's tags, each looked up by the other's key (a finished
 * count's history by count and EPC, count_tags by session and EPC), so neither crosses the driver whole.
 */
export function sharedEpcs(db: JournalDb, a: PictureTagSource, b: PictureTagSource): string[] {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  const from = small.epcs(1);
  const probe = big.has('x.epc', 1 + from.params.length);
  return column<string>(
    db.prepare(`SELECT x.epc FROM (${from.sql}) x WHERE ${probe.sql}`),
    ...from.params,
    ...probe.params,
  );
}
