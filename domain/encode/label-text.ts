// Process: main (domain, Electron-free). The text a label prints as its description: the item's description with its
// size and colour (or, for an item without those, its other dimensions: a food-and-beverage item's pack), so two
// sizes or colours of one style never print the same words ("Classic T-Shirt 0001, M, White" beside
// "Classic T-Shirt 0001, S, Navy"). The preview shows the same text (service.ts).
import type { ItemDimensionView } from '../../contract/catalog';

/** Dimension names that tell the variants of a style apart (domain/catalog DEFAULT_DIMENSION_NAMES). */
const VARIANT_NAMES = ['size', 'colour'];

export function labelDescription(description: string, dims: readonly ItemDimensionView[]): string {
  const named = dims.filter((d) => d.name !== null && VARIANT_NAMES.includes(d.name));
  const shown = named.length > 0 ? named : dims;
  const base = description.trim();
  // A catalog whose descriptions already carry the size or colour does not get it twice.
  const extra = shown.map((d) => d.description.trim()).filter((t) => t && !hasWords(base, t));
  return [base, ...extra].join(', ');
}

/** `words` in `text` as whole words (size "S" is not in "T-Shirt"; colour "Red" is in "Tee Red"), any case. */
function hasWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s,/()])${escaped}($|[\\s,/()])`, 'iu').test(text);
}
