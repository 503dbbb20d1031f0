// Process: shared by main and renderer (types only outside main). The tag reports: a store's
// finished RFID counts whose tag history this PC recorded, two of them compared by EPC (gone, moved, new,
// suspect; domain/tags/compare.ts says the rules), and each report as CSV. Team counts: a journal holds this PC's
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

/**
 * encodings: one GTIN+serial read as different EPCs (SGTIN-96 and SGTIN-198, say); serialReused: one serial on
 * tags of different items; itemChanged: one EPC counted as different items in the two counts.
 */
export interface SuspectGroup {
  reason: SuspectReason;
  gtin14: string | null;
  serial: string | null;
  tags: { epc: string; scheme: string | null; itemId: string | null; area: string; count: 'before' | 'after' }[];
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

export interface TagComparison {
  before: string;
  after: string;
  gone: TagReport<ReportTag>;
  moved: TagReport<ReportTag>;
  new: TagReport<ReportTag>;
  suspect: TagReport<SuspectGroup>;
  /** Tags of the earlier count that the later count's scope did not cover (not counted, so not gone). */
  notCovered: number;
}

/** Two counts: `after` and, when `before` is left out, the previous recorded count of its store and scope. */
const Pair = z.object({ after: Guid, before: Guid.optional() });

export const tagRequests = {
  /** The working store's recorded counts, newest first. */
  'tags.counts': request<RecordedCount[]>()(z.object({}).strict()),
  'tags.compare': request<TagComparison>()(Pair.strict()),
  /** One report as CSV (a row per tag; suspect: a row per tag of each group). */
  'tags.csv': request<ExportResult>()(Pair.extend({ report: z.enum(TAG_REPORT_KINDS) }).strict()),
} as const;
