// Process: renderer. The encode slice's public shape: the label printer and company prefix length this PC uses,
// label previews by item, the one print job on screen (its progress read while it runs), and one tag written with
// the reader. Part of AppState
// (types.ts); its creator is encode-slice.ts.
import type {
  EncodeSettingsView,
  LabelLayout,
  LabelPreview,
  PrintJobView,
  ReceiptLabelsView,
  TagWriterView,
  WrittenTagView,
} from '../../../contract/encode';
import type { AppError } from '../../../contract/result';

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
  printReceiptLabels(receiptId: string, lines: { itemId: string; count: number }[]): Promise<void>;
  /** Labels this PC already made for the receipt (asked before tagging it again); null when it cannot be read. */
  receiptLabelsMade(receiptId: string): Promise<ReceiptLabelsView | null>;
  /** Prints what the job on screen still owes (after a printer error). */
  resumePrintJob(): Promise<void>;
  /** Leaves the job on screen (a new item or receipt was opened). */
  clearPrintJob(): void;
  /** Whether the reader as set up can write tags (else why), read when "Write tag" opens. */
  tagWriter: TagWriterView | null;
  writingTag: boolean;
  /** The tag last written and verified here. */
  writtenTag: WrittenTagView | null;
  /** Why the last write failed (no tag, several, the reader's error, a read-back that differs). */
  writeTagError: AppError | null;
  loadTagWriter(): Promise<void>;
  writeTag(itemId: string, opts: { accessPassword?: string; lockWith?: string }): Promise<void>;
  clearWrittenTag(): void;
}
