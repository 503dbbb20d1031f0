// Process: main (domain, Electron-free). Tells the reader batches whether the catalog knows a code, so the renderer
// can sound "unknown tag" apart from "new item". Says nothing (undefined) while the cache is closed or still filling:
// a half-synced catalog would call real items unknown.
import type { CatalogService } from './catalog-service';

/** Catalog lookups per 100 ms at most: a reader that sees 5,000 new tags at once must not stall main's event loop. */
export const LOOKUPS_PER_TICK = 50;
const TICK_MS = 100;

export function catalogClassifier(
  catalog: Pick<CatalogService, 'status' | 'lookup'>,
  now: () => number = Date.now,
): (kind: 'epc' | 'barcode', value: string) => boolean | undefined {
  // The status counts items in SQLite: read it at most once a second, not once per new tag.
  let state = 'closed';
  let checkedAt = Number.NEGATIVE_INFINITY;
  let tickAt = Number.NEGATIVE_INFINITY;
  let budget = 0;
  return (_kind, value) => {
    const t = now();
    if (t - checkedAt >= 1000) {
      checkedAt = t;
      state = catalog.status().state;
    }
    if (state !== 'ready' && state !== 'offline') return undefined;
    if (t - tickAt >= TICK_MS) {
      tickAt = t;
      budget = LOOKUPS_PER_TICK;
    }
    // Over budget: "cannot tell yet"; the batcher asks again for the tag's next read.
    if (budget <= 0) return undefined;
    budget--;
    try {
      return catalog.lookup(value).status === 'item';
    } catch {
      return undefined;
    }
  };
}
