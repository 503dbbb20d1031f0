// Process: node (benchmark). The `replenish` benchmark's list-stage store from replenish-scale.ts's pieces: N items
// and a finished whole count of N tags recorded as finalize does, plus an open floor scan of the floor's tags (a
// tenth gone, some back-room ones now on the floor). Apart from the bench so a profile can seed a store once and
// build its list many times.
import type { CatalogDb } from '../../domain/catalog/db';
import type { JournalDb } from '../../domain/journal/journal';
import { prng } from '../helpers/prng';
import { STORE } from '../unit/tags/journal-fixture';
import { addScaleItems, floorScanAtSize, wholeCountAtSize } from './replenish-scale';

export { STORE };

/** Seeds the store; the floor scan's session id (the list is built from it). */
export function seedReplenishStore(
  journal: JournalDb,
  catalog: CatalogDb,
  size: { tags: number; items: number },
): { floorSessionId: string } {
  const random = prng(34);
  const items = addScaleItems(catalog, STORE, size.items);
  const whole = wholeCountAtSize(journal, STORE, {
    tags: size.tags,
    itemOf: () => items[Math.floor(random() * size.items)]!,
    random,
    at: 1_000,
  });
  const seen = [...whole.floorTags.filter(() => random() >= 0.1), ...whole.backTags.filter(() => random() < 0.02)];
  return { floorSessionId: floorScanAtSize(journal, STORE, seen, 3_000) };
}
