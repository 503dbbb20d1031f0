// Process: main (domain, Electron-free). A count's totals per reader, for the whole session: several readers feed
// one count, and each one's figures must add up to the count's totals on every screen and export, across a reader
// stopping, reconnecting or the app restarting. The journal keeps them (migration in domain/journal/migrations.ts):
// count_reader_reads (the RFID reads each named reader fed the session, written with every batch) and
// count_tags.reader (who first read each counted tag). Whatever no named reader accounts for (typed EPCs, tags
// assigned by hand, a journal from before readers were kept, a finished count's pruned tags) is the `null` row, so
// the rows always sum to the totals.
import type { ReaderTotals } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';

/** What one batch adds, per reader id (null: not from a named reader). */
export type ReaderAdds = Map<string | null, { reads: number; uniqueTags: number }>;

export function addTo(adds: ReaderAdds, reader: string | null, reads: number, uniqueTags: number): void {
  const a = adds.get(reader);
  if (a) {
    a.reads += reads;
    a.uniqueTags += uniqueTags;
  } else adds.set(reader, { reads, uniqueTags });
}

/** Named readers in id order, then the rest; rows with nothing in them are left out. */
function ordered(rows: ReaderTotals[]): ReaderTotals[] {
  return rows
    .filter((r) => r.reads > 0 || r.uniqueTags > 0)
    .sort((a, b) =>
      a.reader === b.reader ? 0 : a.reader === null ? 1 : b.reader === null ? -1 : a.reader < b.reader ? -1 : 1,
    );
}

/** `readers` with a batch's additions: a new array (the batch's totals are a copy handed to the screens). */
export function withAdds(readers: readonly ReaderTotals[], adds: ReaderAdds): ReaderTotals[] {
  const out = new Map(readers.map((r) => [r.reader, { ...r }]));
  for (const [reader, a] of adds) {
    const r = out.get(reader) ?? { reader, reads: 0, uniqueTags: 0 };
    r.reads += a.reads;
    r.uniqueTags += a.uniqueTags;
    out.set(reader, r);
  }
  return ordered([...out.values()]);
}

export function createReaderTotals(db: JournalDb) {
  const named = db.prepare(
    `SELECT reader, SUM(reads) AS reads, SUM(tags) AS tags FROM (
       SELECT reader, reads, 0 AS tags FROM count_reader_reads WHERE session_id = ?1
       UNION ALL SELECT reader, 0, COUNT(*) FROM count_tags WHERE session_id = ?1 AND reader IS NOT NULL GROUP BY reader)
     GROUP BY reader`,
  );
  const addReads = db.prepare(
    `INSERT INTO count_reader_reads (session_id, reader, reads) SELECT ?1, j.key, j.value FROM json_each(?2) j WHERE true
     ON CONFLICT (session_id, reader) DO UPDATE SET reads = reads + excluded.reads`,
  );
  return {
    /** The session's rows, summing to its `totalReads` and `uniqueTags` (the remainder is the null row). */
    of(sessionId: string, totalReads: number, uniqueTags: number): ReaderTotals[] {
      const rows: ReaderTotals[] = (named.all(sessionId) as { reader: string; reads: number; tags: number }[]).map(
        (r) => ({
          reader: r.reader,
          reads: r.reads,
          uniqueTags: r.tags,
        }),
      );
      const sum = (k: 'reads' | 'uniqueTags') => rows.reduce((s, r) => s + r[k], 0);
      rows.push({
        reader: null,
        reads: Math.max(0, totalReads - sum('reads')),
        uniqueTags: Math.max(0, uniqueTags - sum('uniqueTags')),
      });
      return ordered(rows);
    },
    /** In the batch's transaction: the RFID reads of each named reader. */
    addReads(sessionId: string, reads: ReadonlyMap<string, number>): void {
      if (reads.size > 0) addReads.run(sessionId, JSON.stringify(Object.fromEntries(reads)));
    },
  };
}
export type ReaderTotalsStore = ReturnType<typeof createReaderTotals>;
