// Process: main (domain, Electron-free). The reader service's shape (service.ts) and what it is built from: the
// settings store, the hardware, and where its pushes go (the host passes its event hub and scan target in as
// callbacks).

import type { ReaderPortList, ReaderReadsBatch, ReaderStatus } from '../../contract/reader';
import type { ReaderSettings, ReaderSettingsPatch } from '../../contract/reader-settings';
import type { ReaderTuning, TuningPreset, TuningView } from '../../contract/reader-tuning';
import type { SettingsStore } from '../settings/settings-store';
import type { ReaderEvent } from './events';
import type { ReaderHardware, SimulatorTags } from './sources/from-settings';
import type { EpcSelect } from './tuning/select';
import type { WedgeScanKind } from './wedge-scan';

export interface ReaderServiceDeps {
  settings: SettingsStore;
  onStatus(status: ReaderStatus): void;
  onReads(batch: ReaderReadsBatch): void;
  /** The lossless tap: every batch of the reader stream as it is (reads, wedge scans, status), beside the
   * renderer's capped aggregate. Counting and receiving take their scans here; calling `feedback` takes the
   * aggregate of the reads so far out of 'reader.reads', for the push the taker makes anyway. */
  onEvents?(events: readonly ReaderEvent[], feedback: () => ReaderReadsBatch | undefined): void;
  hardware?: ReaderHardware;
  /** The demo simulator's tags for a count (hosts/app/reader/demo-tags.ts demoPopulation). */
  simulatorTags: SimulatorTags;
  /** Whether the catalog knows a code (undefined: cannot tell); makes "unknown tag" feedback possible. */
  classify?: (kind: 'epc' | 'barcode', value: string) => boolean | undefined;
  /** The simulator makes up tags: allowed only against the demo service, where its tags are catalog items. */
  isDemo(): boolean;
  /** Renderer batch pace (ms). */
  batchIntervalMs?: number;
  backoff?: { initialMs?: number; maxMs?: number };
  /** How long tuning waits for each answer of the reader (ms). */
  tuningTimeoutMs?: number;
}

export interface ReaderService {
  settings(): ReaderSettings;
  updateSettings(patch: ReaderSettingsPatch): Promise<ReaderSettings>;
  listPorts(): Promise<ReaderPortList>;
  /** Connects every reader the settings name (the main one and the extra readers); progress arrives as status
   * events. Readers the settings no longer name close; simulators started with an id keep reading. With `reader`
   * (an id the settings name): that reader only, the others untouched. */
  connect(reader?: string): ReaderStatus;
  /** Closes every reader, or only `reader` (its id) while the others keep reading. */
  disconnect(reader?: string): Promise<ReaderStatus>;
  status(): ReaderStatus;
  /** A keyboard-wedge scan from the renderer enters the reader stream like any read. */
  ingest(scan: { text: string; kind: WedgeScanKind }): ReaderStatus;
  /** Without an id the main reader becomes the simulator (saved) and connects; with one ("sim-2") one more simulated
   * reader starts beside the others, for this run only. */
  startSimulator(opts?: {
    tags?: number;
    rate?: number;
    protocol?: ReaderSettings['protocol'];
    id?: string;
  }): Promise<ReaderStatus>;
  stopSimulator(opts?: { id?: string }): Promise<ReaderStatus>;
  resetCounters(): ReaderStatus;
  /** At launch: reconnect a serial or HID reader the settings name. */
  autoConnect(): void;
  close(): Promise<void>;
  /** Reader tuning (domain/reader/tuning): what this reader (the main one, or another by id) can take, what is
   * saved, what it answered last. */
  tuning(reader?: string): TuningView;
  setTuning(tuning: ReaderTuning, reader?: string): Promise<TuningView>;
  saveTuningPreset(name: TuningPreset): Promise<TuningView>;
  /** Locate switches to its preset (with its EPC select) and back (null): the saved tuning is kept meanwhile. */
  applyPreset(name: TuningPreset | null, select?: EpcSelect): Promise<TuningView>;
}
