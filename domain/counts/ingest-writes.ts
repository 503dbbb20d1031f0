// Process: main (domain, Electron-free). The journal writes of one ingest batch, each ONE statement over a JSON
// array (json_each), so a reader batch of 2,000 reads costs a handful of statements instead of four per new tag.
// Callers run them inside the batch's transaction.
import type { JournalDb } from '../journal/journal';
import type { NewTag, UnknownSighting } from './ingest-plan';
import { outsideScopeSql } from './variance';

/** A count_scans row of a batch: source, raw input, EPC, decoded result, item, line, delta. */
export type ScanRow = [
  source: string,
  raw: string,
  epc: string | null,
  decoded: string | null,
  itemId: string | null,
  lineId: string | null,
  delta: number,
];

/**
 * Tags counted before identities were kept (or put back by the tag history) get theirs. OR IGNORE: of two encodings
 * of one identity both counted before, the first keeps it and the other stays as it was counted. MATERIALIZED, as
 * tagReads: without it the planner walks the session's tags and scans the whole array for each one, quadratic (a
 * recount of 4,000 put-back tags held main 20 s at its first scan; 250,000 would hold it for hours).
 */
export const SET_IDENTITIES_SQL = `WITH p AS MATERIALIZED (SELECT value ->> 0 AS epc, value ->> 1 AS identity FROM json_each(?2))
  UPDATE OR IGNORE count_tags SET identity = p.identity FROM p WHERE count_tags.session_id = ?1 AND count_tags.epc = p.epc`;

const byFirst = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]) =>
  a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;

export function createIngestWrites(db: JournalDb) {
  const st = {
    // ON CONFLICT DO NOTHING RETURNING: only the EPCs this statement inserted come back, so the journal's keys
    // (the EPC, and the identity: tag-identity-schema.ts), not the in-memory set, decide which tags count.
    tags: db.prepare(
      `INSERT INTO count_tags (session_id, epc, item_id, area, reads, reader, identity)
       SELECT ?1, j.value ->> 0, j.value ->> 1, ?2, 1, j.value ->> 2, j.value ->> 3 FROM json_each(?3) j WHERE true
       ON CONFLICT DO NOTHING RETURNING epc`,
    ),
    // For the tags the insert left out: the EPC itself when counted before, else the EPC that holds the identity.
    notInserted: db.prepare(
      `SELECT j.value ->> 0,
         (SELECT t.epc FROM count_tags t WHERE t.session_id = ?1 AND t.epc = j.value ->> 0),
         (SELECT t.epc FROM count_tags t WHERE t.session_id = ?1 AND t.identity = j.value ->> 1)
       FROM json_each(?2) j`,
    ),
    identities: db.prepare(SET_IDENTITIES_SQL),
    // ORDER BY j.key: rows get ascending ids in the batch's order (undo goes newest first by id).
    scans: db.prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, decoded, item_id, area, user, line_id, delta)
       SELECT ?1, ?2, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, ?3, ?4,
         j.value ->> 5, j.value ->> 6
       FROM json_each(?5) j ORDER BY j.key`,
    ),
    // MATERIALIZED: without it the planner walks the session's tags and scans the array for each one.
    // last_at: the batch time of the tag's last repeat read (the tag history's last read, domain/tags).
    tagReads: db.prepare(
      `WITH r AS MATERIALIZED (SELECT value ->> 0 AS epc, value ->> 1 AS n, value ->> 2 AS at FROM json_each(?2))
       UPDATE count_tags SET reads = reads + r.n, last_at = COALESCE(MAX(last_at, r.at), r.at, last_at)
       FROM r WHERE count_tags.session_id = ?1 AND count_tags.epc = r.epc`,
    ),
    unknown: db.prepare(
      `INSERT INTO count_unknowns (session_id, code, kind, raw, reason, area, first_at, reads, same_as)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(session_id, code) DO UPDATE SET reads = reads + excluded.reads`,
    ),
    totalReads: db.prepare('UPDATE count_sessions SET total_reads = total_reads + ? WHERE id = ?'),
    // After the batch's item facts are written: the category the scope is judged by.
    outsideScope: db.prepare(
      `SELECT j.value FROM json_each(?2) j LEFT JOIN count_item_facts f ON f.item_id = j.value
       WHERE ${outsideScopeSql("COALESCE(f.category, 'No category')", 'j.value')}`,
    ),
  };

  return {
    /** Inserts the tags (EPC, item, first reader, identity) whose EPC and identity are not yet in the session;
     * returns the EPCs inserted (the others were counted before: `sameIdentityAs` tells which encoding). */
    newTags(sessionId: string, area: string, tags: readonly NewTag[]): Set<string> {
      if (tags.length === 0) return new Set();
      const rows = st.tags.raw(true).all(sessionId, area, JSON.stringify([...tags].sort(byFirst))) as [string][];
      return new Set(rows.map((r) => r[0]));
    },
    /** Of tags `newTags` left out, the second encodings of an identity already counted: EPC -> the EPC that counted
     * it. The rest were counted before under their own EPC (repeats). */
    sameIdentityAs(sessionId: string, tags: readonly NewTag[]): Map<string, string> {
      const rows = st.notInserted.raw(true).all(sessionId, JSON.stringify(tags.map((t) => [t[0], t[3]]))) as [
        string,
        string | null,
        string | null,
      ][];
      const out = new Map<string, string>();
      for (const [epc, self, holder] of rows) if (self === null && holder !== null) out.set(epc, holder);
      return out;
    },
    /** Sets the identity of tags counted without one ([EPC, identity] pairs). */
    setIdentities(sessionId: string, pairs: readonly [epc: string, identity: string][]): void {
      if (pairs.length > 0) st.identities.run(sessionId, JSON.stringify(pairs));
    },
    scans(sessionId: string, at: number, area: string, user: string | null, rows: readonly ScanRow[]): void {
      if (rows.length > 0) st.scans.run(sessionId, at, area, user, JSON.stringify(rows));
    },
    /** Adds folded repeat reads to the tags' read counters and sets their last read time (Unix ms); `rows` in
     * key order (held-reads.ts), so each B-tree page is visited once, not once per tag on it. */
    tagReads(sessionId: string, rows: readonly (readonly [epc: string, reads: number, lastAt: number | null])[]): void {
      if (rows.length > 0) st.tagReads.run(sessionId, JSON.stringify(rows));
    },
    unknown(sessionId: string, u: UnknownSighting & { area: string; at: number }, reads: number): void {
      st.unknown.run(sessionId, u.code, u.kind, u.raw, u.reason, u.area, u.at, reads, u.sameAs ?? null);
    },
    totalReads(sessionId: string, reads: number): void {
      if (reads > 0) st.totalReads.run(reads, sessionId);
    },
    /** Of the items counted in the batch, those outside the session's scope (none for a whole-store count). */
    outsideScope(sessionId: string, itemIds: ReadonlySet<string>): Set<string> {
      if (itemIds.size === 0) return new Set();
      const rows = st.outsideScope.raw(true).all(sessionId, JSON.stringify([...itemIds])) as [string][];
      return new Set(rows.map((r) => r[0]));
    },
  };
}
export type IngestWrites = ReturnType<typeof createIngestWrites>;
