// Process: renderer. The tag reports slice's public shape: the working store's counts with a tag
// history on this PC, the two counts compared (the earlier one null: the previous count of the same scope), the
// comparison and the report on screen, and the store's shrink candidates (items replenishment could not find twice in
// a row). Part of AppState (types.ts); its creator is tags-slice.ts.
import type { ExportResult } from '../../../contract/counts';
import type { AppError } from '../../../contract/result';
import type { RecordedCount, ShrinkCandidate, TagComparison, TagReportKind } from '../../../contract/tags';

export interface TagsSlice {
  tagCounts: RecordedCount[] | null;
  /** The later count of the pair, and the earlier one (null: its previous count of the same scope). */
  tagAfter: string | null;
  tagBefore: string | null;
  tagComparison: TagComparison | null;
  tagReport: TagReportKind;
  tagBusy: boolean;
  tagError: AppError | null;
  /** Opens the Tag reports screen: on `after` (a finished count) when given, else on the newest recorded count. */
  openTagReports(after?: string): Promise<void>;
  /**
   * Compares this pair (before null: the previous count of the same scope); main puts it in the order the counts
   * were finished, and tagAfter/tagBefore follow (the comparison's `counts.reordered` says they were turned round).
   */
  compareTags(after: string, before: string | null): Promise<void>;
  setTagReport(kind: TagReportKind): void;
  /** The report on screen as CSV, or null (the error kept): the rows the list's filter keeps, when one is typed. */
  tagReportCsv(filter?: string): Promise<ExportResult | null>;
  /** The working store's shrink candidates (loaded when the screen opens); null until they answered. */
  tagShrink: ShrinkCandidate[] | null;
  /** The shrink candidates as CSV, or null (the error kept). */
  tagShrinkCsv(): Promise<ExportResult | null>;
}
