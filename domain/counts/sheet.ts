// Process: main (domain, Electron-free). The count once per item, for the CSV and the printed sheet: each item of
// the count (PER_ITEM_SQL: expected in the scope, or counted anywhere) with what was counted in each area (this
// PC's lines; another PC's lines have no area here) and, unless blind, its expected quantity once, and either its
// variance and value (a counted line: variance.ts isCountedLine) or its missing value (a missing item: isMissing);
// an item waiting for its recount has neither. So each figure sums to the session's variance summary (variance.ts
// varianceSummary: the count's variance, the missing value), which is the sum over the same rows. A blind count
// lists only the items counted: a missing item would tell the counter what is expected. The printed sheet
// (countSheet) lists the counted items and sums the items on no line into one row: a whole-store count of a big
// store would otherwise print every item it carries.
import type { CountSheetView, MoneyCurrency, SheetAreaView, SheetItemView } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { exactQuantity, exactSum } from '../units/quantity';
import { isCountedLine, isMissing, PER_ITEM_SQL } from './variance';

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
  waiting: number;
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
    const figures: SheetItemView = { ...item, expected: r.expected };
    if (isCountedLine({ counted: r.counted, waiting: r.waiting === 1 })) {
      const variance = exactQuantity(counted - r.expected);
      return { ...figures, variance, varianceValue: r.retail === null ? null : cents(variance * r.retail) };
    }
    if (isMissing(r)) return { ...figures, missingValue: r.retail === null ? null : cents(r.expected * r.retail) };
    return figures;
  });
}

export function countSheet(
  db: JournalDb,
  session: { id: string; description: string; blind: boolean },
  currency: MoneyCurrency,
): CountSheetView {
  const all = sheetItems(db, session.id, session.blind);
  // Quantities may be decimals (partial bottles, kilograms): summed exactly, money rounded to cents after.
  const sum = (list: SheetItemView[], f: (i: SheetItemView) => number) => exactSum(list.map(f));
  const figures = (list: SheetItemView[]) => ({
    expected: sum(list, (i) => (i.variance === undefined ? 0 : (i.expected ?? 0))),
    variance: sum(list, (i) => i.variance ?? 0),
    varianceValue: cents(sum(list, (i) => i.varianceValue ?? 0)),
    missingValue: cents(sum(list, (i) => i.missingValue ?? 0)),
  });
  const counted = all.filter((i) => i.areas.length > 0);
  const view: CountSheetView = {
    sessionId: session.id,
    description: session.description,
    blind: session.blind,
    currency,
    items: counted,
    totals: { counted: sum(all, (i) => i.counted), areaRows: sum(all, (i) => i.areas.length) },
  };
  if (session.blind) return view;
  // On no line: no area row (a line of this PC has its area, another PC's line one without). Missing: of those,
  // the ones with stock on hand (variance.ts isMissing).
  const onNoLine = all.filter((i) => i.areas.length === 0);
  const missing = onNoLine.filter((i) => isMissing({ expected: i.expected ?? 0, counted: null }));
  return {
    ...view,
    notCounted: {
      items: onNoLine.length,
      missing: {
        items: missing.length,
        units: sum(missing, (i) => i.expected ?? 0),
        value: figures(missing).missingValue,
      },
    },
    totals: { ...view.totals, ...figures(all) },
  };
}
