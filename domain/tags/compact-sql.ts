// Process: main (domain, Electron-free). The compact tag history's SQL, one definition for the migration's backfill
// (compact-schema.ts) and for recording at finalize (compact.ts). It imports only the finished-status rule
// (counts/status.ts): the journal's migrations read it, so it must pull in nothing that opens the journal.
// A finished count's tags are copied from count_tags (a row of 36-character ids and a hex text EPC, about 130 bytes
// with its index entry twice that) into tag_history: integer count, item and area numbers and the EPC as bytes.

import { finishedSql } from '../counts/status';

/**
 * The EPC as stored: an upper-case hex EPC of even length as its bytes (12 for SGTIN-96), anything else (odd
 * length, lower case, not hex) as the text itself, so `EPC_OUT` gives back exactly what counting wrote.
 */
export const epcIn = (col: string): string =>
  `CASE WHEN hex(unhex(${col})) = ${col} THEN unhex(${col}) ELSE ${col} END`;
export const EPC_OUT = `CASE WHEN typeof(h.epc) = 'blob' THEN hex(h.epc) ELSE h.epc END`;

/** Which counts a statement works on, as a condition on a session id column (`= ?1` at finalize). */
export type Sessions = (col: string) => string;

/**
 * The dictionaries' inserts and the history's insert for the count_tags rows `where` selects (a condition on `t`):
 * all of a count's, or one slice of them (record-slices.ts). Statements in order.
 */
export function copyRowsStatements(where: string): [nos: string, items: string, areas: string, history: string] {
  return [
    `INSERT INTO tag_count_nos (session_id) SELECT DISTINCT t.session_id FROM count_tags t WHERE ${where}
     ON CONFLICT DO NOTHING`,
    `INSERT INTO tag_items (item_id) SELECT DISTINCT t.item_id FROM count_tags t WHERE ${where} AND t.item_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
    `INSERT INTO tag_areas (name) SELECT DISTINCT t.area FROM count_tags t WHERE ${where} ON CONFLICT DO NOTHING`,
    `INSERT INTO tag_history (count_no, epc, item_no, area_no, first_at, last_at, reads)
     SELECT n.count_no, ${epcIn('t.epc')}, i.item_no, a.area_no, t.first_at, t.last_at, t.reads
     FROM count_tags t JOIN tag_count_nos n ON n.session_id = t.session_id
     LEFT JOIN tag_items i ON i.item_id = t.item_id JOIN tag_areas a ON a.name = t.area
     WHERE ${where}`,
  ];
}

/**
 * Copies the tags of the counts `sessions` selects into the compact tables, replacing what an earlier recording
 * of the same count copied; a count whose count_tags rows were pruned keeps its copy. Statements in order (the
 * migration's backfill, in one go; recording at run time copies in slices, record-slices.ts).
 */
export function copyStatements(sessions: Sessions): string[] {
  const [nos, items, areas, history] = copyRowsStatements(sessions('t.session_id'));
  return [
    nos,
    items,
    areas,
    `DELETE FROM tag_history WHERE count_no IN (SELECT n.count_no FROM tag_count_nos n
       WHERE ${sessions('n.session_id')} AND EXISTS (SELECT 1 FROM count_tags t WHERE t.session_id = n.session_id))`,
    history,
  ];
}

/**
 * The counts whose count_tags rows nothing can need any more: recorded, finished (Finalized or Processed), not
 * locked here, no line unsent or refused (a locked count's unsent lines may be moved into a new session with its
 * tags, finalize.ts copyTags; a refused line may be reassigned with its tags, refused.ts). Their reports, totals
 * and encode's serial check read tag_history instead.
 */
const prunableWhere = `${finishedSql('s.status')} AND s.locked_reason IS NULL
    AND NOT EXISTS (SELECT 1 FROM count_lines l
                    WHERE l.session_id = s.id AND (l.version > l.sent_version OR l.refused IS NOT NULL))`;
const PRUNABLE = `
  SELECT s.id FROM count_sessions s JOIN tag_counts c ON c.session_id = s.id
  WHERE ${prunableWhere}`;

/** Whether nothing can need the count ?1's count_tags rows now (recorded or not: PRUNABLE's rule for one count). */
export const PRUNABLE_NOW = `SELECT 1 FROM count_sessions s WHERE s.id = ?1 AND ${prunableWhere}`;

/**
 * Whether the count ?1's history may be read as whole: it has a copy and no recording is under way (a recording
 * copies in slices, record-slices.ts; until its last slice the count's count_tags rows, still whole, are its tags).
 */
export const HISTORY_WHOLE = `EXISTS (SELECT 1 FROM tag_count_nos WHERE session_id = ?1)
  AND NOT EXISTS (SELECT 1 FROM tag_recordings WHERE session_id = ?1)`;

/** The recorded counts `sessions` selects whose count_tags rows are still there and could be pruned now. */
export const unprunedSql = (sessions: Sessions): string =>
  `SELECT c.session_id AS id FROM tag_counts c WHERE ${sessions('c.session_id')} AND c.pruned_at IS NULL
     AND c.session_id IN (${PRUNABLE}) AND EXISTS (SELECT 1 FROM count_tags t WHERE t.session_id = c.session_id)`;

/** Marks the prunable counts `sessions` selects as pruned (at `at`, a SQL value) and drops their count_tags rows. */
export function pruneStatements(sessions: Sessions, at: string): string[] {
  return [
    `UPDATE tag_counts SET pruned_at = ${at} WHERE ${sessions('session_id')} AND session_id IN (${PRUNABLE})`,
    `DELETE FROM count_tags WHERE ${sessions('session_id')}
       AND session_id IN (SELECT session_id FROM tag_counts WHERE pruned_at IS NOT NULL)`,
  ];
}
