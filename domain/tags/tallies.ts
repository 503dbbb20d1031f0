// Process: main (domain, Electron-free). The counts on top of each tag report: tags per item and per category,
// most first (ties by category, then SKU), so the biggest shrink or misplacement is read first.

import type { CategoryTally, ItemTally, TagReport } from '../../contract/tags';
import type { ReportContext } from './report-context';

export function tally<T>(rows: T[], itemsOf: (row: T) => (string | null)[], ctx: ReportContext): TagReport<T> {
  const perItem = new Map<string | null, number>();
  for (const row of rows) for (const id of new Set(itemsOf(row))) perItem.set(id, (perItem.get(id) ?? 0) + 1);
  const byItem: ItemTally[] = [...perItem].map(([itemId, tags]) => {
    const f = ctx.facts(itemId);
    return { itemId, sku: f?.sku ?? null, description: f?.description ?? null, category: ctx.category(itemId), tags };
  });
  byItem.sort(
    (a, b) => b.tags - a.tags || a.category.localeCompare(b.category) || (a.sku ?? '').localeCompare(b.sku ?? ''),
  );
  const perCategory = new Map<string, number>();
  for (const row of rows)
    for (const c of new Set(itemsOf(row).map(ctx.category))) perCategory.set(c, (perCategory.get(c) ?? 0) + 1);
  const byCategory: CategoryTally[] = [...perCategory]
    .map(([category, tags]) => ({ category, tags }))
    .sort((a, b) => b.tags - a.tags || a.category.localeCompare(b.category));
  return { rows, byItem, byCategory };
}
