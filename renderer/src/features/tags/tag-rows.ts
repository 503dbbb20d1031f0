// Process: renderer. A report's tags as the list shows them: one row per tag (suspect: per tag of each case and
// count it was read in), with the item's SKU and name from the report's own per-item counts. `at` is the row's place
// in the report (a suspect case's index): the filter keeps or leaves out report rows by contract/tags.ts
// reportRowTexts, the same test main's CSV applies, so a suspect case is shown whole or not at all. Built once per
// report, not per render.
import {
  encodingText,
  type ItemTally,
  itemText,
  type ReportTag,
  SUSPECT_COUNT_TEXT,
  SUSPECT_REASON_TEXT,
  type TagComparison,
  type TagReportKind,
} from '../../../../contract/tags';

export interface TagRow {
  key: string;
  /** The report row it shows (a suspect case: each of its tags shares it). */
  at: number;
  epc: string;
  item: string;
  serial: string;
  /** Where it was last seen (moved: "from → to"). */
  area: string;
  /** Last read time (gone, moved, new; null for suspect). */
  lastAt: number | null;
  /** Suspect: the reason and the count it was read in. */
  why: string;
  /** Suspect: the encoding's scheme, filter value and partition. */
  encoding: string;
}

/** What the list counts in each report: a tag, or a suspect case (several tags). */
export const reportUnit = (kind: TagReportKind): [string, string] =>
  kind === 'suspect' ? ['case', 'cases'] : ['tag', 'tags'];

export function tagRows(r: TagComparison, kind: TagReportKind): TagRow[] {
  const items = new Map<string | null, ItemTally>(r[kind].byItem.map((t) => [t.itemId, t]));
  const item = (id: string | null) => itemText(items.get(id), id);
  if (kind !== 'suspect')
    return (r[kind].rows as ReportTag[]).map((t, at) => ({
      key: t.epc,
      at,
      epc: t.epc,
      item: item(t.itemId),
      serial: t.serial ?? '',
      area: t.fromArea !== undefined ? `${t.fromArea} → ${t.area}` : t.area,
      lastAt: t.lastAt,
      why: '',
      encoding: '',
    }));
  return r.suspect.rows.flatMap((g, at) =>
    g.tags.map((t) => ({
      key: `${g.key} ${t.epc} ${t.count}`,
      at,
      epc: t.epc,
      item: item(t.itemId),
      serial: g.serial ?? '',
      area: t.area,
      lastAt: null,
      why: `${SUSPECT_REASON_TEXT[g.reason]} · ${SUSPECT_COUNT_TEXT[t.count]}`,
      encoding: encodingText(t),
    })),
  );
}
