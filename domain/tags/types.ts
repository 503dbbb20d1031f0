// Process: main (domain, Electron-free). The tag history's and the tag reports' shapes. They become view types of
// contract/tags.ts when the reports cross IPC (the next step of issue 22); until then the domain is their only user.

/** A finalized count whose tag history was recorded. */
export interface RecordedCount {
  sessionId: string;
  storeId: string;
  recordedAt: number;
  tags: number;
}

/** One EPC of a count, as count_tags keeps it. Times are Unix ms; lastAt null: read more than once, time unknown. */
export interface CountTag {
  epc: string;
  itemId: string | null;
  area: string;
  reads: number;
  firstAt: number | null;
  lastAt: number | null;
}

export type TagReportKind = 'gone' | 'moved' | 'new' | 'suspect';

/** A tag in a report. area: where it was last seen (gone: in the earlier count; moved and new: in the later one). */
export interface ReportTag {
  epc: string;
  itemId: string | null;
  gtin14: string | null;
  serial: string | null;
  area: string;
  /** Moved only: the area of the earlier count. */
  fromArea?: string;
  /** The last known read (its first read where the last was not recorded: history.ts); null before recording. */
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
