// Process: renderer. The encode slice's public shape: the label printer and company prefix length this PC uses,
// label previews by item, and the one print job on screen (its progress read while it runs). Part of AppState
// (types.ts); its creator is encode-slice.ts.
import type { EncodeSettingsView, LabelPreview, PrintJobView } from '../../../contract/encode';
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
  saveEncodeSettings(patch: { printer?: string; companyPrefixLength?: number }): Promise<boolean>;
  printItemLabels(itemId: string, count: number): Promise<void>;
  printReceiptLabels(receiptId: string, lines: { itemId: string; count: number }[]): Promise<void>;
  /** Prints what the job on screen still owes (after a printer error). */
  resumePrintJob(): Promise<void>;
  /** Leaves the job on screen (a new item or receipt was opened). */
  clearPrintJob(): void;
}
