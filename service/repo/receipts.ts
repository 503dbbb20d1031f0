// Process: service. Receipts (notes A) as stored rows and wire shapes; lines are loaded per page in one query.
import type { Receipt } from '../../domain/api/wire/receipts';
import { formatMicros } from '../db/clock';
import type { Db } from '../db/open';
import { childrenByParent } from './children';
import { storeRef, type VendorStoreRow } from './doc-refs';

export interface ReceiptRow extends VendorStoreRow {
  id: string;
  third_party_id: string | null;
  doc_number: string;
  reference: string | null;
  description: string | null;
  instructions: string | null;
  notes: string | null;
  committed: number;
  committed_by: string | null;
  paid: number;
  created_by: string | null;
  created: number;
  last_updated: number;
}

export const RECEIPT_FROM = 'receipts r JOIN vendors v ON v.id = r.vendor_id JOIN stores st ON st.id = r.store_id';
export const RECEIPT_COLUMNS = `r.id, r.third_party_id, r.doc_number, r.reference, r.description, r.instructions, r.notes,
  r.vendor_id, v.code AS vendor_code, v.name AS vendor_name, r.store_id, st.code AS store_code,
  st.description AS store_description, r.committed, r.committed_by, r.paid, r.created_by, r.created, r.last_updated`;

interface LineRow {
  id: string;
  receipt_id: string;
  item_id: string;
  quantity: number;
  back_link_line_id: string | null;
  sku: string | null;
  description: string | null;
}

export interface ReceiptExpand {
  items: boolean;
  stores: boolean;
  vendors: boolean;
}

export function toReceipts(db: Db, rows: ReceiptRow[], expand: ReceiptExpand): Receipt[] {
  if (!rows.length) return [];
  const byReceipt = childrenByParent(
    db,
    `SELECT l.id, l.receipt_id, l.item_id, l.quantity, l.back_link_line_id, i.sku, i.description
     FROM receipt_lines l LEFT JOIN items i ON i.id = l.item_id
     WHERE l.receipt_id IN (SELECT value FROM json_each(?)) ORDER BY l.receipt_id, l.seq`,
    rows.map((r) => r.id),
    (l: LineRow) => l.receipt_id,
    (l: LineRow) => {
      const line: Receipt['lines'][number] & { item?: unknown } = {
        id: l.id,
        itemID: l.item_id,
        quantity: l.quantity,
        backLinkLineID: l.back_link_line_id,
      };
      if (expand.items) line.item = { id: l.item_id, sku: l.sku, description: l.description };
      return line;
    },
  );
  return rows.map((r) => ({
    id: r.id,
    thirdPartyID: r.third_party_id,
    docNumber: r.doc_number,
    reference: r.reference,
    description: r.description,
    instructions: r.instructions,
    notes: r.notes,
    lines: byReceipt.get(r.id) ?? [],
    vendor: expand.vendors ? { id: r.vendor_id, code: r.vendor_code, description: r.vendor_name } : { id: r.vendor_id },
    store: storeRef(r, expand.stores),
    committed: r.committed === 1,
    committedByUser: r.committed_by,
    paid: r.paid === 1,
    createdByUser: r.created_by,
    created: formatMicros(r.created),
    lastUpdated: formatMicros(r.last_updated),
  }));
}
