// Process: main (domain, Electron-free). The tag reports as the app and the CLI ask for them: a count compared with
// the one a user names or, by default, the previous recorded count of its store and scope (history.ts); and each
// report as CSV through counting's one CSV writer (toCsv: formula-like cells escaped, numbers kept numbers), the
// item's SKU, description and category taken from the report's own tallies (the journal's item facts).
import type { ExportResult } from '../../contract/counts';
import type { ItemTally, ReportTag, TagComparison, TagReportKind } from '../../contract/tags';
import { toCsv } from '../counts/export';
import { CountError } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { compareCounts } from './compare';
import { previousCount } from './history';
import { createTagCodes } from './tag-codes';

/** Compares `after` with `before`, or with its previous recorded count; not_found when there is none to compare. */
export function compareWithPrevious(db: JournalDb, after: string, before?: string): TagComparison {
  const recorded = db.prepare('SELECT 1 FROM tag_counts WHERE session_id = ?');
  if (!recorded.get(after))
    throw new CountError(
      'not_found',
      `Count ${after} has no tag history on this PC: reports compare finished RFID counts read here.`,
    );
  const earlier = before ?? previousCount(db, after);
  if (earlier === null)
    throw new CountError(
      'not_found',
      'No earlier finished count of the same store and scope on this PC: choose the count to compare with.',
    );
  return compareCounts(db, earlier, after);
}

const TAG_HEADER = ['epc', 'gtin14', 'serial', 'item id', 'sku', 'description', 'category', 'area'];
const iso = (at: number | null) => (at === null ? '' : new Date(at).toISOString());

/** One report of a comparison as CSV: a row per tag (suspect: a row per tag of each group, its reason first). */
export function tagReportCsv(r: TagComparison, kind: TagReportKind): ExportResult {
  const report = r[kind];
  const items = new Map<string | null, ItemTally>(report.byItem.map((t) => [t.itemId, t]));
  const facts = (itemId: string | null) => {
    const t = items.get(itemId);
    return [itemId ?? '', t?.sku ?? '', t?.description ?? '', t?.category ?? ''];
  };
  let records: (string | number)[][];
  if (kind === 'suspect') {
    const header = ['reason', 'count', 'scheme', ...TAG_HEADER];
    records = [header];
    // Each tag's own GTIN and serial: a serial reused across items is a group of several GTINs.
    const codeOf = createTagCodes();
    for (const g of r.suspect.rows)
      for (const t of g.tags) {
        const { gtin14, serial } = codeOf(t.epc);
        records.push([
          g.reason,
          t.count,
          t.scheme ?? '',
          t.epc,
          gtin14 ?? '',
          serial ?? '',
          ...facts(t.itemId),
          t.area,
        ]);
      }
  } else {
    const moved = kind === 'moved';
    records = [[...TAG_HEADER, ...(moved ? ['from area'] : []), 'last read']];
    for (const t of report.rows as ReportTag[]) {
      const row = [t.epc, t.gtin14 ?? '', t.serial ?? '', ...facts(t.itemId), t.area];
      records.push([...row, ...(moved ? [t.fromArea ?? ''] : []), iso(t.lastAt)]);
    }
  }
  return { fileName: `tags-${kind}-${r.after}.csv`, csv: toCsv(records), rows: records.length - 1 };
}
