// Process: main (domain, Electron-free). Tells the reader batches whether the catalog knows a code, so the renderer
// can sound "unknown tag" apart from "new item". Says nothing (undefined) while the cache is closed or still filling:
// a half-synced catalog would call real items unknown.
import type { CatalogService } from './catalog-service';

export function catalogClassifier(
  catalog: Pick<CatalogService, 'status' | 'lookup'>,
): (kind: 'epc' | 'barcode', value: string) => boolean | undefined {
  // The status counts items in SQLite: read it at most once a second, not once per new tag.
  let state = 'closed';
  let checkedAt = Number.NEGATIVE_INFINITY;
  return (_kind, value) => {
    const now = Date.now();
    if (now - checkedAt >= 1000) {
      checkedAt = now;
      state = catalog.status().state;
    }
    if (state !== 'ready' && state !== 'offline') return undefined;
    try {
      return catalog.lookup(value).status === 'item';
    } catch {
      return undefined;
    }
  };
}
