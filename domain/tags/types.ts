// Process: main (domain, Electron-free). The tag history's own shape. The reports' shapes cross IPC, so they are
// contract/tags.ts's (RecordedCount, ReportTag, SuspectGroup, tallies, TagComparison).

/** One EPC of a count, as count_tags keeps it. Times are Unix ms; lastAt null: read more than once, time unknown. */
export interface CountTag {
  epc: string;
  itemId: string | null;
  area: string;
  reads: number;
  firstAt: number | null;
  lastAt: number | null;
}
