// Process: test (node). A replenishment line for the renderer's tests: `bring` units from `backArea` (null: the
// back room estimated), the minimum `bring`, one more in the back room; its tags and picked units as given.
import type { PickTag, ReplenishLine } from '../../../contract/replenish';

export function replenishLine(
  sku: string,
  backArea: string | null,
  category: string,
  bring: number,
  more: { picked?: number; tags?: PickTag[] } = {},
): ReplenishLine {
  return {
    itemId: `id-${sku}`,
    sku,
    description: `Item ${sku}`,
    category,
    floor: 0,
    minimum: bring,
    back: bring + 1,
    backEstimated: backArea === null,
    bring,
    picked: more.picked ?? 0,
    backArea,
    tags: more.tags ?? [],
    missed: null,
    shrinkCandidate: false,
  };
}
