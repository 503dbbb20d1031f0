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
import { createLogger } from '../shared/logger';
import { measureStallSync, measureStalls } from '../shared/stall-monitor';
import { tagsJson } from './compact';
import { PRUNABLE_NOW } from './compact-sql';
import { compactionSteps, pruneSteps } from './prune-slices';
import { recordingSteps } from './record-slices';
import { runAtOnce, runInTurns, type Steps, TAG_SLICE } from './slices';
import type { CountTag } from './types';

const log = createLogger('tags.history');

export interface RecordOptions {
  now?: () => number;
  /** Tags per slice (slices.ts TAG_SLICE unless given: tests cross slice boundaries with a few tags). */
  slice?: number;
}

/**
 * Records the tag history of a finalized (or processed) count: its tags copied into the history with their read
 * times filled, a slice per transaction with its "recorded up to" marker (record-slices.ts), then its count_tags
 * rows pruned a slice at a time when nothing can need them (prune-slices.ts). A kill anywhere leaves what the next
 * reconcile finishes (record-on-finalize.ts). Idempotent: a second call keeps the times already set and refreshes
 * the count's row (a pruned count keeps its copy). Throws CountError not_found for an unknown session and
 * bad_input for one that is not finalized (its tags may still change). Every slice in a row: the CLI and tests.
 */
export function recordFinalizedTags(db: JournalDb, sessionId: string, opts: RecordOptions = {}): RecordedCount {
  // In one go on main: watched, so a long one shows in the log (the app records in turns: recordInTurns).
  const recorded = measureStallSync(log, 'tags.record.atOnce', () => runAtOnce(historySteps(db, sessionId, opts)));
  if (!recorded) throw notFinished();
  return recorded;
}

/**
 * The same in turns of main's event loop (slices.ts runInTurns): what the app does, so a 250,000-tag count holds
 * main for about one slice at a time. Null when `stopped` said so between two slices (the journal closing) or the
 * count was sent back to counting meanwhile.
 */
export function recordInTurns(
  db: JournalDb,
  sessionId: string,
  opts: RecordOptions & { stopped?: () => boolean } = {},
): Promise<RecordedCount | null> {
  return measureStalls(log, 'tags.record', () => runInTurns(historySteps(db, sessionId, opts), opts.stopped));
}

const notFinished = () =>
  new CountError('bad_input', 'Tag history is recorded when a count is finalized: this count is still open');

/** The recording and then the pruning, as slices (null: the count stopped being finished meanwhile). */
export function* historySteps(db: JournalDb, sessionId: string, opts: RecordOptions): Steps<RecordedCount | null> {
  const session = db.prepare('SELECT store_id, status, description FROM count_sessions WHERE id = ?').get(sessionId) as
    | { store_id: string; status: number; description: string }
    | undefined;
  if (!session) throw new CountError('not_found', `No count session ${sessionId} in this journal`);
  if (!isFinished(session.status)) throw notFinished();
  const now = (opts.now ?? Date.now)();
  const slice = opts.slice ?? TAG_SLICE;
  const recorded = (tags: number, recordedAt: number): RecordedCount => {
    log.info('tag history recorded', { sessionId, tags });
    return { sessionId, storeId: session.store_id, description: session.description, recordedAt, tags };
  };
  const pruned = db.prepare('SELECT tags FROM tag_counts WHERE session_id = ? AND pruned_at IS NOT NULL');
  const copy = pruned.get(sessionId) as { tags: number } | undefined;
  if (copy) {
    // Pruned (or being pruned): the history is the count's one copy and stays; its recording time is refreshed.
    db.prepare('UPDATE tag_counts SET recorded_at = ? WHERE session_id = ?').run(now, sessionId);
    yield* pruneSteps(db, sessionId, now, slice);
    return recorded(copy.tags, now);
  }
  const start = { storeId: session.store_id, recordedAt: now, prunable: !!db.prepare(PRUNABLE_NOW).get(sessionId) };
  const end = yield* recordingSteps(db, sessionId, start, slice);
  if (!end) return null;
  yield;
  // Copied while nothing could change the count's tags: pruned from this copy. Else copied again when it may be.
  const at = end.recordedAt ?? now;
  yield* end.prunable ? pruneSteps(db, sessionId, at, slice) : compactionSteps(db, sessionId, at, slice);
  const recordedAt = (
    db.prepare('SELECT recorded_at FROM tag_counts WHERE session_id = ?').get(sessionId) as
      | { recorded_at: number }
      | undefined
  )?.recorded_at;
  return recorded(end.tags, recordedAt ?? at);
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
