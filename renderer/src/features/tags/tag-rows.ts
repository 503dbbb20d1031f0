// Process: renderer. A report's tags as the list shows them: one row per tag (suspect: per tag of each group and
// count it was read in), with the item's SKU and name from the report's own per-item counts, and the text a filter
// searches. Built once per report, not per render.
import type { ItemTally, ReportTag, TagComparison, TagReportKind } from '../../../../contract/tags';

export interface TagRow {
  key: string;
  epc: string;
  item: string;
  serial: string;
  /** Where it was last seen (moved: "from → to"). */
  area: string;
  /** Last read time (gone, moved, new; null for suspect). */
  lastAt: number | null;
  /** Suspect: the reason, the tag's encoding and the count it was read in. */
  note: string;
  /** Lower case, for the filter. */
  haystack: string;
}

const REASONS = {
  encodings: 'Several encodings',
  serialReused: 'Serial on other items',
  itemChanged: 'Now another item',
} as const;

export function tagRows(r: TagComparison, kind: TagReportKind): TagRow[] {
  const items = new Map<string | null, ItemTally>(r[kind].byItem.map((t) => [t.itemId, t]));
  const itemText = (id: string | null) => {
    const t = items.get(id);
    return t?.sku ? `${t.sku} ${t.description ?? ''}`.trim() : (id ?? 'Unknown item');
  };
  const row = (key: string, epc: string, itemId: string | null, serial: string | null, area: string) => {
    const item = itemText(itemId);
    const category = items.get(itemId)?.category ?? '';
    return {
      key,
      epc,
      item,
      serial: serial ?? '',
      area,
      haystack: `${epc} ${item} ${serial ?? ''} ${area} ${category}`.toLowerCase(),
    };
  };
  if (kind !== 'suspect')
    return (r[kind].rows as ReportTag[]).map((t) => ({
      ...row(t.epc, t.epc, t.itemId, t.serial, t.fromArea !== undefined ? `${t.fromArea} → ${t.area}` : t.area),
      lastAt: t.lastAt,
      note: '',
    }));
  return r.suspect.rows.flatMap((g, i) =>
    g.tags.map((t) => {
      const base = row(`${i} ${t.epc} ${t.count}`, t.epc, t.itemId, g.serial, t.area);
      const note = `${REASONS[g.reason]} · ${t.scheme ?? 'not an SGTIN'} · ${t.count === 'before' ? 'earlier count' : 'later count'}`;
      return { ...base, lastAt: null, note, haystack: `${base.haystack} ${note.toLowerCase()}` };
    }),
  );
}

export const matches = (row: TagRow, filter: string): boolean =>
  filter === '' || row.haystack.includes(filter.toLowerCase());
