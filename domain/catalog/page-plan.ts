// Process: main (domain, Electron-free). Which page an items run asks for next, what a stored page changes
// in the run's checkpoint, and what the pages seen so far say about the run's size. Pure functions over the
// checkpoint, so the worker that commits a page and main that plans the next one agree, and resume is exact.
//
// The service sends no total. A first full sync therefore "gallops": pages 1, 2, 4, 8, ... (all needed
// anyway) until one comes back empty, which costs one request and brackets the last page within a factor 2;
// on a long run a midpoint probe may narrow it (a needed page, or one more wasted request: `wasteBudget` and
// `maxWasteShare` cap them). Then the pages in between are read in order, each narrowing the bracket
// further. A run that has a size to go by (a re-sync, a resume) reads in order.
import type { Pagination } from '../api/wire';
import type { SyncRun } from './sync-state';

export interface PageOutcome {
  /** Items on the page. */
  count: number;
  /** The service says no page follows (nextPageLink "", or a short page without the header). */
  last: boolean;
}

export interface PlanOptions {
  /** Probe in galloping order to bound the size (a first full sync). */
  gallop: boolean;
  /** Empty (wasted) requests a run may spend on bounding its size, the first empty power of two included. */
  wasteBudget: number;
  /** A midpoint probe (which may come back empty) is sent only while the empty requests stay within this
   * share of the pages known to exist: one more request is 0.5 s at 2 a second, noise on a long run only. */
  maxWasteShare: number;
  /** Midpoint probes stop once the last page is known within this factor. */
  refineRatio: number;
}

export const DEFAULT_PLAN: PlanOptions = { gallop: true, wasteBudget: 2, maxWasteShare: 0.02, refineRatio: 1.25 };

/** A page is the last when it is empty, when the header says no page follows, or (no header) when it is short. */
export function isLastPage(items: number, pageSize: number, pagination: Pagination | null): boolean {
  if (items === 0) return true;
  if (pagination) return pagination.nextPageLink === '';
  return items < pageSize;
}

/** The highest page known to hold items (0: none yet). */
export function highestNonEmpty(run: SyncRun): number {
  return Math.max(run.nextPage - 1, ...run.donePages);
}

/** True once the last page is known exactly and every page up to it is stored. */
export function runComplete(run: SyncRun): boolean {
  return run.endPage !== null && run.nextPage >= run.endPage;
}

/** The page to ask for next, or null when the run has read everything. */
export function nextPageToFetch(run: SyncRun, opts: PlanOptions): number | null {
  if (runComplete(run)) return null;
  const hi = highestNonEmpty(run);
  if (opts.gallop) {
    if (run.endPage === null) {
      // Doubling: the next power of two above the highest page seen (1 first).
      let p = 1;
      while (p <= hi) p *= 2;
      return p;
    }
    const exact = run.endPage - 1 === hi;
    const affordable = run.wasted < opts.wasteBudget && run.wasted + 1 <= opts.maxWasteShare * hi;
    if (!exact && hi > 0 && affordable && run.endPage / hi > opts.refineRatio) {
      return Math.floor((hi + run.endPage) / 2);
    }
  }
  return run.nextPage;
}

/** The checkpoint after storing page `page` with `outcome`. */
export function recordPage(run: SyncRun, page: number, outcome: PageOutcome): SyncRun {
  if (outcome.count === 0) {
    return { ...run, endPage: Math.min(run.endPage ?? page, page), wasted: run.wasted + 1 };
  }
  const done = new Set(run.donePages);
  done.add(page);
  let nextPage = run.nextPage;
  while (done.has(nextPage)) done.delete(nextPage++);
  const endPage = outcome.last ? Math.min(run.endPage ?? page + 1, page + 1) : run.endPage;
  return {
    ...run,
    nextPage,
    donePages: [...done].filter((p) => p > nextPage).sort((a, b) => a - b),
    endPage,
    items: run.items + outcome.count,
    pages: run.pages + 1,
  };
}

/**
 * Bounds on the run's item count from its pages: every page below the highest non-empty one is full, the last
 * page holds 1..pageSize items. `high` is null while no empty or last page has been seen.
 */
export function sizeBounds(run: SyncRun, pageSize: number): { low: number; high: number | null } {
  const hi = highestNonEmpty(run);
  const notDoneBelow = Math.max(0, hi - (run.nextPage - 1) - run.donePages.length);
  const low = run.items + notDoneBelow * pageSize;
  if (run.endPage === null) return { low, high: null };
  // A page past the highest non-empty one may still hold items: that one was full and not the last.
  const unknownPages = Math.max(0, run.endPage - 1 - hi);
  return { low: low + (unknownPages > 0 ? 1 : 0), high: low + unknownPages * pageSize };
}

/**
 * One number to show as the run's size, with the range it comes from. `previous`, what the store listed last
 * time, is used when it fits the bounds (clamped into them); otherwise the middle of the bounds. Null when
 * nothing bounds the size from above and there is no previous count.
 */
export function estimateTotal(
  run: SyncRun,
  pageSize: number,
  previous: number | null,
): { estimate: number; low: number; high: number } | null {
  const { low, high } = sizeBounds(run, pageSize);
  if (high === null) {
    if (previous === null) return null;
    // Nothing bounds the size from above: the range stays open (low < high), so it reads as "about N".
    const estimate = Math.max(low, previous);
    return { estimate, low, high: Math.max(estimate, low + 1) };
  }
  const estimate = previous !== null ? Math.min(high, Math.max(low, previous)) : Math.round((low + high) / 2);
  return { estimate, low, high };
}
