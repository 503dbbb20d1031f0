// Process: main (domain, Electron-free). The tag history of finalized counts. count_tags holds each EPC's item,
// area and read count per session while it is counted; recording a finalized count fills the two read times
// count_tags lacked, copies its tags into the compact history (compact.ts: count_tags' rows are too big to keep,
// domain/tags/README.md "Size") and marks the count as recorded. The first
// read time is the tag's counted scan (count_scans) or, for a tag assigned from the unknown list, its first read
// as an unknown. The last read time is only known for a tag read once: counting does not keep the time of
// repeat reads yet (domain/tags/README.md says what the counting side would have to add).

import type { RecordedCount } from '../../contract/tags';
import { CountError, isFinished } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import { measureStallSync } from '../shared/stall-monitor';
import { compactCount, copyCount, tagsJson } from './compact';
import type { CountTag } from './types';

const log = createLogger('tags.history');

// MATERIALIZED: the session's first reads are grouped once, then joined to its tags by key.
const FILL_TIMES = `
  WITH firsts AS MATERIALIZED (
    SELECT epc, MIN(at) AS at FROM (
      SELECT epc, at FROM count_scans WHERE session_id = ?1 AND epc IS NOT NULL AND undone = 0
      UNION ALL SELECT code, first_at FROM count_unknowns WHERE session_id = ?1 AND kind = 'tag')
    GROUP BY epc)
  UPDATE count_tags SET first_at = COALESCE(count_tags.first_at, f.at),
    last_at = COALESCE(count_tags.last_at, CASE WHEN count_tags.reads <= 1 THEN f.at END)
  FROM firsts f WHERE count_tags.session_id = ?1 AND count_tags.epc = f.epc`;

export interface RecordOptions {
  now?: () => number;
}

/**
 * Records the tag history of a finalized (or processed) count, in two steps of one transaction each: the read
 * times filled, the count's row in tag_counts and its tags copied into the history; then its count_tags rows
 * pruned when nothing can need them (compact.ts compactCount). A kill between the two leaves a recorded count that
 * the next reconcile compacts (record-on-finalize.ts). Idempotent: a second call keeps the times already set and
 * refreshes the count's row. Throws CountError not_found for an unknown session and bad_input for one that is not
 * finalized (its tags may still change).
 */
export function recordFinalizedTags(db: JournalDb, sessionId: string, opts: RecordOptions = {}): RecordedCount {
  // Still on main: watched, so a long one shows in the log (the `stalls` benchmark: seconds at 250,000 tags).
  return measureStallSync(log, 'tags.record', () => recordNow(db, sessionId, opts));
}

function recordNow(db: JournalDb, sessionId: string, opts: RecordOptions): RecordedCount {
  const session = db.prepare('SELECT store_id, status, description FROM count_sessions WHERE id = ?').get(sessionId) as
    | { store_id: string; status: number; description: string }
    | undefined;
  if (!session) throw new CountError('not_found', `No count session ${sessionId} in this journal`);
  if (!isFinished(session.status))
    throw new CountError('bad_input', 'Tag history is recorded when a count is finalized: this count is still open');
  const recordedAt = (opts.now ?? Date.now)();
  const record = db.transaction(() => {
    db.prepare(FILL_TIMES).run(sessionId);
    // The count's row first: pruning takes only recorded counts (compact-sql.ts).
    db.prepare(
      `INSERT INTO tag_counts (session_id, store_id, recorded_at, tags) VALUES (?, ?, ?, 0)
       ON CONFLICT (session_id) DO UPDATE SET recorded_at = excluded.recorded_at`,
    ).run(sessionId, session.store_id, recordedAt);
    const n = copyCount(db, sessionId);
    db.prepare('UPDATE tag_counts SET tags = ? WHERE session_id = ?').run(n, sessionId);
    return n;
  });
  const tags = record();
  crashPoint('tags.history.recorded');
  // Just copied: nothing can have changed the count's tags since.
  if (compactCount(db, sessionId, recordedAt, { copied: true })) crashPoint('tags.history.compacted');
  log.info('tag history recorded', { sessionId, tags });
  return { sessionId, storeId: session.store_id, description: session.description, recordedAt, tags };
}

const RECORDED = `SELECT t.session_id, t.store_id, s.description, t.recorded_at, t.tags, s.opened_at
  FROM tag_counts t JOIN count_sessions s ON s.id = t.session_id`;
type RecordedRow = [string, string, string, number, number, number];
const recordedOf = ([sessionId, storeId, description, recordedAt, tags]: RecordedRow): RecordedCount => ({
  sessionId,
  storeId,
  description,
  recordedAt,
  tags,
});

/**
 * The store's recorded counts, newest first: in the order they were finished (recorded; on a tie the one opened
 * later, then the greater id, is the later), the one order previousCount and reports.ts compareInOrder use too.
 */
export function recordedCounts(db: JournalDb, storeId: string): RecordedCount[] {
  const rows = db
    .prepare(`${RECORDED} WHERE t.store_id = ? ORDER BY t.recorded_at DESC, s.opened_at DESC, t.session_id DESC`)
    .raw(true)
    .all(storeId) as RecordedRow[];
  return rows.map(recordedOf);
}

/** A recorded count and its opening time (the finish order's tie-break), or null when its history is not recorded. */
export function recordedCount(db: JournalDb, sessionId: string): (RecordedCount & { openedAt: number }) | null {
  const row = db.prepare(`${RECORDED} WHERE t.session_id = ?`).raw(true).get(sessionId) as RecordedRow | undefined;
  return row ? { ...recordedOf(row), openedAt: row[5] } : null;
}

/**
 * The recorded count of the same store and scope finished before this one (by the time each was recorded, the
 * session's opening time and then its id breaking ties: recordedCounts' order), or null when there is none.
 */
export function previousCount(db: JournalDb, sessionId: string): string | null {
  const row = db
    .prepare(
      `SELECT p.session_id AS id FROM tag_counts t
       JOIN count_sessions s ON s.id = t.session_id
       JOIN tag_counts p ON p.store_id = t.store_id AND p.session_id <> t.session_id
       JOIN count_sessions ps ON ps.id = p.session_id AND ps.scope = s.scope
       WHERE t.session_id = ?1
         AND (p.recorded_at, ps.opened_at, p.session_id) < (t.recorded_at, s.opened_at, t.session_id)
       ORDER BY p.recorded_at DESC, ps.opened_at DESC, p.session_id DESC LIMIT 1`,
    )
    .get(sessionId) as { id: string } | undefined;
  return row?.id ?? null;
}

/**
 * A count's tags as the history keeps them (a count not recorded: as counting has them). Read as one JSON array
 * built by SQLite: for 100,000 tags that is about 2.5 times faster than a row per tag across the driver, and the
 * reports read two whole counts.
 */
export function countTags(db: JournalDb, sessionId: string): CountTag[] {
  const json =
    tagsJson(db, sessionId) ??
    (
      db
        .prepare(
          `SELECT json_group_array(json_array(epc, item_id, area, reads, first_at, last_at))
           FROM count_tags WHERE session_id = ?`,
        )
        .raw(true)
        .get(sessionId) as [string]
    )[0];
  const rows = JSON.parse(json) as [string, string | null, string, number, number | null, number | null][];
  return rows.map(([epc, itemId, area, reads, firstAt, lastAt]) => ({ epc, itemId, area, reads, firstAt, lastAt }));
}
