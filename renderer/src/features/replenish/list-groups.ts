// Process: renderer (pure TS). The pick list as the screen walks it: the lines a filter keeps, grouped by back-room
// area and then category in main's order (one walk through the stockroom), with each group's lines and units to
// bring and what is picked of them. The figures are sums of the lines shown, so a filtered list adds up on screen.
import type { ReplenishLine } from '../../../../contract/replenish';

export interface ListFigures {
  lines: number;
  /** Units to bring. */
  units: number;
  /** Of those, units picked and not yet on the floor. */
  picked: number;
}

export interface CategoryGroup extends ListFigures {
  category: string;
  items: ReplenishLine[];
}

export interface AreaGroup extends ListFigures {
  /** The back-room area; null for the estimated lines (no back-room picture). */
  backArea: string | null;
  categories: CategoryGroup[];
}

export function figuresOf(lines: readonly ReplenishLine[]): ListFigures {
  let units = 0;
  let picked = 0;
  for (const l of lines) {
    units += l.bring;
    picked += Math.min(l.picked, l.bring);
  }
  return { lines: lines.length, units, picked };
}

/** The figures of groups (areas or categories) together: what they show, added up. */
export function figuresOfGroups(groups: readonly ListFigures[]): ListFigures {
  const sum: ListFigures = { lines: 0, units: 0, picked: 0 };
  for (const g of groups) {
    sum.lines += g.lines;
    sum.units += g.units;
    sum.picked += g.picked;
  }
  return sum;
}

const wordsOf = (filter: string) => filter.trim().toLowerCase().split(/\s+/u).filter(Boolean);

function matches(line: ReplenishLine, words: readonly string[]): boolean {
  const text = [line.sku, line.description, line.category, line.backArea ?? '', ...line.tags.map((t) => t.epc)]
    .join(' ')
    .toLowerCase();
  return words.every((w) => text.includes(w));
}

/** What a filter searches in a line: SKU, description, category, back-room area and its tags' EPCs. */
export const lineMatches = (line: ReplenishLine, filter: string): boolean => matches(line, wordsOf(filter));

/**
 * The lines kept by `filter`, grouped by back-room area then category, in the order main sorted them. Run at every
 * change of a floor scan's list (tens of thousands of lines): no filter reads no line's text, and each group's
 * figures are its parts' added up.
 */
export function groupLines(lines: readonly ReplenishLine[], filter = ''): AreaGroup[] {
  const words = wordsOf(filter);
  const areas = new Map<string | null, Map<string, ReplenishLine[]>>();
  let lastArea: string | null | undefined;
  let lastCategory: string | undefined;
  let items: ReplenishLine[] = [];
  for (const line of lines) {
    if (words.length > 0 && !matches(line, words)) continue;
    // Lines come in main's walk order, so a group's lines follow each other: the maps are looked up per group.
    if (line.backArea !== lastArea || line.category !== lastCategory) {
      const byCategory = areas.get(line.backArea) ?? new Map<string, ReplenishLine[]>();
      areas.set(line.backArea, byCategory);
      items = byCategory.get(line.category) ?? [];
      byCategory.set(line.category, items);
      lastArea = line.backArea;
      lastCategory = line.category;
    }
    items.push(line);
  }
  return [...areas].map(([backArea, byCategory]) => {
    const categories = [...byCategory].map(([category, items]) => ({ category, items, ...figuresOf(items) }));
    return { backArea, categories, ...figuresOfGroups(categories) };
  });
}

/** Floor availability over all categories: items held that have a minimum, and of those the ones at it. */
export function availabilityTotal(rows: readonly { held: number; atMinimum: number }[]) {
  return rows.reduce((a, r) => ({ held: a.held + r.held, atMinimum: a.atMinimum + r.atMinimum }), {
    held: 0,
    atMinimum: 0,
  });
}
