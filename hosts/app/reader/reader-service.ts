// Process: main (composition, Electron-free). The app's reader: owns the one ReaderManager, keeps the reader settings
// in the settings store, connects the source they describe (serial, HID, or the demo simulator), takes keyboard-wedge
// scans from the renderer into the same stream, and hands the renderer status changes and a few small batches a
// second (never one message per read).

import type { ReaderPortList, ReaderReadsBatch, ReaderStatus } from '../../../contract/reader';
import { DEFAULT_READER_SETTINGS, ReaderSettings, type ReaderSettingsPatch } from '../../../contract/reader-settings';
import type { ReaderEvent, ReaderState } from '../../../domain/reader/events';
import { createReaderManager, type ReaderManager } from '../../../domain/reader/manager';
import { isEpcHex } from '../../../domain/reader/protocols/framer';
import { createReadsAggregator } from '../../../domain/reader/reads-batch';
import { scanToEvent } from '../../../domain/reader/scan-event';
import {
  listReaderPorts,
  type ReaderHardware,
  type SimulatorTags,
  sourceFromSettings,
} from '../../../domain/reader/sources/from-settings';
import type { SettingsStore } from '../../../domain/settings/settings-store';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';

const log = createLogger('app.reader');

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
}

export interface ReaderService {
  settings(): ReaderSettings;
  updateSettings(patch: ReaderSettingsPatch): Promise<ReaderSettings>;
  listPorts(): Promise<ReaderPortList>;
  /** Connects the source in the settings; progress arrives as status events. */
  connect(): ReaderStatus;
  disconnect(): Promise<ReaderStatus>;
  status(): ReaderStatus;
  /** A keyboard-wedge scan from the renderer enters the reader stream like any read. */
  ingest(scan: { text: string; kind: 'barcode' | 'epc' | 'auto' }): ReaderStatus;
  startSimulator(opts?: { tags?: number; rate?: number; protocol?: ReaderSettings['protocol'] }): Promise<ReaderStatus>;
  stopSimulator(): Promise<ReaderStatus>;
  resetCounters(): ReaderStatus;
  /** At launch: reconnect a serial or HID reader the settings name. */
  autoConnect(): void;
  close(): Promise<void>;
}

const STATE: Record<ReaderState, ReaderStatus['state']> = {
  disconnected: 'idle',
  connecting: 'connecting',
  connected: 'connected',
  reconnecting: 'reconnecting',
  error: 'error',
};

export function createReaderService(deps: ReaderServiceDeps): ReaderService {
  const hw = deps.hardware ?? {};
  let manager: ReaderManager | undefined;
  let state: ReaderStatus['state'] = 'idle';
  let detail = '';
  let connectedPort: string | null = null;

  const current = (): ReaderSettings => deps.settings.get().readerSettings ?? DEFAULT_READER_SETTINGS;

  const message = (): string => {
    const s = current();
    const what = connectedPort === 'simulator' ? 'the demo reader simulator' : (connectedPort ?? 'the reader');
    switch (state) {
      case 'idle':
        return s.source === 'wedge-only'
          ? 'Keyboard-wedge scanners work without connecting: scan with focus outside text fields.'
          : 'Not connected. Choose Connect to start reading.';
      case 'connecting':
        return `Opening ${what}…`;
      case 'connected':
        return connectedPort === 'simulator'
          ? `Demo reader simulator: ${s.simulator.tags} tags at ${s.simulator.rate} reads/s.`
          : `Reading from ${what}.`;
      case 'reconnecting':
        return `${detail}. Check the cable or plug the reader back in; the app keeps trying.`;
      case 'error':
        return `${detail}. Check the reader settings (source, port) and connect again.`;
    }
  };

  // Set while a scan target takes the aggregate for its own push (see `feedback`).
  let carried: ((batch: ReaderReadsBatch) => void) | null = null;
  let carriedSinceTick = false;
  const reads = createReadsAggregator({
    emit: (batch) => {
      if (carried) return carried(batch);
      // While a target carries the feedback, the aggregator's own tick in between has no reads to add: its counters
      // went out with the target's push. After the target's last push, the ticks go out as before (reads/s to 0).
      const quiet = batch.epcs.length === 0 && batch.barcodes.length === 0 && batch.errors.length === 0;
      const skip = quiet && carriedSinceTick;
      carriedSinceTick = false;
      if (!skip) deps.onReads(batch);
    },
    badFrames: () => manager?.framerStats()?.badFrames ?? 0,
    ...(deps.batchIntervalMs === undefined ? {} : { intervalMs: deps.batchIntervalMs }),
    ...(deps.classify ? { classify: deps.classify } : {}),
  });

  const status = (): ReaderStatus => {
    const s = current();
    return {
      state,
      source: s.source,
      protocol: s.protocol,
      port: connectedPort,
      message: message(),
      counts: reads.counts(),
    };
  };

  /** The pending aggregate, now, for a scan target's push instead of 'reader.reads'. */
  const feedback = (): ReaderReadsBatch | undefined => {
    let out: ReaderReadsBatch | undefined;
    carried = (batch) => {
      out = batch;
    };
    try {
      reads.flush();
    } finally {
      carried = null;
    }
    if (out) carriedSinceTick = true;
    return out;
  };

  const onBatch = (events: ReaderEvent[]) => {
    let changed = false;
    for (const e of events) {
      if (e.type !== 'status') continue;
      state = STATE[e.state];
      detail = e.detail ?? '';
      if (e.state === 'disconnected') connectedPort = null;
      // The manager's connecting/connected detail is the label (port path or "simulator").
      else if ((e.state === 'connecting' || e.state === 'connected') && e.detail) connectedPort = e.detail;
      changed = true;
    }
    // Aggregated first, so a target that takes the batch can carry the reader's feedback for it.
    reads.push(events);
    if (deps.onEvents) {
      try {
        deps.onEvents(events, feedback);
      } catch (err) {
        // The tap reports its own failures; the reader carries on whatever happens there.
        log.error('reader tap failed', { error: String(err) });
      }
    }
    if (changed) deps.onStatus(status());
  };

  const getManager = () => {
    manager ??= createReaderManager({
      onBatch,
      ...(deps.backoff ? { backoff: deps.backoff } : {}),
    });
    return manager;
  };

  const connect = (): ReaderStatus => {
    const s = current();
    if (s.source === 'simulator' && !deps.isDemo()) {
      throw new UserError(
        'demo_only',
        'The reader simulator makes up tags, so it works with the demo service only. Choose a serial or HID reader.',
      );
    }
    let plan: ReturnType<typeof sourceFromSettings>;
    try {
      plan = sourceFromSettings(s, hw, deps.simulatorTags);
    } catch (err) {
      throw new UserError('reader_settings', (err as Error).message);
    }
    reads.reset();
    connectedPort = plan.label;
    log.info('connecting reader', { source: s.source, port: plan.label, protocol: s.protocol });
    getManager().connect(plan.make, plan.label);
    state = 'connecting';
    return status();
  };

  const disconnect = async (): Promise<ReaderStatus> => {
    await manager?.disconnect();
    connectedPort = null;
    state = 'idle';
    carriedSinceTick = false;
    reads.flush();
    return status();
  };

  return {
    settings: current,
    async updateSettings(patch) {
      const next = ReaderSettings.parse({ ...current(), ...patch });
      await deps.settings.update({ readerSettings: next });
      deps.onStatus(status());
      return next;
    },
    listPorts: () => listReaderPorts(hw),
    connect,
    disconnect,
    status,
    ingest({ text, kind }) {
      const at = Date.now();
      const auto = scanToEvent(text, at);
      if (!auto) throw new UserError('invalid_scan', 'The scan is empty.');
      let event: ReaderEvent = auto;
      if (kind === 'epc') {
        const hex = text.trim().toUpperCase();
        if (!isEpcHex(hex)) throw new UserError('invalid_scan', 'That scan is not an EPC (hex in whole 16-bit words).');
        event = { type: 'epc', hex, at };
      } else if (kind === 'barcode' && auto.type !== 'barcode') event = { type: 'barcode', text: text.trim(), at };
      getManager().ingest([event]);
      return status();
    },
    async startSimulator(opts = {}) {
      const s = current();
      await this.updateSettings({
        source: 'simulator',
        ...(opts.protocol ? { protocol: opts.protocol } : {}),
        simulator: { tags: opts.tags ?? s.simulator.tags, rate: opts.rate ?? s.simulator.rate },
      });
      return connect();
    },
    async stopSimulator() {
      if (connectedPort !== 'simulator') return status();
      return disconnect();
    },
    resetCounters() {
      reads.reset();
      carriedSinceTick = false;
      reads.flush();
      return status();
    },
    autoConnect() {
      const s = current();
      if ((s.source === 'serial' || s.source === 'hid') && s.port) {
        try {
          connect();
        } catch (err) {
          log.warn('reader auto-connect skipped', { message: (err as Error).message });
        }
      }
    },
    async close() {
      await manager?.disconnect();
      reads.stop();
    },
  };
}
