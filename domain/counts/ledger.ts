// Process: main (domain, Electron-free). The one place a count line changes: get-or-create the (item, area) line
// of a session (its sessionItemID made here), add or set its quantity, bump its version (the outbox sends a
// line when version > sent_version) and write the audit row (who, when, source, area, before, after). Callers
// run it inside their own transaction. `addMany` is the same for a reader batch in a fixed number of statements:
// one line write and one audit row per line and source per batch (not per scan), the per-scan detail being the
// journal's scan rows. An undo or a change by hand that brings a line back to zero removes it when the service
// cannot hold it (never sent, no upload under way or unanswered): it was never counted. Otherwise the line stays
// as a counted zero, sent as 0, so every surface shows it and the service learns of it.
import { randomUUID } from 'node:crypto';
import type { JournalDb } from '../journal/journal';
import { NOT_LISTED } from '../review/recount-list';
import { exactQuantity } from '../units/quantity';
import { CountError, recountSql } from './status';

export interface LineRef {
  id: string;
  /** The row's rowid: the batch update finds a line by it (an integer key) instead of by its text id. */
  rowid: number;
  qty: number;
}

/** One counted scan of a batch: `delta` units of an item, in the batch's area. */
export interface BatchChange {
  itemId: string;
  delta: number;
  source: ChangeSource;
}

export type ChangeSource =
  | 'rfid'
  | 'barcode'
  | 'typed'
  | 'manual'
  | 'search'
  | 'undo'
  | 'recount'
  | 'assign'
  | 'zero'
  | 'remove'
  | 'reassign'
  | 'weight';

/** Sources whose way back to zero removes a line the service cannot hold (a recount's zero is a count). */
const UNCOUNTS: ReadonlySet<ChangeSource> = new Set(['undo', 'manual']);

export function createLedger(db: JournalDb, now: () => number = Date.now) {
  // Never in an upload request (outbox.ts marks `attempted` before one leaves), so the service cannot hold it.
  const neverSentQ = db.prepare('SELECT sent_version = 0 AND attempted = 0 AS never FROM count_lines WHERE id = ?');
  const find = db.prepare('SELECT id, rowid, qty FROM count_lines WHERE session_id = ? AND item_id = ? AND area = ?');
  const byId = db.prepare('SELECT id, session_id, item_id, area, qty FROM count_lines WHERE id = ?');
  // A Recount session with a recount list changes only the items on it (recount-list.ts); one set to
  // Recount with no list (by the back office) names no items, so any item may be counted.
  const unlisted = db.prepare(
    `SELECT 1 FROM count_sessions s WHERE s.id = ?1 AND ${recountSql('s.status')}
       AND EXISTS (SELECT 1 FROM count_recount r WHERE r.session_id = ?1)
       AND NOT EXISTS (SELECT 1 FROM count_recount r WHERE r.session_id = ?1 AND r.item_id = ?2)`,
  );
  const insert = db.prepare(
    'INSERT INTO count_lines (id, session_id, item_id, area, qty, zero_confirmed, version) VALUES (?, ?, ?, ?, ?, ?, 1)',
  );
  const update = db.prepare('UPDATE count_lines SET qty = ?, zero_confirmed = ?, version = version + 1 WHERE id = ?');
  const drop = db.prepare('DELETE FROM count_lines WHERE id = ?');
  const audit = db.prepare(
    `INSERT INTO count_audit (session_id, at, user, source, area, line_id, item_id, before, after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The batch forms: each statement takes a JSON array, so a batch costs the same few statements at any size.
  const findMany = db.prepare(
    'SELECT id, rowid, item_id, qty FROM count_lines WHERE session_id = ?1 AND area = ?2 AND item_id IN (SELECT value FROM json_each(?3))',
  );
  // RETURNING: the new lines' rowids, for the batch updates that follow.
  const insertMany = db.prepare(
    `INSERT INTO count_lines (id, session_id, item_id, area, qty, zero_confirmed, version)
     SELECT j.value ->> 0, ?1, j.value ->> 1, ?2, j.value ->> 2, 0, 1 FROM json_each(?3) j WHERE true
     RETURNING id, rowid`,
  );
  // By rowid (the integer key: no search of the text id's index per line); the id must match too, so a line
  // deleted behind the cache is never mistaken for a later one that took its rowid.
  const updateMany = db.prepare(
    `UPDATE count_lines SET qty = j.value ->> 2, zero_confirmed = 0, version = version + 1
     FROM json_each(?1) j WHERE count_lines.rowid = j.value ->> 0 AND count_lines.id = j.value ->> 1`,
  );
  const auditMany = db.prepare(
    `INSERT INTO count_audit (session_id, at, user, source, area, line_id, item_id, before, after)
     SELECT ?1, ?2, ?3, j.value ->> 0, ?4, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4
     FROM json_each(?5) j ORDER BY j.key`,
  );
  // Lines of the current batch: a burst of reads of one item does not look its line up again.
  // By session and area, then by item id: a batch looks each line up by the item id alone (a string whose hash the
  // engine keeps), not by a key string built for every scan.
  const cache = new Map<string, Map<string, LineRef>>();
  const linesOf = (sessionId: string, area: string) => {
    const k = `${sessionId}\u0000${area}`;
    let lines = cache.get(k);
    if (!lines) {
      lines = new Map();
      cache.set(k, lines);
    }
    return lines;
  };

  function line(sessionId: string, itemId: string, area: string): LineRef | undefined {
    const lines = linesOf(sessionId, area);
    const hit = lines.get(itemId);
    if (hit) return hit;
    const row = find.get(sessionId, itemId, area) as LineRef | undefined;
    if (row) lines.set(itemId, row);
    return row;
  }

  const neverSent = (lineId: string) => (neverSentQ.get(lineId) as { never: number } | undefined)?.never === 1;

  /** Sets the (item, area) line to `after` (created when new); returns the line id and the quantity before. */
  function setAt(
    sessionId: string,
    itemId: string,
    area: string,
    after: (before: number) => number,
    source: ChangeSource,
    user: string | null,
    zeroConfirmed = false,
  ): { lineId: string; before: number; after: number } {
    if (unlisted.get(sessionId, itemId)) throw new CountError('bad_input', NOT_LISTED);
    const existing = line(sessionId, itemId, area);
    const before = existing?.qty ?? 0;
    // Fractions (partial bottles, weights) stay exact decimals: no float noise of the sum is kept.
    const next = Math.max(0, exactQuantity(after(before)));
    let id: string;
    if (existing && next === 0 && !zeroConfirmed && UNCOUNTS.has(source) && neverSent(existing.id)) {
      audit.run(sessionId, now(), user, source, area, existing.id, itemId, before, 0);
      drop.run(existing.id);
      linesOf(sessionId, area).delete(itemId);
      return { lineId: existing.id, before, after: 0 };
    }
    if (existing) {
      id = existing.id;
      update.run(next, zeroConfirmed ? 1 : 0, id);
      existing.qty = next;
    } else {
      id = randomUUID();
      const { lastInsertRowid } = insert.run(id, sessionId, itemId, area, next, zeroConfirmed ? 1 : 0);
      linesOf(sessionId, area).set(itemId, { id, rowid: Number(lastInsertRowid), qty: next });
    }
    audit.run(sessionId, now(), user, source, area, id, itemId, before, next);
    return { lineId: id, before, after: next };
  }

  /** Adds each change to its (item, area) line, in order; returns each change's line id and the line's quantity
   * before and after it. Lines of `area` missing from the cache are read with one statement. */
  function addMany(
    sessionId: string,
    area: string,
    user: string | null,
    changes: readonly BatchChange[],
  ): { lineId: string; before: number; after: number; created: boolean }[] {
    const missing = new Set<string>();
    const lines = linesOf(sessionId, area);
    for (const c of changes) if (!lines.has(c.itemId)) missing.add(c.itemId);
    if (missing.size > 0)
      for (const r of findMany.all(sessionId, area, JSON.stringify([...missing])) as (LineRef & { item_id: string })[])
        lines.set(r.item_id, { id: r.id, rowid: r.rowid, qty: r.qty });
    const created = new Map<LineRef, string>(); // new line -> item id
    const touched = new Set<LineRef>();
    // Per line, its audit rows of this batch: consecutive changes from one source fold into one row.
    const audits: [ChangeSource, string, string, number, number][] = [];
    const lastAudit = new Map<LineRef, number>();
    const out = changes.map((c) => {
      let ref = lines.get(c.itemId);
      const isNew = !ref;
      if (!ref) {
        ref = { id: randomUUID(), rowid: 0, qty: 0 };
        lines.set(c.itemId, ref);
        created.set(ref, c.itemId);
      }
      const before = ref.qty;
      const after = Math.max(0, exactQuantity(before + c.delta));
      ref.qty = after;
      touched.add(ref);
      const a = lastAudit.get(ref);
      if (a !== undefined && audits[a]![0] === c.source) audits[a]![4] = after;
      else lastAudit.set(ref, audits.push([c.source, ref.id, c.itemId, before, after]) - 1);
      return { lineId: ref.id, before, after, created: isNew };
    });
    if (created.size > 0) {
      const rows = insertMany
        .raw(true)
        .all(sessionId, area, JSON.stringify([...created].map(([ref, itemId]) => [ref.id, itemId, ref.qty]))) as [
        string,
        number,
      ][];
      const rowids = new Map(rows);
      for (const ref of created.keys()) ref.rowid = rowids.get(ref.id)!;
    }
    const updated = [...touched].filter((ref) => !created.has(ref)).map((ref) => [ref.rowid, ref.id, ref.qty]);
    if (updated.length > 0) updateMany.run(JSON.stringify(updated));
    if (audits.length > 0) auditMany.run(sessionId, now(), user, area, JSON.stringify(audits));
    return out;
  }

  return {
    line,
    setAt,
    addMany,
    add: (s: string, item: string, area: string, delta: number, source: ChangeSource, user: string | null) =>
      setAt(s, item, area, (b) => b + delta, source, user),
    byId(lineId: string) {
      return byId.get(lineId) as
        | { id: string; session_id: string; item_id: string; area: string; qty: number }
        | undefined;
    },
    /** Deletes a line the service never took (a refused line removed or reassigned), with its audit row. */
    drop(lineId: string, source: ChangeSource, user: string | null): void {
      const l = byId.get(lineId) as { session_id: string; item_id: string; area: string; qty: number } | undefined;
      if (!l) return;
      audit.run(l.session_id, now(), user, source, l.area, lineId, l.item_id, l.qty, 0);
      drop.run(lineId);
      linesOf(l.session_id, l.area).delete(l.item_id);
    },
    /** After a rollback or a recount the cached quantities may be stale. */
    forget(): void {
      cache.clear();
    },
    /** Runs `fn` in one transaction; after a rollback the cached quantities are dropped, as they may be stale. */
    transaction<T>(fn: () => T): T {
      try {
        return db.transaction(fn)();
      } catch (err) {
        cache.clear();
        throw err;
      }
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
