// Process: main (domain, Electron-free). The count once per item, for the CSV and the printed sheet: each item of
// the count (PER_ITEM_SQL: expected in the scope, or counted anywhere) with what was counted in each area (this
// PC's lines; another PC's lines have no area here) and, unless blind, its expected quantity, variance and value
// once. So every figure sums to the session's variance summary, which is the sum over the same rows. A blind count
// lists only the items counted: a missing item would tell the counter what is expected.
import type { CountSheetView, MoneyCurrency, SheetAreaView, SheetItemView } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { PER_ITEM_SQL } from './variance';

interface ItemRow {
  item_id: string;
  expected: number;
  counted: number | null;
  category: string;
  sku: string | null;
  upc: string | null;
  description: string | null;
  retail: number | null;
  in_scope: number;
}

/** Cents, as the variance summary rounds them. */
const cents = (n: number) => Math.round(n * 100) / 100;

export function sheetItems(db: JournalDb, sessionId: string, blind: boolean): SheetItemView[] {
  const rows = db
    .prepare(
      `SELECT p.*, f.upc FROM (${PER_ITEM_SQL}) p LEFT JOIN count_item_facts f ON f.item_id = p.item_id
       ${blind ? 'WHERE p.counted IS NOT NULL' : ''}
       ORDER BY p.category, COALESCE(p.description, p.item_id) COLLATE NOCASE, p.item_id`,
    )
    .all(sessionId) as ItemRow[];
  const areas = new Map<string, SheetAreaView[]>();
  const lines = db
    .prepare(
      `SELECT item_id, area, qty FROM (
         SELECT item_id, area, qty FROM count_lines WHERE session_id = ?1
         UNION ALL SELECT item_id, NULL, qty FROM count_remote_lines WHERE session_id = ?1)
       ORDER BY item_id, area IS NULL, area COLLATE NOCASE`,
    )
    .all(sessionId) as { item_id: string; area: string | null; qty: number }[];
  for (const l of lines) {
    const list = areas.get(l.item_id) ?? [];
    list.push({ area: l.area, counted: l.qty });
    areas.set(l.item_id, list);
  }
  return rows.map((r) => {
    const counted = r.counted ?? 0;
    const item: SheetItemView = {
      itemId: r.item_id,
      sku: r.sku ?? '',
      upc: r.upc ?? '',
      description: r.description ?? r.item_id,
      category: r.category,
      inScope: r.in_scope === 1,
      counted,
      areas: areas.get(r.item_id) ?? [],
    };
    if (blind) return item;
    const variance = counted - r.expected;
    return {
      ...item,
      expected: r.expected,
      variance,
      varianceValue: r.retail === null ? null : cents(variance * r.retail),
    };
  });
}

export function countSheet(
  db: JournalDb,
  session: { id: string; description: string; blind: boolean },
  currency: MoneyCurrency,
): CountSheetView {
  const items = sheetItems(db, session.id, session.blind);
  const sum = (f: (i: SheetItemView) => number) => items.reduce((s, i) => s + f(i), 0);
  const totals: CountSheetView['totals'] = { counted: sum((i) => i.counted), areaRows: sum((i) => i.areas.length) };
  if (!session.blind) {
    totals.expected = sum((i) => i.expected ?? 0);
    totals.variance = sum((i) => i.variance ?? 0);
    totals.varianceValue = cents(sum((i) => i.varianceValue ?? 0));
  }
  return {
    sessionId: session.id,
    description: session.description,
    blind: session.blind,
    currency,
    items,
    totals,
  };
}
