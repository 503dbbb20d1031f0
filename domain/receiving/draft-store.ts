// Process: main (domain, Electron-free). Receiving drafts in the journal: the draft row, one line per item, the
// RFID tags counted (each once per receipt: the primary key says so). Every change is one transaction, committed
// (synchronous FULL) before the call returns, so an acknowledged scan survives a crash.
import { randomUUID } from 'node:crypto';
import type { DraftState } from '../../contract/receiving';
import type { SqliteDb } from '../sqlite/open';
import type { PurchaseOrderSnapshot } from './po-matching';

export interface DraftRow {
  id: string;
  storeId: string;
  vendorId: string | null;
  docNumber: string;
  reference: string;
  notes: string;
  po: PurchaseOrderSnapshot | null;
  state: DraftState;
  submit: SubmitRecord | null;
  receiptId: string | null;
  submittedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What was sent: the body, and the draft line behind each receipt line (422 errors name lines by index). */
export interface SubmitRecord {
  body: unknown;
  lineIds: string[];
  attempts: number;
}

export interface LineRow {
  id: string;
  itemId: string;
  quantity: number;
  tags: number;
}

/** One change a scan makes: units for an item, and the tag that carried them (null for barcodes and search). */
export interface LineDelta {
  itemId: string;
  quantity: number;
  epc: string | null;
  /** The tag's identity (domain/codes sgtinIdentity): a second encoding of one identity adds nothing. Left out: the EPC. */
  identity?: string;
}

type RawDraft = Record<string, string | null | undefined>;

function toDraft(r: RawDraft): DraftRow {
  return {
    id: r.id!,
    storeId: r.store_id!,
    vendorId: r.vendor_id ?? null,
    docNumber: r.doc_number ?? '',
    reference: r.reference ?? '',
    notes: r.notes ?? '',
    po: r.po_json ? (JSON.parse(r.po_json) as PurchaseOrderSnapshot) : null,
    state: r.state as DraftState,
    submit: r.submit_json ? (JSON.parse(r.submit_json) as SubmitRecord) : null,
    receiptId: r.receipt_id ?? null,
    submittedAt: r.submitted_at ?? null,
    createdBy: r.created_by ?? null,
    createdAt: r.created_at!,
    updatedAt: r.updated_at!,
  };
}

export type DraftFields = Partial<Pick<DraftRow, 'vendorId' | 'docNumber' | 'reference' | 'notes'>>;

export function createDraftStore(db: SqliteDb, now: () => Date = () => new Date()) {
  const stamp = () => now().toISOString();
  const touch = db.prepare('UPDATE receiving_drafts SET updated_at = ? WHERE id = ?');
  // Ignored when the receipt holds the EPC (the primary key) or another encoding of its identity (the unique index).
  const tagInsert = db.prepare(
    'INSERT OR IGNORE INTO receiving_tags (draft_id, epc, item_id, identity) VALUES (?, ?, ?, ?)',
  );
  const lineAdd = db.prepare(
    `INSERT INTO receiving_lines (id, draft_id, item_id, quantity, seq)
     VALUES (?, ?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM receiving_lines WHERE draft_id = ?))
     ON CONFLICT (draft_id, item_id) DO UPDATE SET quantity = quantity + excluded.quantity`,
  );

  const get = (id: string): DraftRow | null => {
    const r = db.prepare('SELECT * FROM receiving_drafts WHERE id = ?').get(id) as RawDraft | undefined;
    return r ? toDraft(r) : null;
  };

  return {
    get,
    list(storeId: string): DraftRow[] {
      const rows = db
        .prepare('SELECT * FROM receiving_drafts WHERE store_id = ? ORDER BY updated_at DESC')
        .all(storeId) as RawDraft[];
      return rows.map(toDraft);
    },
    create(storeId: string, fields: DraftFields, createdBy: string | null): DraftRow {
      const id = randomUUID();
      const at = stamp();
      db.prepare(
        `INSERT INTO receiving_drafts (id, store_id, vendor_id, doc_number, reference, notes, created_by, created_at,
         updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        storeId,
        fields.vendorId ?? null,
        fields.docNumber ?? '',
        fields.reference ?? '',
        fields.notes ?? '',
        createdBy,
        at,
        at,
      );
      return get(id)!;
    },
    update(id: string, fields: DraftFields): void {
      const cols: [string, unknown][] = [];
      if (fields.vendorId !== undefined) cols.push(['vendor_id', fields.vendorId]);
      if (fields.docNumber !== undefined) cols.push(['doc_number', fields.docNumber]);
      if (fields.reference !== undefined) cols.push(['reference', fields.reference]);
      if (fields.notes !== undefined) cols.push(['notes', fields.notes]);
      const sets = [...cols.map(([c]) => `${c} = ?`), 'updated_at = ?'].join(', ');
      db.prepare(`UPDATE receiving_drafts SET ${sets} WHERE id = ?`).run(...cols.map(([, v]) => v), stamp(), id);
    },
    setPurchaseOrder(id: string, po: PurchaseOrderSnapshot | null): void {
      db.prepare('UPDATE receiving_drafts SET po_json = ?, updated_at = ? WHERE id = ?').run(
        po ? JSON.stringify(po) : null,
        stamp(),
        id,
      );
    },
    lines(id: string): LineRow[] {
      return db
        .prepare(
          `SELECT l.id, l.item_id AS itemId, l.quantity,
             (SELECT count(*) FROM receiving_tags t WHERE t.draft_id = l.draft_id AND t.item_id = l.item_id) AS tags
           FROM receiving_lines l WHERE l.draft_id = ? ORDER BY l.seq`,
        )
        .all(id) as LineRow[];
    },
    /**
     * Applies the deltas in one transaction. A tag already in the draft adds nothing (the answer says which);
     * the whole batch is on disk when this returns.
     */
    apply(id: string, deltas: readonly LineDelta[]): boolean[] {
      return db.transaction(() => {
        const applied = deltas.map((d) => {
          if (d.epc !== null && tagInsert.run(id, d.epc, d.itemId, d.identity ?? d.epc).changes === 0) return false;
          lineAdd.run(randomUUID(), id, d.itemId, d.quantity, id);
          return true;
        });
        touch.run(stamp(), id);
        return applied;
      })();
    },
    setQuantity(id: string, lineId: string, quantity: number): boolean {
      const changed = db
        .prepare('UPDATE receiving_lines SET quantity = ? WHERE id = ? AND draft_id = ?')
        .run(quantity, lineId, id).changes;
      if (changed) touch.run(stamp(), id);
      return changed > 0;
    },
    /** Removes lines and their tags, so a tag scanned again later counts again. */
    removeLines(id: string, lineIds: readonly string[]): number {
      return db.transaction(() => {
        let removed = 0;
        for (const lineId of lineIds) {
          const row = db
            .prepare('DELETE FROM receiving_lines WHERE id = ? AND draft_id = ? RETURNING item_id')
            .get(lineId, id) as { item_id: string } | undefined;
          if (!row) continue;
          db.prepare('DELETE FROM receiving_tags WHERE draft_id = ? AND item_id = ?').run(id, row.item_id);
          removed++;
        }
        touch.run(stamp(), id);
        return removed;
      })();
    },
    discard(id: string): boolean {
      return db.prepare('DELETE FROM receiving_drafts WHERE id = ?').run(id).changes > 0;
    },
    /**
     * Written (and on disk) before POST /receipts is sent: a lost answer is then looked up, never resent blind. A
     * compare-and-set: only from an open draft (the first send) or from the attempt the caller read (a resend), so
     * two submits, even from two processes, cannot both win; false when the row was not as expected.
     */
    markSubmitting(id: string, submit: SubmitRecord, from: 'open' | { attempts: number }): boolean {
      const expected =
        from === 'open'
          ? { sql: "state = 'open'", params: [] as unknown[] }
          : { sql: "state = 'submitting' AND json_extract(submit_json, '$.attempts') = ?", params: [from.attempts] };
      return (
        db
          .prepare(
            `UPDATE receiving_drafts SET state = 'submitting', submit_json = ?, updated_at = ? WHERE id = ? AND ${expected.sql}`,
          )
          .run(JSON.stringify(submit), stamp(), id, ...expected.params).changes > 0
      );
    },
    /** The service refused the body: nothing was created, the draft is editable again. */
    reopen(id: string): boolean {
      return (
        db
          .prepare("UPDATE receiving_drafts SET state = 'open', updated_at = ? WHERE id = ? AND state = 'submitting'")
          .run(stamp(), id).changes > 0
      );
    },
    markSubmitted(id: string, receiptId: string): boolean {
      const at = stamp();
      return (
        db
          .prepare(
            `UPDATE receiving_drafts SET state = 'submitted', receipt_id = ?, submitted_at = ?, updated_at = ?
             WHERE id = ? AND state = 'submitting'`,
          )
          .run(receiptId, at, at, id).changes > 0
      );
    },
    docNumbersInUse(storeId: string, exceptId: string): string[] {
      return (
        db
          .prepare("SELECT doc_number FROM receiving_drafts WHERE store_id = ? AND id <> ? AND doc_number <> ''")
          .all(storeId, exceptId) as { doc_number: string }[]
      ).map((r) => r.doc_number);
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
