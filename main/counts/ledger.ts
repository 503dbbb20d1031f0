// Process: main (domain, Electron-free). The one place a count line changes: get-or-create the (item, area) line
// of a session (its sessionItemID made here), add or set its quantity, bump its version (the outbox sends a
// line when version > sent_version) and write the audit row (who, when, source, area, before, after). Callers
// run it inside their own transaction.
import { randomUUID } from 'node:crypto';
import type { JournalDb } from '../journal/journal';

export interface LineRef {
  id: string;
  qty: number;
}

export type ChangeSource = 'rfid' | 'barcode' | 'typed' | 'manual' | 'search' | 'undo' | 'recount' | 'assign' | 'zero';

export function createLedger(db: JournalDb, now: () => number = Date.now) {
  const find = db.prepare('SELECT id, qty FROM count_lines WHERE session_id = ? AND item_id = ? AND area = ?');
  const byId = db.prepare('SELECT id, session_id, item_id, area, qty FROM count_lines WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO count_lines (id, session_id, item_id, area, qty, zero_confirmed, version) VALUES (?, ?, ?, ?, ?, ?, 1)',
  );
  const update = db.prepare('UPDATE count_lines SET qty = ?, zero_confirmed = ?, version = version + 1 WHERE id = ?');
  const audit = db.prepare(
    `INSERT INTO count_audit (session_id, at, user, source, area, line_id, item_id, before, after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Lines of the current batch: a burst of reads of one item does not look its line up again.
  const cache = new Map<string, LineRef>();
  const key = (s: string, i: string, a: string) => `${s}\u0000${i}\u0000${a}`;

  function line(sessionId: string, itemId: string, area: string): LineRef | undefined {
    const k = key(sessionId, itemId, area);
    const hit = cache.get(k);
    if (hit) return hit;
    const row = find.get(sessionId, itemId, area) as LineRef | undefined;
    if (row) cache.set(k, row);
    return row;
  }

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
    const existing = line(sessionId, itemId, area);
    const before = existing?.qty ?? 0;
    const next = Math.max(0, after(before));
    let id: string;
    if (existing) {
      id = existing.id;
      update.run(next, zeroConfirmed ? 1 : 0, id);
      existing.qty = next;
    } else {
      id = randomUUID();
      insert.run(id, sessionId, itemId, area, next, zeroConfirmed ? 1 : 0);
      cache.set(key(sessionId, itemId, area), { id, qty: next });
    }
    audit.run(sessionId, now(), user, source, area, id, itemId, before, next);
    return { lineId: id, before, after: next };
  }

  return {
    line,
    setAt,
    add: (s: string, item: string, area: string, delta: number, source: ChangeSource, user: string | null) =>
      setAt(s, item, area, (b) => b + delta, source, user),
    byId(lineId: string) {
      return byId.get(lineId) as
        | { id: string; session_id: string; item_id: string; area: string; qty: number }
        | undefined;
    },
    /** After a rollback or a recount the cached quantities may be stale. */
    forget(): void {
      cache.clear();
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
