// Process: shared by main and renderer (types only outside main). The tag reports: a store's
// finished RFID counts whose tag history this PC recorded, two of them compared by EPC (gone, moved, new,
// suspect; domain/tags/compare.ts says the rules), and each report as CSV; and the store's shrink candidates (items
// replenishment could not find twice in a row, domain/tags/shrink.ts) with their CSV. Team counts: a journal holds this PC's
// tags only, so the reports cover what this PC read.
import { z } from 'zod';
import type { ExportResult } from './counts';
import { Guid, request } from './request';

/** A finished count whose tag history was recorded. */
export interface RecordedCount {
  sessionId: string;
  storeId: string;
  /** The count's name, as the session list shows it. */
  description: string;
  recordedAt: number;
  tags: number;
}

export const TAG_REPORT_KINDS = ['gone', 'moved', 'new', 'suspect'] as const;
export type TagReportKind = (typeof TAG_REPORT_KINDS)[number];

/** A tag in a report. area: where it was last seen (gone: in the earlier count; moved and new: in the later one). */
export interface ReportTag {
  epc: string;
  itemId: string | null;
  gtin14: string | null;
  serial: string | null;
  area: string;
  /** Moved only: the area of the earlier count. */
  fromArea?: string;
  /** The last known read (its first read where the last was not recorded: domain/tags/history.ts); null before recording. */
  lastAt: number | null;
}

export type SuspectReason = 'encodings' | 'serialReused' | 'itemChanged';

/** A tag of a suspect case as read in one of the two counts, with what its encoding says. */
export interface SuspectTag {
  epc: string;
  /** sgtin-96, sgtin-198, sgtin+, dsgtin+; null: not an SGTIN. */
  scheme: string | null;
  /** The EPC's filter value (0-7); null where the encoding has none. */
  filter: number | null;
  /** The SGTIN partition (0-6: a company prefix of 12 down to 6 digits); null for the '+' schemes, which have none. */
  partition: number | null;
  itemId: string | null;
  area: string;
  count: 'before' | 'after';
}

/**
 * A suspect case. encodings: one GTIN+serial read as different EPCs (SGTIN-96 and SGTIN-198, or two filter
 * values, say); serialReused: one serial on tags of different items; itemChanged: one EPC counted as different items
 * in the two counts. `key` names the case within its comparison (the list's rows and a filtered CSV).
 */
export interface SuspectGroup {
  key: string;
  reason: SuspectReason;
  gtin14: string | null;
  serial: string | null;
  tags: SuspectTag[];
}

export interface ItemTally {
  itemId: string | null;
  sku: string | null;
  description: string | null;
  category: string;
  tags: number;
}

export interface CategoryTally {
  category: string;
  tags: number;
}

export interface TagReport<T> {
  rows: T[];
  byItem: ItemTally[];
  byCategory: CategoryTally[];
}

/**
 * The two counts of a comparison in the order they were finished (when each one's tag history was recorded: at
 * finalize on this PC, or when this PC read it back finished), so a report never runs backwards.
 */
export interface ComparedCounts {
  before: RecordedCount;
  after: RecordedCount;
  /** Asked the other way round (the later count as the one to compare with), and put in order. */
  reordered: boolean;
}

/** The reports of two counts: `before` the earlier one, `after` the later one. */
export interface TagReports {
  before: string;
  after: string;
  gone: TagReport<ReportTag>;
  moved: TagReport<ReportTag>;
  new: TagReport<ReportTag>;
  suspect: TagReport<SuspectGroup>;
  /** Tags of the earlier count that the later count's scope did not cover (not counted, so not gone). */
  notCovered: number;
  /**
   * Tags a transfer took out of the store between the two counts (in the earlier count, not the later: not gone) and
   * brought into it (in the later count only: not new), from the tag history's moves (domain/tags/moves.ts).
   */
  transferred: { out: number; in: number };
}

/** What `tags.compare` answers: the reports and the two counts they run between. */
export interface TagComparison extends TagReports {
  counts: ComparedCounts;
}

/**
 * Two counts: `after` and, when `before` is left out, the previous recorded count of its store and scope. Named the
 * other way round (`before` finished later), they are compared in the order they were finished.
 */
const Pair = z.object({ after: Guid, before: Guid.optional() });

/**
 * An item replenishment could not find in the back room in the latest two list rounds, with no pick of it since
 * the first (domain/replenish/misses.ts): its tags may be gone.
 */
export interface ShrinkCandidate {
  itemId: string;
  /** From the journal's item facts; null for an item this PC never counted. */
  sku: string | null;
  description: string | null;
  category: string;
  /** Rounds it was not found in, all told. */
  timesNotFound: number;
  /** Unix ms it was last said not found. */
  lastNotFoundAt: number;
}

/** The longest filter text a report's CSV is asked for with (the list's filter box). */
export const TAG_FILTER_MAX = 200;

export const tagRequests = {
  /** The working store's recorded counts, newest first. */
  'tags.counts': request<RecordedCount[]>()(z.object({}).strict()),
  'tags.compare': request<TagComparison>()(Pair.strict()),
  /**
   * One report as CSV (a row per tag; suspect: a row per tag of each case); with `filter`, only the rows the list
   * shows for that filter (reportRowTexts below).
   */
  'tags.csv': request<ExportResult>()(
    Pair.extend({ report: z.enum(TAG_REPORT_KINDS), filter: z.string().max(TAG_FILTER_MAX).optional() }).strict(),
  ),
  /** The working store's shrink candidates, most recently not found first. */
  'tags.shrink': request<ShrinkCandidate[]>()(z.object({}).strict()),
  /** The same as CSV: a row per item. */
  'tags.shrinkCsv': request<ExportResult>()(z.object({}).strict()),
} as const;

// What a report's filter searches: one definition for the list on screen (renderer/src/features/tags) and the CSV
// main writes for the same filter (domain/tags/reports.ts), so a filtered download holds exactly the rows shown.

export const SUSPECT_REASON_TEXT: Record<SuspectReason, string> = {
  encodings: 'Several encodings',
  serialReused: 'Serial on other items',
  itemChanged: 'Now another item',
};

export const SUSPECT_COUNT_TEXT: Record<SuspectTag['count'], string> = {
  before: 'earlier count',
  after: 'later count',
};

/** A suspect tag's encoding in words: "sgtin-96 · filter 3 · partition 5". */
export function encodingText(t: Pick<SuspectTag, 'scheme' | 'filter' | 'partition'>): string {
  if (t.scheme === null) return 'not an SGTIN';
  const parts = [t.scheme];
  if (t.filter !== null) parts.push(`filter ${t.filter}`);
  if (t.partition !== null) parts.push(`partition ${t.partition}`);
  return parts.join(' · ');
}

/** The item as a list names it: SKU and description, else its id. */
export function itemText(t: ItemTally | undefined, itemId: string | null): string {
  return t?.sku ? `${t.sku} ${t.description ?? ''}`.trim() : (itemId ?? 'Unknown item');
}

/**
 * Each row's searchable text, lower case, in the report's row order: a tag by its EPC, item (SKU and description),
 * serial, areas and category; a suspect case by every one of its tags so, and by its reason, each tag's encoding
 * and the count it was read in (a case is kept or left out whole).
 */
export function reportRowTexts(r: TagReports, kind: TagReportKind): string[] {
  const items = new Map<string | null, ItemTally>(r[kind].byItem.map((t) => [t.itemId, t]));
  const tagText = (epc: string, itemId: string | null, serial: string | null, area: string) => {
    const t = items.get(itemId);
    return `${epc} ${itemText(t, itemId)} ${serial ?? ''} ${area} ${t?.category ?? ''}`;
  };
  if (kind !== 'suspect')
    return (r[kind].rows as ReportTag[]).map((t) =>
      tagText(t.epc, t.itemId, t.serial, t.fromArea !== undefined ? `${t.fromArea} → ${t.area}` : t.area).toLowerCase(),
    );
  return r.suspect.rows.map((g) =>
    [
      SUSPECT_REASON_TEXT[g.reason],
      ...g.tags.map(
        (t) => `${tagText(t.epc, t.itemId, g.serial, t.area)} ${encodingText(t)} ${SUSPECT_COUNT_TEXT[t.count]}`,
      ),
    ]
      .join(' ')
      .toLowerCase(),
  );
}

/** Whether a row's text (reportRowTexts) matches the filter as typed: blank keeps every row. */
export const rowMatches = (text: string, filter: string): boolean =>
  filter.trim() === '' || text.includes(filter.trim().toLowerCase());
