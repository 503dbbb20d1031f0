// Process: renderer (pure TS, no React). The receiving lists' pure parts: the receipts filter as the list request's
// arguments, a vendor as every list names it, and the scan feed (newest first, capped, a reader batch's repeats
// left out, a case's waiting rows replaced by what it added once its pack size is set).
import type { ReceiptListArgs, ScanOutcome, VendorRef } from '../../../contract/receiving';
import type { ReceiptFilter, ReceivingFeedEntry } from './types';

/** The feed is read from a metre away while scanning: the last 10 scans. */
export const RECEIVING_FEED_LIMIT = 10;
export const RECEIPTS_PAGE_SIZE = 25;
export const EMPTY_RECEIPT_FILTER: ReceiptFilter = { docNumber: '', vendorId: '', committed: 'any', from: '', to: '' };

/** "V001 Northwind Apparel": code and name, whichever the service gave; the id when it gave neither. */
export const vendorLabel = (v: Pick<VendorRef, 'id' | 'code' | 'name'>): string =>
  [v.code, v.name].filter(Boolean).join(' ') || v.id;

/** The list request for a filter as the form holds it (empty fields are left out). */
export function receiptListArgs(f: ReceiptFilter, cursor: string | null): ReceiptListArgs {
  return {
    pageSize: RECEIPTS_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
    ...(f.docNumber.trim() ? { docNumber: f.docNumber.trim() } : {}),
    ...(f.vendorId ? { vendorId: f.vendorId } : {}),
    ...(f.committed === 'any' ? {} : { committed: f.committed === 'committed' }),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}

/**
 * New outcomes on top; only the newest RECEIVING_FEED_LIMIT are kept. A reader batch (several reads) re-reads the
 * same tags many times a second: its repeated tags, and unknown codes the feed already shows, are left out; a
 * single scan always shows (a person scanning a tag already in is told so).
 */
export function prependOutcomes(
  feed: readonly ReceivingFeedEntry[],
  outcomes: readonly ScanOutcome[],
  nextKey: () => number,
): ReceivingFeedEntry[] {
  const seen = new Set(feed.filter((e) => e.kind !== 'added').map((e) => e.text));
  const shown =
    outcomes.length > 1
      ? outcomes.filter((o) => {
          if (o.kind === 'repeatTag' || (o.kind !== 'added' && seen.has(o.text))) return false;
          seen.add(o.text);
          return true;
        })
      : outcomes;
  const fresh = shown.slice(-RECEIVING_FEED_LIMIT).map((o) => ({ ...o, key: nextKey() }));
  fresh.reverse();
  return [...fresh, ...feed].slice(0, RECEIVING_FEED_LIMIT);
}

/**
 * A case whose pack size was just set: its rows that waited ("nothing added yet") are gone, and what main received
 * for it takes their place on top, so no row asks about a case that was already added.
 */
export function settleCase(
  feed: readonly ReceivingFeedEntry[],
  gtin14: string,
  outcomes: readonly ScanOutcome[],
  nextKey: () => number,
): ReceivingFeedEntry[] {
  const left = feed.filter((e) => !(e.kind === 'needsPackSize' && e.gtin14 === gtin14));
  return prependOutcomes(left, outcomes, nextKey);
}
