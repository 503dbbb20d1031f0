// Process: renderer. What the label screens read (features/encode): one selector per component.
import type { AppState } from '../types';

export const selectPrinterSetup = (s: AppState) => ({
  settings: s.encodeSettings,
  save: s.saveEncodeSettings,
  busy: s.printing,
});

export const selectPrintProgress = (s: AppState) => ({
  job: s.printJob,
  printing: s.printing,
  error: s.encodeError,
  resume: s.resumePrintJob,
});

export const selectPrintLabels = (s: AppState) => ({
  previews: s.labelPreviews,
  printer: s.encodeSettings?.printer ?? null,
  printing: s.printing,
  load: s.loadLabels,
  printItem: s.printItemLabels,
  printReceipt: s.printReceiptLabels,
  labelsMade: s.receiptLabelsMade,
  clear: s.clearPrintJob,
});

export const selectWriteTag = (s: AppState) => ({
  writer: s.tagWriter,
  writing: s.writingTag,
  outcome: s.tagWriteOutcome,
  load: s.loadTagWriter,
  loadRecent: s.loadRecentTagWrites,
  write: s.writeTag,
  dismiss: s.dismissTagWriteOutcome,
  holdScans: s.holdReaderScans,
});

export const selectRecentTagWrites = (s: AppState) => s.recentTagWrites;
