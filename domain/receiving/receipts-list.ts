// Process: main (domain, Electron-free). The working store's receipts from the service, newest first, filtered by
// document number, vendor, committed and date (lastUpdated). The service filters on those but not on the store
// (notes A), so a page of the list is filled from the service's pages, keeping the store's receipts; the opaque
// cursor says where the next page starts (service page and position in it).

import type { ReceiptListArgs, ReceiptListPage, ReceiptListRow, VendorRef } from '../../contract/receiving';
import type { Receipt } from '../api/wire';
import { UserError } from '../shared/errors';
import { condition, filterOf, type ReceivingApi } from './api-port';
import type { ReceivingCatalog } from './catalog-facts';

const SERVICE_PAGE = 100;
/** At most this many service pages per list page (2 requests a second): a store with few receipts among many
 * gets a short page and a cursor rather than a long wait. */
const MAX_SERVICE_PAGES = 6;

interface Cursor {
  page: number;
  skip: number;
}

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decode(text: string | null | undefined): Cursor {
  if (!text) return { page: 1, skip: 0 };
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (Number.isInteger(c.page) && c.page >= 1 && Number.isInteger(c.skip) && c.skip >= 0) return c;
  } catch {
    // fall through
  }
  throw new UserError('bad_cursor', 'That list position is no longer valid: reload the list.');
}

const day = (iso: string) => iso.replaceAll('-', '');
function dayAfter(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return day(d.toISOString().slice(0, 10));
}

export function receiptFilter(args: ReceiptListArgs): string | undefined {
  return filterOf(
    args.docNumber?.trim() && condition('docNumber', '=', args.docNumber.trim()),
    args.vendorId && `vendor=${args.vendorId}`,
    args.committed !== undefined && `committed=${args.committed}`,
    args.from && `lastUpdated>=${day(args.from)}`,
    args.to && `lastUpdated<${dayAfter(args.to)}`,
  );
}

export function vendorRef(receipt: Receipt, catalog: ReceivingCatalog): VendorRef {
  const cached = catalog.vendors().find((v) => v.id.toLowerCase() === receipt.vendor.id.toLowerCase());
  return {
    id: receipt.vendor.id,
    code: receipt.vendor.code ?? cached?.code ?? null,
    name: receipt.vendor.description ?? cached?.name ?? null,
  };
}

function toRow(r: Receipt, catalog: ReceivingCatalog): ReceiptListRow {
  return {
    id: r.id,
    docNumber: r.docNumber,
    vendor: vendorRef(r, catalog),
    reference: r.reference,
    committed: r.committed,
    created: r.created,
    lastUpdated: r.lastUpdated,
    lineCount: r.lines.length,
    totalQuantity: r.lines.reduce((n, l) => n + l.quantity, 0),
  };
}

export async function listStoreReceipts(
  api: ReceivingApi,
  catalog: ReceivingCatalog,
  storeId: string,
  args: ReceiptListArgs,
): Promise<ReceiptListPage> {
  const want = args.pageSize ?? 25;
  const filter = receiptFilter(args);
  const rows: ReceiptListRow[] = [];
  let { page, skip } = decode(args.cursor);
  for (let fetched = 0; fetched < MAX_SERVICE_PAGES; fetched++) {
    const res = await api.listReceipts({
      filter,
      orderBy: 'lastUpdated desc',
      expand: ['Vendors', 'Stores'],
      pageNumber: page,
      pageSize: SERVICE_PAGE,
    });
    for (let i = skip; i < res.items.length; i++) {
      const r = res.items[i]!;
      if (r.store.id.toLowerCase() !== storeId.toLowerCase()) continue;
      rows.push(toRow(r, catalog));
      if (rows.length === want) {
        const more = i + 1 < res.items.length || hasNext(res);
        const next = i + 1 < res.items.length ? { page, skip: i + 1 } : { page: page + 1, skip: 0 };
        return { storeId, rows, nextCursor: more ? encode(next) : null };
      }
    }
    if (!hasNext(res)) return { storeId, rows, nextCursor: null };
    page++;
    skip = 0;
  }
  return { storeId, rows, nextCursor: encode({ page, skip: 0 }) };
}

function hasNext(res: { items: unknown[]; pagination: { nextPageLink: string } | null }): boolean {
  return res.pagination
    ? res.pagination.nextPageLink !== '' && res.items.length > 0
    : res.items.length === SERVICE_PAGE;
}
