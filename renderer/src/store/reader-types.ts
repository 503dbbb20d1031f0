// Process: renderer. The reader slice's public shape: reader settings, status, ports, the newest scan for the
// active screen and its feedback, and the simulator. Part of AppState (types.ts); its creator is reader-slice.ts.
import type {
  ReaderPortList,
  ReaderReadsBatch,
  ReaderSettings,
  ReaderSettingsPatch,
  ReaderStatus,
} from '../../../contract';
import type { AppError } from '../../../contract/result';

/** The sound and flash a scan gives (shared/feedback.ts plays them). */
export type FeedbackKind = 'new' | 'duplicate' | 'unknown' | 'error';

export interface ScanForScreen {
  /** Increases with every scan, so the same code scanned twice is still a new scan. */
  seq: number;
  kind: 'epc' | 'barcode';
  text: string;
  known?: boolean;
}

export interface ReaderSlice {
  readerSettings: ReaderSettings | null;
  readerStatus: ReaderStatus | null;
  readerPorts: ReaderPortList | null;
  readerBusy: boolean;
  readerError: AppError | null;
  /** The newest scan for the active screen: every barcode, and each tag read for the first time. */
  readerScan: ScanForScreen | null;
  /** Panels on screen a scan must not replace (an open "Write tag" panel): while there is any, no scan goes to the
   * screen. */
  readerScanHolds: number;
  /** What was read while scans were held (the newest distinct codes first, at most HELD_CODES_KEPT, and the reads in
   * all), shown by the panel that holds them; null when nothing holds or nothing was read since. */
  readerHeldScans: { codes: string[]; reads: number } | null;
  /** When reads last arrived that no count or receipt took (main pushed them as 'reader.reads'); null: none yet. */
  readerUncountedAt: number | null;
  /** What the newest batch should sound and flash like (at most one of each kind per batch). */
  readerSignals: { seq: number; kinds: FeedbackKind[] } | null;
  /** Subscribes to reader events and loads settings and status; returns the unsubscribe function. */
  watchReader(): () => void;
  saveReaderSettings(patch: ReaderSettingsPatch): Promise<boolean>;
  refreshReaderPorts(): Promise<void>;
  /** Saves the patch (if any) and connects the source it describes. */
  connectReader(patch?: ReaderSettingsPatch): Promise<boolean>;
  /** Every reader, or only `reader` (its id; the others keep reading). */
  disconnectReader(reader?: string): Promise<void>;
  resetReaderCounters(): Promise<void>;
  /** With an id ("sim-2"): one more simulated reader beside the others, for this run only. */
  startSimulator(opts?: { tags?: number; rate?: number; id?: string }): Promise<boolean>;
  stopSimulator(id?: string): Promise<void>;
  /** A keyboard-wedge scan, sent into main's reader stream (it comes back as a batch like any read). */
  ingestScan(text: string): Promise<boolean>;
  applyReaderReads(batch: ReaderReadsBatch): void;
  /** Keeps reader scans off the screen until the returned release is called (once; further calls do nothing). */
  holdReaderScans(): () => void;
}
