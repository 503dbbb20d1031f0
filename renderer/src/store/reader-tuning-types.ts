// Process: renderer. The reader tuning slice's public shape: what the connected reader can take, what is saved for
// it, what it answered on the last connect. Part of AppState (types.ts); its creator is reader-tuning-slice.ts.
import type { ReaderTuning, TuningPreset, TuningView } from '../../../contract';
import type { AppError } from '../../../contract/result';

export interface ReaderTuningSlice {
  tuning: TuningView | null;
  tuningBusy: boolean;
  tuningError: AppError | null;
  /** Which reader's tuning the section shows: null for the main reader, else another reader's id ("sim-2", a port). */
  tuningReader: string | null;
  chooseTuningReader(reader: string | null): Promise<void>;
  /** Asks main for the view (on opening Settings and after each reader status push). */
  loadTuning(): Promise<void>;
  /** Saves the tuning for this reader; main reconnects a connected serial reader to send it. */
  saveTuning(tuning: ReaderTuning): Promise<boolean>;
  saveTuningPreset(preset: TuningPreset): Promise<boolean>;
}
