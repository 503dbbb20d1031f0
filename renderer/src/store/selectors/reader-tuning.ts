// Process: renderer. What the reader's tuning section reads (features/reader/ReaderTuningSection.tsx): the tuning
// slice with the reader settings and status it depends on; store references and plain values only (see app.ts).
import type { AppState } from '../types';

export const selectReaderTuningSection = (s: AppState) => ({
  view: s.tuning,
  status: s.readerStatus,
  // The status follows the settings main holds (they may change without this window saving them).
  source: s.readerStatus?.source ?? s.readerSettings?.source,
  extras: s.readerSettings?.extraReaders,
  reader: s.tuningReader,
  choose: s.chooseTuningReader,
  load: s.loadTuning,
});

export const selectTuningForm = (s: AppState) => ({
  busy: s.tuningBusy,
  error: s.tuningError,
  save: s.saveTuning,
  preset: s.saveTuningPreset,
});
