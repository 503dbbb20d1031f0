// Process: renderer (pure TS). The pick list as the virtual list draws it: one flat run of rows in the walk's order,
// a heading row per back-room area, a heading row per category under it, then its lines. Each row has a key that
// stays while the list updates in place (an area by name, a category by area and name, a line by item), so a row
// keeps its measured height and the focus. The printed list (PickListPrint) walks the groups themselves.
import type { ReplenishLine } from '../../../../contract/replenish';
import type { AreaGroup, CategoryGroup } from './list-groups';

/** A line shows this many of its tags, on screen and on paper; the rest are counted (the CSV has them all). */
export const TAGS_SHOWN = 5;

export type PickListRow =
  | { kind: 'area'; key: string; name: string; group: AreaGroup }
  | { kind: 'category'; key: string; name: string; group: CategoryGroup }
  | { kind: 'line'; key: string; line: ReplenishLine };

/** An area group's name: the lines without a back-room picture are estimates. */
export const areaName = (g: AreaGroup): string => g.backArea ?? 'Back room (estimated)';
export const categoryName = (g: CategoryGroup): string => g.category || 'No category';

/** A line's row, made once per line object: a change of the list replaces only the lines it changed, so the rest
 * keep their rows (and keys) instead of tens of thousands being made again at every change. */
const lineRows = new WeakMap<ReplenishLine, PickListRow>();
function lineRow(line: ReplenishLine): PickListRow {
  let row = lineRows.get(line);
  if (!row) {
    row = { kind: 'line', key: `line\u0000${line.itemId}`, line };
    lineRows.set(line, row);
  }
  return row;
}

export function pickListRows(groups: readonly AreaGroup[]): PickListRow[] {
  const rows: PickListRow[] = [];
  for (const area of groups) {
    const name = areaName(area);
    rows.push({ kind: 'area', key: `area\u0000${name}`, name, group: area });
    for (const category of area.categories) {
      rows.push({
        kind: 'category',
        key: `category\u0000${name}\u0000${category.category}`,
        name: categoryName(category),
        group: category,
      });
      for (const line of category.items) rows.push(lineRow(line));
    }
  }
  return rows;
}

/** Tag rows a line shows: its tags up to TAGS_SHOWN, and one "and N more" row past that. */
export const tagRowsOf = (line: ReplenishLine): number =>
  Math.min(line.tags.length, TAGS_SHOWN) + (line.tags.length > TAGS_SHOWN ? 1 : 0);
