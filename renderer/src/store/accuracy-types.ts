// Process: renderer. The accuracy history slice's public shape: the working store's finalized counts
// with their inventory record accuracy (contract/accuracy.ts), the category the chart follows, the last read-back
// of counts finalized elsewhere, and one count's figure for its review; beside it floor availability per day and the
// category its chart follows. Part of AppState; creator accuracy-slice.ts.
import type {
  AccuracyHistory,
  AccuracyReadBack,
  FloorAvailabilityHistory,
  SessionAccuracyView,
} from '../../../contract/accuracy';
import type { ExportResult } from '../../../contract/counts';
import type { AppError } from '../../../contract/result';

export interface AccuracySlice {
  accuracyHistory: AccuracyHistory | null;
  /** The chart's category; null: the counts as a whole. */
  accuracyCategory: string | null;
  accuracyBusy: boolean;
  /** The last read-back from the service (null until one answered). */
  accuracyReadBack: AccuracyReadBack | null;
  accuracyError: AppError | null;
  /** The open review's accuracy (null while loading or for another session). */
  sessionAccuracy: SessionAccuracyView | null;
  sessionAccuracyError: AppError | null;
  /** Opens the History screen on the working store: this PC's history at once, then the read-back. */
  openAccuracyHistory(): Promise<void>;
  /** Reads counts finalized elsewhere back from the service, then reloads the history. */
  readBackAccuracy(): Promise<void>;
  setAccuracyCategory(category: string | null): void;
  /** The history as CSV, or null (the error kept). */
  accuracyCsv(): Promise<ExportResult | null>;
  loadSessionAccuracy(sessionId: string): Promise<void>;
  /** The working store's floor availability per day (loaded with the history); null until it answered. */
  floorAvailability: FloorAvailabilityHistory | null;
  /** The availability chart's category; null: the store as a whole (the categories summed). */
  availabilityCategory: string | null;
  setAvailabilityCategory(category: string | null): void;
  /** Floor availability as CSV, or null (the error kept). */
  availabilityCsv(): Promise<ExportResult | null>;
}
