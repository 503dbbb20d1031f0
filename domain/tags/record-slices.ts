// Process: main (domain, Electron-free). Recording a finished count's tags into the compact history in slices
// (slices.ts), each one transaction with the count's "recorded up to" marker (tag_recordings, recording-schema.ts):
// first an earlier copy of the count removed (a count copied again), then its count_tags rows copied in EPC order
// with their read times filled (first-reads.ts), then, in one last transaction, its tag_counts row written and the
// marker dropped. A kill between two slices leaves the marker: the next start resumes from it (no tag copied twice:
// tag_history's key would refuse it; none missed: the marker moves only with its slice). Until the last slice the
// count is not in tag_counts (a fresh recording) or its history is not read (HISTORY_WHOLE): its count_tags rows,
// whole until pruning, which starts only after it, are its tags. A count sent back to counting meanwhile stops it.
import { isFinished } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { copyRowsStatements } from './compact-sql';
import { firstReads } from './first-reads';
import type { Steps } from './slices';

/** How a recording begins (a resumed one keeps what its marker says). */
export interface RecordingStart {
  storeId: string;
  /** tag_counts.recorded_at at the end; null keeps the count's own (copied again before its rows are pruned). */
  recordedAt: number | null;
  /** Nothing needed the count's count_tags rows at the start: pruning may rely on this copy. */
  prunable: boolean;
}

export interface RecordingEnd {
  tags: number;
  recordedAt: number | null;
  prunable: boolean;
}

interface Marker {
  recorded_at: number | null;
  step: 'clear' | 'copy';
  upto: string;
  tags: number;
  prunable: number;
}

// The slice's rows: after the marker, up to its last EPC (?3).
const [NOS, ITEMS, AREAS, HISTORY] = copyRowsStatements('t.session_id = ?1 AND t.epc > ?2 AND t.epc <= ?3');

function statements(db: JournalDb) {
  return {
    status: db.prepare('SELECT status FROM count_sessions WHERE id = ?'),
    marker: db.prepare('SELECT recorded_at, step, upto, tags, prunable FROM tag_recordings WHERE session_id = ?'),
    begin: db.prepare(
      `INSERT INTO tag_recordings (session_id, recorded_at, step, upto, tags, prunable) VALUES (?, ?, 'clear', '', 0, ?)
       ON CONFLICT DO NOTHING`,
    ),
    // An earlier copy of the count, a slice at a time (by the history's key).
    clear: db.prepare(
      `DELETE FROM tag_history WHERE count_no = (SELECT count_no FROM tag_count_nos WHERE session_id = ?1)
         AND epc IN (SELECT h.epc FROM tag_history h JOIN tag_count_nos n ON n.count_no = h.count_no
                     WHERE n.session_id = ?1 ORDER BY h.epc LIMIT ?2)`,
    ),
    toCopy: db.prepare("UPDATE tag_recordings SET step = 'copy' WHERE session_id = ?"),
    epcs: db.prepare('SELECT epc FROM count_tags WHERE session_id = ? AND epc > ? ORDER BY epc LIMIT ?').pluck(true),
    // The read times counting lacked: the first read, and the last one for a tag read once (history.ts).
    // MATERIALIZED: the slice's times are the outer loop, each tag found by its key (joined to json_each directly,
    // the planner scanned the whole count's rows and the JSON inside that: seconds a slice).
    fill: db.prepare(
      `WITH f AS MATERIALIZED (SELECT value ->> 0 AS epc, value ->> 1 AS at FROM json_each(?2))
       UPDATE count_tags SET first_at = COALESCE(count_tags.first_at, f.at),
         last_at = COALESCE(count_tags.last_at, CASE WHEN count_tags.reads <= 1 THEN f.at END)
       FROM f WHERE count_tags.session_id = ?1 AND count_tags.epc = f.epc`,
    ),
    nos: db.prepare(NOS),
    items: db.prepare(ITEMS),
    areas: db.prepare(AREAS),
    history: db.prepare(HISTORY),
    advance: db.prepare('UPDATE tag_recordings SET upto = ?, tags = tags + ? WHERE session_id = ?'),
    record: db.prepare(
      `INSERT INTO tag_counts (session_id, store_id, recorded_at, tags) VALUES (?, ?, ?, ?)
       ON CONFLICT (session_id) DO UPDATE SET recorded_at = excluded.recorded_at, tags = excluded.tags`,
    ),
    recount: db.prepare('UPDATE tag_counts SET tags = ? WHERE session_id = ?'),
    end: db.prepare('DELETE FROM tag_recordings WHERE session_id = ?'),
  };
}

/**
 * Records (or resumes recording) the count's tags, a slice of `slice` tags per transaction. Returns what was
 * recorded, or null when the count stopped being finished meanwhile (sent back to counting: compact.ts
 * returnToCounting drops the marker and the partial copy).
 */
export function* recordingSteps(
  db: JournalDb,
  sessionId: string,
  start: RecordingStart,
  slice: number,
): Steps<RecordingEnd | null> {
  const st = statements(db);
  const marker = () => st.marker.get(sessionId) as Marker | undefined;
  const finished = () => isFinished((st.status.get(sessionId) as { status: number } | undefined)?.status ?? -1);
  /** One slice: null when the count is no longer finished or its marker went (then nothing is written). */
  const inSlice = <T>(work: (m: Marker) => T, begin = false): T | null =>
    db.transaction(() => {
      if (!finished()) return null;
      if (begin) st.begin.run(sessionId, start.recordedAt, start.prunable ? 1 : 0);
      const m = marker();
      return m ? work(m) : null;
    })();

  /** Removes a slice of an earlier copy; true once none is left (then the copy begins). */
  const clearSlice = (): boolean => {
    if (st.clear.run(sessionId, slice).changes === slice) return false;
    st.toCopy.run(sessionId);
    return true;
  };
  /** Copies the next slice after `after`, its read times filled first; true when it was the last. */
  const copySlice = (after: string, firsts: Map<string, number> | null): boolean => {
    const epcs = st.epcs.all(sessionId, after, slice) as string[];
    if (epcs.length === 0) return true;
    const last = epcs[epcs.length - 1]!;
    const known = firsts
      ? epcs.flatMap((epc) => {
          const at = firsts.get(epc);
          return at === undefined ? [] : [[epc, at]];
        })
      : [];
    if (known.length) st.fill.run(sessionId, JSON.stringify(known));
    for (const stmt of [st.nos, st.items, st.areas]) stmt.run(sessionId, after, last);
    const added = st.history.run(sessionId, after, last).changes;
    st.advance.run(last, added, sessionId);
    return epcs.length < slice;
  };

  // Begun (or found under way), then an earlier copy removed.
  for (let first = true; ; first = false) {
    const cleared = inSlice((m) => m.step === 'copy' || clearSlice(), first);
    if (cleared === null) return null;
    crashPoint('tags.history.sliced');
    if (cleared) break;
    yield;
  }
  // The read times are filled by a recording, not by a copy made again before pruning (they were filled then).
  const begun = marker();
  const firsts = begun && begun.recorded_at !== null ? yield* firstReads(db, sessionId, slice * 2) : null;
  for (;;) {
    yield;
    const copied = inSlice((m) => copySlice(m.upto, firsts));
    if (copied === null) return null;
    crashPoint('tags.history.sliced');
    if (copied) break;
  }

  const end = inSlice((m) => {
    if (m.recorded_at === null) st.recount.run(m.tags, sessionId);
    else st.record.run(sessionId, start.storeId, m.recorded_at, m.tags);
    st.end.run(sessionId);
    return { tags: m.tags, recordedAt: m.recorded_at, prunable: m.prunable === 1 };
  });
  if (end) crashPoint('tags.history.recorded');
  return end;
}
