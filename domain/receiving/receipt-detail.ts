// Process: main (domain, Electron-free). One receipt, read-only: its lines with SKU and description from the
// catalog cache, committed or not (in plain words), and the purchase order lines they are linked to (found among
// the vendor's orders for the store, since the service answers a receipt line with the line id only).

import type { ReceiptDetail, ReceiptPoLineRef } from '../../contract/receiving';
import type { Receipt } from '../api/wire';
import { createLogger } from '../shared/logger';
import type { ReceivingApi } from './api-port';
import { itemNames, type ReceivingCatalog } from './catalog-facts';
import { vendorPurchaseOrders } from './purchase-orders';
import { vendorRef } from './receipts-list';

const log = createLogger('receiving.receipt-detail');

export const UNCOMMITTED_NOTE =
  'Uncommitted: this receipt does not change inventory until it is committed in the back-office application.';

export function statusNote(r: Pick<Receipt, 'committed' | 'committedByUser'>): string {
  if (!r.committed) return UNCOMMITTED_NOTE;
  return `Committed${r.committedByUser ? ` by ${r.committedByUser}` : ''} in the back-office application.`;
}

async function poLinesOf(api: ReceivingApi, r: Receipt): Promise<Map<string, ReceiptPoLineRef>> {
  const out = new Map<string, ReceiptPoLineRef>();
  if (!r.lines.some((l) => l.backLinkLineID)) return out;
  try {
    for (const po of await vendorPurchaseOrders(api, r.vendor.id, r.store.id))
      for (const l of po.lines)
        out.set(l.id.toLowerCase(), {
          poLineId: l.id,
          purchaseOrderId: po.id,
          purchaseOrderDocNumber: po.docNumber,
          ordered: l.quantity,
        });
  } catch (err) {
    // The lines still show, with their link id; only the order's number and quantity are missing.
    log.warn('purchase orders not read for a receipt', { receiptId: r.id, error: (err as Error).message });
  }
  return out;
}

export async function readReceipt(
  api: ReceivingApi,
  catalog: ReceivingCatalog,
  receiptId: string,
): Promise<ReceiptDetail> {
  const r = await api.getReceipt(receiptId);
  const poLines = await poLinesOf(api, r);
  const store = catalog.store(r.store.id);
  const lines = r.lines.map((l) => ({
    id: l.id,
    itemId: l.itemID,
    ...itemNames(catalog.item(l.itemID, r.store.id)),
    quantity: l.quantity,
    backLinkLineID: l.backLinkLineID,
    poLine: l.backLinkLineID ? (poLines.get(l.backLinkLineID.toLowerCase()) ?? null) : null,
  }));
  const orders = new Map<string, string>();
  for (const l of lines) if (l.poLine) orders.set(l.poLine.purchaseOrderId, l.poLine.purchaseOrderDocNumber);
  return {
    id: r.id,
    docNumber: r.docNumber,
    reference: r.reference,
    description: r.description,
    notes: r.notes,
    vendor: vendorRef(r, catalog),
    store: { id: r.store.id, code: store?.code ?? r.store.code ?? null, description: store?.description ?? null },
    committed: r.committed,
    committedByUser: r.committedByUser,
    createdByUser: r.createdByUser,
    created: r.created,
    lastUpdated: r.lastUpdated,
    lines,
    purchaseOrders: [...orders].map(([id, docNumber]) => ({ id, docNumber })),
    statusNote: statusNote(r),
  };
}
