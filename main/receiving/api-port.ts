// Process: main (domain, Electron-free). The part of the Fetch API client receiving uses (main/api's client fits
// as is), and the filter strings it sends (notes A: comma-separated conditions, ANDed).
import type { ApiClient } from '../api/client';

export type ReceivingApi = Pick<
  ApiClient,
  'listReceipts' | 'iterateReceipts' | 'getReceipt' | 'createReceipt' | 'iteratePurchaseOrders'
>;

/**
 * A filter value cannot hold a comma (it separates conditions) and is read up to the end of its condition: such
 * text can never be looked up, so validation refuses doc numbers with commas.
 */
export function filterValueOk(value: string): boolean {
  return !/[,\r\n]/.test(value) && value.trim() === value && value.length > 0;
}

/** Joins conditions such as `vendor=<id>` or `lastUpdated>=20260101`, leaving out the empty ones. */
export function filterOf(...conditions: (string | false | null | undefined)[]): string | undefined {
  const parts = conditions.filter((c): c is string => Boolean(c));
  return parts.length ? parts.join(',') : undefined;
}
