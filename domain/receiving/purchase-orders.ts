// Process: main (domain, Electron-free). A vendor's open purchase orders for the working store (GET
// /purchaseOrders?Expand=Stores,Vendor; the service filters by vendor, the store is checked here), and the snapshot
// a draft keeps of one: its lines with what earlier receipts already took of each (their lines linked to it by
// backLinkLineID; the service has no filter by order line, so the vendor's receipts since the order was created are
// read and summed).

import type { PurchaseOrderOption } from '../../contract/receiving';
import type { PurchaseOrder } from '../api/wire';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { filterOf, type ReceivingApi } from './api-port';
import type { PurchaseOrderSnapshot } from './po-matching';

const log = createLogger('receiving.purchase-orders');
const PAGE = 500;

/** Purchase-order status values are not public; these words mean nothing more is to be received. */
const CLOSED = /^(closed|received|complete(d)?|cancel(l)?ed|void(ed)?)$/i;
export const isOpenStatus = (status: string): boolean => !CLOSED.test(status.trim());

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function vendorPurchaseOrders(
  api: ReceivingApi,
  vendorId: string,
  storeId: string,
): Promise<PurchaseOrder[]> {
  const out: PurchaseOrder[] = [];
  const pages = api.iteratePurchaseOrders({
    filter: filterOf(`vendor=${vendorId}`),
    expand: ['Stores', 'Vendor'],
    pageSize: PAGE,
  });
  for await (const page of pages)
    for (const po of page.items) if (same(po.store.id, storeId) && same(po.vendor.id, vendorId)) out.push(po);
  return out;
}

export async function openPurchaseOrders(
  api: ReceivingApi,
  vendorId: string,
  storeId: string,
): Promise<PurchaseOrderOption[]> {
  const all = await vendorPurchaseOrders(api, vendorId, storeId);
  return all
    .filter((po) => isOpenStatus(po.status))
    .map((po) => ({
      id: po.id,
      docNumber: po.docNumber,
      status: po.status,
      created: po.created,
      lineCount: po.lines.length,
      orderedTotal: po.lines.reduce((n, l) => n + l.quantity, 0),
    }));
}

/**
 * The day before `iso`, as a filter date (yyyymmdd): a receipt linked to an order was made after the order was, so
 * older ones need not be read; a day early, whatever time zone the service compares dates in. Null if unreadable.
 */
export function dayBefore(iso: string): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  return new Date(t - 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Units already received per order line id, from the vendor's receipts changed since the order was created. */
export async function receivedByPoLine(
  api: ReceivingApi,
  vendorId: string,
  poLineIds: ReadonlySet<string>,
  orderCreated?: string,
): Promise<Map<string, number>> {
  const got = new Map<string, number>();
  let receipts = 0;
  const since = orderCreated ? dayBefore(orderCreated) : null;
  const filter = filterOf(`vendor=${vendorId}`, since && `lastUpdated>=${since}`);
  for await (const page of api.iterateReceipts({ filter, pageSize: PAGE })) {
    for (const r of page.items) {
      receipts++;
      for (const l of r.lines) {
        const key = l.backLinkLineID?.toLowerCase();
        if (key && poLineIds.has(key)) got.set(key, (got.get(key) ?? 0) + l.quantity);
      }
    }
  }
  log.debug('earlier receipts read', { vendorId, receipts, linesMatched: got.size });
  return got;
}

export async function snapshotPurchaseOrder(
  api: ReceivingApi,
  vendorId: string,
  storeId: string,
  purchaseOrderId: string,
  now: Date,
): Promise<PurchaseOrderSnapshot> {
  const po = (await vendorPurchaseOrders(api, vendorId, storeId)).find((p) => same(p.id, purchaseOrderId));
  if (!po)
    throw new UserError(
      'purchase_order_not_found',
      'That purchase order is not one of this vendor’s orders for this store.',
    );
  const ids = new Set(po.lines.map((l) => l.id.toLowerCase()));
  const received = await receivedByPoLine(api, vendorId, ids, po.created);
  return {
    id: po.id,
    docNumber: po.docNumber,
    status: po.status,
    fetchedAt: now.toISOString(),
    lines: po.lines.map((l) => ({
      id: l.id.toLowerCase(),
      itemId: l.item.id.toLowerCase(),
      ordered: l.quantity,
      alreadyReceived: received.get(l.id.toLowerCase()) ?? 0,
    })),
  };
}
