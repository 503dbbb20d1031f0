// Process: main (domain, Electron-free). The first read time of each tag of a finished count, read in slices for the
// recording (record-slices.ts): the tag's counted scan (count_scans, undone scans ignored) or, for a tag assigned
// from the unknown list, its first read as an unknown (count_unknowns.first_at), the earlier of the two. The whole
// count's in one statement held main for seconds at 250,000 tags; count_scans has no index by EPC (a count's first
// pass writes as few B-trees as it can), so its scans are read in id order a slice at a time into a map. Only
// reads: a recording resumed after a kill reads them again (a finished count's scans no longer change).
import type { JournalDb } from '../journal/journal';
import type { Steps } from './slices';

/** Each tag's first read (Unix ms) by EPC. */
export function* firstReads(db: JournalDb, sessionId: string, slice: number): Steps<Map<string, number>> {
  // count_scans_open (session_id, id) WHERE undone = 0 gives each slice by key.
  const scans = db
    .prepare(
      `SELECT id, epc, at FROM count_scans WHERE session_id = ? AND undone = 0 AND id > ?
       ORDER BY id LIMIT ?`,
    )
    .raw(true);
  const unknowns = db
    .prepare(
      `SELECT code, first_at FROM count_unknowns WHERE session_id = ? AND code > ? AND kind = 'tag'
       ORDER BY code LIMIT ?`,
    )
    .raw(true);
  const firsts = new Map<string, number>();
  const keep = (epc: string | null, at: number) => {
    if (epc === null) return;
    const known = firsts.get(epc);
    if (known === undefined || at < known) firsts.set(epc, at);
  };
  for (let after = 0; ; ) {
    const rows = scans.all(sessionId, after, slice) as [number, string | null, number][];
    for (const [, epc, at] of rows) keep(epc, at);
    if (rows.length < slice) break;
    after = rows[rows.length - 1]![0];
    yield;
  }
  for (let after = ''; ; ) {
    const rows = unknowns.all(sessionId, after, slice) as [string, number][];
    for (const [code, at] of rows) keep(code, at);
    if (rows.length < slice) break;
    after = rows[rows.length - 1]![0];
    yield;
  }
  return firsts;
}
