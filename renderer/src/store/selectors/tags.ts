// Process: renderer. What the tag report screens read (features/tags): one selector per component, store references
// and plain values only (see app.ts).
import type { AppState } from '../types';

export const selectTagReportsScreen = (s: AppState) => ({
  counts: s.tagCounts,
  after: s.tagAfter,
  before: s.tagBefore,
  comparison: s.tagComparison,
  report: s.tagReport,
  busy: s.tagBusy,
  error: s.tagError,
  store: s.workingStore,
  open: s.openTagReports,
  compare: s.compareTags,
  setReport: s.setTagReport,
});

export const selectTagList = (s: AppState) => ({ csv: s.tagReportCsv, openLocate: s.openLocate });

export const selectTagReportButton = (s: AppState) => ({ open: s.openTagReports, busy: s.tagBusy });

export const selectShrinkCandidates = (s: AppState) => ({ rows: s.tagShrink, csv: s.tagShrinkCsv });
