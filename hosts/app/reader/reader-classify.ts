// Process: main (composition, Electron-free). Tells the reader batches whether the catalog knows a code, so the
// renderer can sound "unknown tag" apart from "new item". Resolution is the scan path's: the open catalog's
// in-memory index, through the index's shared RfidResolver for EPCs (domain/resolve/shared-rfid.ts: the same
// resolution the count and the receiving draft then use; decoded once per tag, re-resolved when the catalog
// changes), never SQLite, so a reader that sees 5,000 new tags at once costs microseconds, not a stall. Says
// nothing (undefined) while the cache is closed or still filling: a half-synced catalog would call real items
// unknown.

import type { CatalogService } from '../../../domain/catalog/service-types';
import { decodeInput } from '../../../domain/codes';
import { sharedRfidResolver } from '../../../domain/resolve/shared-rfid';

/** Distinct tags one resolver holds (~100 bytes each) before the classifier starts a fresh one. */
export const CLASSIFIER_MAX_TAGS = 500_000;

export function catalogClassifier(
  catalog: Pick<CatalogService, 'status' | 'scanIndex'>,
  now: () => number = Date.now,
  maxTags = CLASSIFIER_MAX_TAGS,
): (kind: 'epc' | 'barcode', value: string) => boolean | undefined {
  // The status counts items in SQLite: read it at most once a second, not once per new tag.
  let state = 'closed';
  let checkedAt = Number.NEGATIVE_INFINITY;
  return (kind, value) => {
    const t = now();
    if (t - checkedAt >= 1000) {
      checkedAt = t;
      state = catalog.status().state;
    }
    if (state !== 'ready' && state !== 'offline') return undefined;
    const index = catalog.scanIndex();
    if (index === null) return undefined;
    if (kind === 'barcode') return index.resolve(decodeInput(value)).status === 'item';
    // Another catalog (account or service switched) has its own resolver, so no tag keeps an old answer.
    return sharedRfidResolver(index, maxTags).resolveEpcHex(value).resolution.status === 'item';
  };
}
