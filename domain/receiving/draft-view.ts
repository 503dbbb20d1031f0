// Process: main (domain, Electron-free). A draft as the screen shows it: its fields, the order's lines (ordered,
// received earlier, received now), every scanned line with SKU and description from the catalog cache, the lines
// not on the order apart, totals and the notice for its state. Built from the journal alone (works offline).
import type { DraftLine, DraftSummary, DraftView, VendorRef } from '../../contract/receiving';
import { itemNames, type ReceivingCatalog } from './catalog-facts';
import type { DraftRow, LineRow } from './draft-store';
import { type Allocation, allocate } from './po-matching';
import { UNCOMMITTED_NOTE } from './receipt-detail';

export const SUBMITTING_NOTE =
  'The last submit got no answer: the receipt may exist. Submit again: it is looked up by its document number first, ' +
  'so no second receipt is made.';

export function draftVendor(catalog: ReceivingCatalog, vendorId: string | null): VendorRef | null {
  if (!vendorId) return null;
  const v = catalog.vendors().find((x) => x.id.toLowerCase() === vendorId.toLowerCase());
  return { id: vendorId, code: v?.code ?? null, name: v?.name ?? null };
}

export function noticeOf(draft: DraftRow): string | null {
  if (draft.state === 'submitted') return `Submitted as receipt ${draft.docNumber}. ${UNCOMMITTED_NOTE}`;
  if (draft.state === 'submitting') return SUBMITTING_NOTE;
  return null;
}

export function buildDraftView(
  draft: DraftRow,
  rows: readonly LineRow[],
  catalog: ReceivingCatalog,
  allocation: Allocation = allocate(rows, draft.po),
): DraftView {
  const facts = new Map(rows.map((r) => [r.itemId, catalog.item(r.itemId, draft.storeId)]));
  const lines: DraftLine[] = rows.map((r) => {
    const item = facts.get(r.itemId) ?? null;
    return {
      id: r.id,
      itemId: r.itemId,
      ...itemNames(item),
      quantity: r.quantity,
      tags: r.tags,
      onOrder: !allocation.extraLineIds.has(r.id),
      over: allocation.overLineIds.has(r.id),
      known: item !== null,
      availableAtStore: item?.availableAtStore ?? false,
    };
  });
  const poLines = allocation.poLines.map((p) => {
    const item = facts.get(p.itemId) ?? catalog.item(p.itemId, draft.storeId);
    return { ...p, ...itemNames(item) };
  });
  return {
    id: draft.id,
    storeId: draft.storeId,
    vendor: draftVendor(catalog, draft.vendorId),
    docNumber: draft.docNumber,
    reference: draft.reference,
    notes: draft.notes,
    purchaseOrder: draft.po
      ? { id: draft.po.id, docNumber: draft.po.docNumber, status: draft.po.status, fetchedAt: draft.po.fetchedAt }
      : null,
    poLines,
    lines,
    extraLines: lines.filter((l) => !l.onOrder),
    totals: {
      lines: lines.length,
      units: lines.reduce((n, l) => n + l.quantity, 0),
      tags: lines.reduce((n, l) => n + l.tags, 0),
      overReceipts: poLines.filter((p) => p.over).length,
    },
    state: draft.state,
    receiptId: draft.receiptId,
    submittedAt: draft.submittedAt,
    notice: noticeOf(draft),
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
  };
}

export function summaryOf(draft: DraftRow, rows: readonly LineRow[], catalog: ReceivingCatalog): DraftSummary {
  return {
    id: draft.id,
    docNumber: draft.docNumber,
    vendor: draftVendor(catalog, draft.vendorId),
    purchaseOrderDocNumber: draft.po?.docNumber ?? null,
    lines: rows.length,
    units: rows.reduce((n, r) => n + r.quantity, 0),
    state: draft.state,
    receiptId: draft.receiptId,
    updatedAt: draft.updatedAt,
  };
}
