// Process: main (domain, Electron-free). The part of the Fetch API client receiving uses (domain/api's client fits
// as is), and the filter strings it sends: notes A's comma-separated conditions, ANDed, with values written by our
// filter contract (domain/api/wire/filter.ts: quoted when they would not read back as themselves).
import type { ApiClient } from '../api/client';
import { FILTER_MAX_CHARS, type FilterOperator, filterValue } from '../api/wire/filter';
import { unstorableText } from './stored-text';

export type ReceivingApi = Pick<
  ApiClient,
  'listReceipts' | 'iterateReceipts' | 'getReceipt' | 'createReceipt' | 'iteratePurchaseOrders'
>;

/** `<field><op><value>`, the value written so the service reads back exactly it (commas, quotes, spaces and all). */
export function condition(field: string, op: FilterOperator, value: string): string {
  return `${field}${op}${filterValue(value)}`;
}

/**
 * Why no filter can find exactly `value` in `field`, or null when `<field>=<value>` can: text that is not kept
 * exactly (a lone surrogate has no form in a URL either), or a condition over the service's filter limit. Such a
 * document number could never be looked up after a lost answer, so validation refuses it before the first POST.
 */
export function lookupProblem(field: string, value: string): string | null {
  if (!value) return 'it is empty';
  const unstorable = unstorableText(value);
  if (unstorable) return unstorable;
  if (condition(field, '=', value).length > FILTER_MAX_CHARS)
    return `it is too long: the filter would be over ${FILTER_MAX_CHARS} characters`;
  return null;
}

/** Joins conditions such as `vendor=<id>` or `lastUpdated>=20260101`, leaving out the empty ones. */
export function filterOf(...conditions: (string | false | null | undefined)[]): string | undefined {
  const parts = conditions.filter((c): c is string => Boolean(c));
  return parts.length ? parts.join(',') : undefined;
}
