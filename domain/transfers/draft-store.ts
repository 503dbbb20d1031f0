// Process: main (domain, Electron-free). Outgoing transfer drafts in the journal: the draft row (its id is the
// transfer's id on the service), lines per box and item, and the tags packed, each once per transfer under any
// encoding of its identity (the unique index). Every change is one transaction, on disk (synchronous FULL) before the
// call returns, so an acknowledged scan survives a crash.
import type { TransferDraftState } from '../../contract/transfers';
import type { SqliteDb } from '../sqlite/open';

export interface TransferDraftRow {
  id: string;
  fromStoreId: string;
  toStoreId: string;
  docNumber: string;
  needBy: string;
  notes: string;
  box: number;
  state: TransferDraftState;
  /** The exact body sent (written before the POST leaves). */
  sent: unknown | null;
  sentAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PackedLine {
  box: number;
  itemId: string;
  quantity: number;
  tags: number;
}

export interface PackedTag {
  epc: string;
  identity: string;
  itemId: string;
  box: number;
}

/** One change a scan makes: units of an item into a box, and the tag that carried them (null for barcodes). */
export interface PackDelta {
  itemId: string;
  quantity: number;
  epc: string | null;
  identity?: string;
}

type Raw = Record<string, string | number | null>;
const toDraft = (r: Raw): TransferDraftRow => ({
  id: r.id as string,
  fromStoreId: r.from_store_id as string,
  toStoreId: r.to_store_id as string,
  docNumber: r.doc_number as string,
  needBy: r.need_by as string,
  notes: r.notes as string,
  box: r.box as number,
  state: r.state as TransferDraftState,
  sent: r.send_json ? JSON.parse(r.send_json as string) : null,
  sentAt: (r.sent_at as string | null) ?? null,
  createdBy: (r.created_by as string | null) ?? null,
  createdAt: r.created_at as string,
  updatedAt: r.updated_at as string,
});

export interface NewTransferDraft {
  id: string;
  fromStoreId: string;
  toStoreId: string;
  docNumber: string;
  needBy: string;
  notes: string;
  createdBy: string | null;
}

export function createTransferDraftStore(db: SqliteDb, now: () => Date = () => new Date()) {
  const stamp = () => now().toISOString();
  const touch = db.prepare('UPDATE transfer_drafts SET updated_at = ? WHERE id = ?');
  const tagInsert = db.prepare(
    'INSERT OR IGNORE INTO transfer_tags (draft_id, epc, identity, item_id, box) VALUES (?, ?, ?, ?, ?)',
  );
  const lineAdd = db.prepare(
    `INSERT INTO transfer_lines (draft_id, box, item_id, quantity, seq)
     VALUES (?1, ?2, ?3, ?4, (SELECT coalesce(max(seq), 0) + 1 FROM transfer_lines WHERE draft_id = ?1))
     ON CONFLICT (draft_id, box, item_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  );
  const get = (id: string): TransferDraftRow | null => {
    const r = db.prepare('SELECT * FROM transfer_drafts WHERE id = ?').get(id) as Raw | undefined;
    return r ? toDraft(r) : null;
  };
  const setState = (id: string, to: TransferDraftState, from: TransferDraftState, extra = '', ...params: unknown[]) =>
    db
      .prepare(`UPDATE transfer_drafts SET state = ?, updated_at = ?${extra} WHERE id = ? AND state = ?`)
      .run(to, stamp(), ...params, id, from).changes > 0;

  return {
    get,
    list(fromStoreId: string): TransferDraftRow[] {
      return (
        db
          .prepare('SELECT * FROM transfer_drafts WHERE from_store_id = ? ORDER BY updated_at DESC, id')
          .all(fromStoreId) as Raw[]
      ).map(toDraft);
    },
    create(d: NewTransferDraft): TransferDraftRow {
      const at = stamp();
      db.prepare(
        `INSERT INTO transfer_drafts (id, from_store_id, to_store_id, doc_number, need_by, notes, created_by,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(d.id, d.fromStoreId, d.toStoreId, d.docNumber, d.needBy, d.notes, d.createdBy, at, at);
      return get(d.id)!;
    },
    setBox(id: string, box: number): void {
      db.prepare('UPDATE transfer_drafts SET box = ?, updated_at = ? WHERE id = ?').run(box, stamp(), id);
    },
    lines(id: string): PackedLine[] {
      return db
        .prepare(
          `SELECT l.box, l.item_id AS itemId, l.quantity,
             (SELECT count(*) FROM transfer_tags t WHERE t.draft_id = l.draft_id AND t.box = l.box
               AND t.item_id = l.item_id) AS tags
           FROM transfer_lines l WHERE l.draft_id = ? ORDER BY l.box, l.seq`,
        )
        .all(id) as PackedLine[];
    },
    tags(id: string): PackedTag[] {
      return db
        .prepare('SELECT epc, identity, item_id AS itemId, box FROM transfer_tags WHERE draft_id = ? ORDER BY box, epc')
        .all(id) as PackedTag[];
    },
    /** Applies the deltas into `box` in one transaction; `applied[i]` is false when the i-th tag was packed already. */
    apply(id: string, box: number, deltas: readonly PackDelta[]): boolean[] {
      return db.transaction(() => {
        const applied = deltas.map((d) => {
          if (d.epc !== null && tagInsert.run(id, d.epc, d.identity ?? d.epc, d.itemId, box).changes === 0)
            return false;
          lineAdd.run(id, box, d.itemId, d.quantity);
          return true;
        });
        touch.run(stamp(), id);
        return applied;
      })();
    },
    /** Empties the draft's boxes (a CLI run that starts the same transfer anew from its reads). */
    clear(id: string): void {
      db.transaction(() => {
        db.prepare('DELETE FROM transfer_tags WHERE draft_id = ?').run(id);
        db.prepare('DELETE FROM transfer_lines WHERE draft_id = ?').run(id);
        db.prepare('UPDATE transfer_drafts SET box = 1, updated_at = ? WHERE id = ?').run(stamp(), id);
      })();
    },
    discard(id: string): boolean {
      return db.prepare("DELETE FROM transfer_drafts WHERE id = ? AND state = 'open'").run(id).changes > 0;
    },
    /** Written (and on disk) before the POST leaves; a compare-and-set from open, so of two sends only one wins. */
    markSending(id: string, body: unknown): boolean {
      return setState(id, 'sending', 'open', ', send_json = ?', JSON.stringify(body));
    },
    /** The service refused the body: nothing was created, the draft is editable again. */
    reopen(id: string): boolean {
      return setState(id, 'open', 'sending');
    },
    /** Marks the draft sent; `alsoInside` runs in the same transaction (the tag history's moves out). */
    markSent(id: string, alsoInside: () => void): boolean {
      return db.transaction(() => {
        const done = setState(id, 'sent', 'sending', ', sent_at = ?', stamp());
        if (done) alsoInside();
        return done;
      })();
    },
  };
}

export type TransferDraftStore = ReturnType<typeof createTransferDraftStore>;
