// Process: renderer. The encode slice's public shape: the label printer and company prefix length this PC uses,
// label previews by item, the one print job on screen (its progress read while it runs), and tags written with the
// reader: the last write's outcome (kept until the user dismisses it) and this session's writes as main lists them.
// Part of AppState (types.ts); its creator is encode-slice.ts.
import type {
  EncodeSettingsView,
  LabelLayout,
  LabelPreview,
  PrintJobView,
  ReceiptLabelsView,
  TagWriterView,
  TagWriteView,
  WrittenTagView,
} from '../../../contract/encode';
import type { AppError } from '../../../contract/result';

/**
 * What the last "Write tag" came to, for the item it was for: written and verified; refused before anything was
 * issued (no tag, several, the reader cannot write: nothing changed); or spoiled (the write failed after its serial
 * was issued: the serial is void, and the tag may carry anything).
 */
export type TagWriteOutcome =
  | { kind: 'written'; itemId: string; tag: WrittenTagView }
  | { kind: 'refused' | 'spoiled'; itemId: string; error: AppError };

export interface EncodeSlice {
  encodeSettings: EncodeSettingsView | null;
  /** Label previews by item id. */
  labelPreviews: Record<string, LabelPreview>;
  /** The print job last started or resumed here. */
  printJob: PrintJobView | null;
  printing: boolean;
  /** The last refusal or printer error, in the printer's words when it gave some. */
  encodeError: AppError | null;
  /** Reads the settings and the previews of these items. */
  loadLabels(itemIds: readonly string[]): Promise<void>;
  saveEncodeSettings(patch: {
    printer?: string;
    companyPrefixLength?: number;
    layout?: Partial<LabelLayout>;
  }): Promise<boolean>;
  printItemLabels(itemId: string, count: number): Promise<void>;
  /** `again`: the user confirmed tagging a receipt that has labels (main refuses it otherwise). */
  printReceiptLabels(receiptId: string, lines: { itemId: string; count: number }[], again?: boolean): Promise<void>;
  /** Labels this PC already made for the receipt (asked before tagging it again); null when it cannot be read. */
  receiptLabelsMade(receiptId: string): Promise<ReceiptLabelsView | null>;
  /** Prints what the job on screen still owes (after a printer error). */
  resumePrintJob(): Promise<void>;
  /** Leaves the job on screen (a new item or receipt was opened). */
  clearPrintJob(): void;
  /** Whether the reader as set up can write tags (else why), read when "Write tag" opens. */
  tagWriter: TagWriterView | null;
  writingTag: boolean;
  /** The last write's outcome: stays until the user dismisses it or writes again (a tag read never clears it). */
  tagWriteOutcome: TagWriteOutcome | null;
  /** This session's writes with the reader, newest first, as main's journal has them; null until read. */
  recentTagWrites: TagWriteView[] | null;
  loadTagWriter(): Promise<void>;
  /** Reads this session's writes again (when the panel opens; a write reads them itself). */
  loadRecentTagWrites(): Promise<void>;
  writeTag(itemId: string, opts: { accessPassword?: string; lockWith?: string }): Promise<void>;
  dismissTagWriteOutcome(): void;
}
