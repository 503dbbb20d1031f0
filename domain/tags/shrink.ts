// Process: main (domain, Electron-free). The shrink candidates of the tag reports: items replenishment could not
// find in the back room twice in a row with no pick of them since (domain/replenish/misses.ts shrinkCandidates),
// named from the journal's item facts as the other reports name them, with how often and when they were last not
// found; and the list as CSV through counting's one CSV writer.
import type { ExportResult } from '../../contract/counts';
import type { ShrinkCandidate } from '../../contract/tags';
import { toCsv } from '../counts/export';
import type { JournalDb } from '../journal/journal';
import { shrinkCandidates } from '../replenish/misses';
import { NO_CATEGORY } from './report-context';

/** The store's shrink candidates, most recently not found first (then by SKU). */
export function shrinkReport(db: JournalDb, storeId: string): ShrinkCandidate[] {
  const factsOf = db.prepare('SELECT sku, description, category FROM count_item_facts WHERE item_id = ?');
  const missesOf = db.prepare(
    `SELECT COUNT(*) AS times, MAX(at) AS lastAt FROM replen_misses
     WHERE store_id = ? AND item_id = ? AND reason = 'not_found'`,
  );
  const rows = shrinkCandidates(db, storeId).map((itemId): ShrinkCandidate => {
    const f = factsOf.get(itemId) as { sku: string; description: string; category: string } | undefined;
    const m = missesOf.get(storeId, itemId) as { times: number; lastAt: number };
    return {
      itemId,
      sku: f?.sku ?? null,
      description: f?.description ?? null,
      category: f?.category || NO_CATEGORY,
      timesNotFound: m.times,
      lastNotFoundAt: m.lastAt,
    };
  });
  return rows.sort((a, b) => b.lastNotFoundAt - a.lastNotFoundAt || (a.sku ?? '').localeCompare(b.sku ?? ''));
}

/** The shrink candidates as CSV: a row per item (named as the reports' CSVs: tags-shrink-<store id>.csv). */
export function shrinkCsv(rows: readonly ShrinkCandidate[], storeId: string): ExportResult {
  const header = ['item id', 'sku', 'description', 'category', 'times not found', 'last not found'];
  const records = rows.map((r) => [
    r.itemId,
    r.sku ?? '',
    r.description ?? '',
    r.category,
    r.timesNotFound,
    new Date(r.lastNotFoundAt).toISOString(),
  ]);
  return { fileName: `tags-shrink-${storeId}.csv`, csv: toCsv([header, ...records]), rows: records.length };
}
