// Process: main (domain, Electron-free). The tag reports as the app and the CLI ask for them: a count compared with
// the count the user names or, by default, the previous recorded count of its store and scope (history.ts), the
// two always in the order they were finished, so a report never runs backwards (gone, moved and new would swap);
// and each report as CSV through counting's one CSV writer (toCsv: formula-like cells escaped, numbers kept
// numbers), the item's SKU, description and category taken from the report's own tallies (the journal's item
// facts), all rows or the rows a filter keeps (contract/tags.ts reportRowTexts, the list's own filter).
import type { ExportResult } from '../../contract/counts';
import {
  type ComparedCounts,
  type ItemTally,
  type ReportTag,
  reportRowTexts,
  rowMatches,
  type TagComparison,
  type TagReportKind,
  type TagReports,
} from '../../contract/tags';
import { toCsv } from '../counts/export';
import { CountError } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { compareCounts } from './compare';
import { previousCount, recordedCount } from './history';
import { createTagCodes } from './tag-codes';

const noHistory = (id: string) =>
  new CountError(
    'not_found',
    `Count ${id} has no tag history on this PC: reports compare finished RFID counts read here.`,
  );

type Recorded = NonNullable<ReturnType<typeof recordedCount>>;

/** Whether `x` was finished after `y`: recorded later; on a tie opened later, then the greater id (recordedCounts). */
const finishedAfter = (x: Recorded, y: Recorded): boolean =>
  x.recordedAt !== y.recordedAt
    ? x.recordedAt > y.recordedAt
    : x.openedAt !== y.openedAt
      ? x.openedAt > y.openedAt
      : x.sessionId > y.sessionId;

/**
 * `count` and the count it is compared with in the order they were finished: `reordered` when the one named to
 * compare with was finished later. Refused in words when either has no tag history here, and for one count twice.
 */
export function inFinishOrder(db: JournalDb, count: string, comparedWith: string): ComparedCounts {
  if (count === comparedWith)
    throw new CountError(
      'bad_input',
      'A count compared with itself has nothing to report: choose another count to compare it with.',
    );
  const c = recordedCount(db, count);
  if (c === null) throw noHistory(count);
  const w = recordedCount(db, comparedWith);
  if (w === null) throw noHistory(comparedWith);
  const reordered = finishedAfter(w, c);
  const [{ openedAt: _b, ...before }, { openedAt: _a, ...after }] = reordered ? [c, w] : [w, c];
  return { before, after, reordered };
}

/**
 * Compares `after` with `before` or, left out, with its previous recorded count of the same scope, always from the
 * earlier-finished count to the later one (inFinishOrder); not_found when there is none to compare with.
 */
export function compareWithPrevious(db: JournalDb, after: string, before?: string): TagComparison {
  if (recordedCount(db, after) === null) throw noHistory(after);
  const earlier = before ?? previousCount(db, after);
  if (earlier === null)
    throw new CountError(
      'not_found',
      'No earlier finished count of the same store and scope on this PC: choose the count to compare with.',
    );
  const counts = inFinishOrder(db, after, earlier);
  return { ...compareCounts(db, counts.before.sessionId, counts.after.sessionId), counts };
}

const TAG_HEADER = ['epc', 'gtin14', 'serial', 'item id', 'sku', 'description', 'category', 'area'];
const iso = (at: number | null) => (at === null ? '' : new Date(at).toISOString());

/**
 * One report of a comparison as CSV: a row per tag (suspect: a row per tag of each case, its reason first and its
 * encoding's scheme, filter value and partition), every row or, with `filter`, those the list shows for it.
 */
export function tagReportCsv(r: TagReports, kind: TagReportKind, filter = ''): ExportResult {
  const report = r[kind];
  const items = new Map<string | null, ItemTally>(report.byItem.map((t) => [t.itemId, t]));
  const facts = (itemId: string | null) => {
    const t = items.get(itemId);
    return [itemId ?? '', t?.sku ?? '', t?.description ?? '', t?.category ?? ''];
  };
  const texts = filter.trim() === '' ? null : reportRowTexts(r, kind);
  const kept = <T>(rows: T[]) => (texts === null ? rows : rows.filter((_, i) => rowMatches(texts[i]!, filter)));
  let records: (string | number)[][];
  if (kind === 'suspect') {
    const header = ['reason', 'count', 'scheme', 'filter', 'partition', ...TAG_HEADER];
    records = [header];
    // Each tag's own GTIN and serial: a serial reused across items is a case of several GTINs.
    const codeOf = createTagCodes();
    for (const g of kept(r.suspect.rows))
      for (const t of g.tags) {
        const code = codeOf(t.epc);
        records.push([
          g.reason,
          t.count,
          t.scheme ?? '',
          t.filter ?? '',
          t.partition ?? '',
          t.epc,
          code.gtin14 ?? '',
          code.serial ?? '',
          ...facts(t.itemId),
          t.area,
        ]);
      }
  } else {
    const moved = kind === 'moved';
    records = [[...TAG_HEADER, ...(moved ? ['from area'] : []), 'last read']];
    for (const t of kept(report.rows as ReportTag[])) {
      const row = [t.epc, t.gtin14 ?? '', t.serial ?? '', ...facts(t.itemId), t.area];
      records.push([...row, ...(moved ? [t.fromArea ?? ''] : []), iso(t.lastAt)]);
    }
  }
  const fileName = `tags-${kind}-${r.after}${texts === null ? '' : '-filtered'}.csv`;
  return { fileName, csv: toCsv(records), rows: records.length - 1 };
}
