// Process: main (domain, Electron-free). The app's reader: owns the one ReaderManager, keeps the reader settings
// in the settings store, connects the source they describe (serial, HID, or the demo simulator), takes keyboard-wedge
// scans from the renderer into the same stream, and hands the renderer status changes and a few small batches a
// second (never one message per read). The host wires it (hosts/app/reader/compose.ts): where pushes go, the
// hardware, the scan target's tap.

import type { ReaderStatus } from '../../contract/reader';
import { DEFAULT_READER_SETTINGS, ReaderSettings } from '../../contract/reader-settings';
import { createLogger } from '../shared/logger';
import { planConnection } from './connect-plan';
import type { ReaderEvent } from './events';
import { followStatus, idleLink, linkMessage, type ReaderLink, SIMULATOR_PORT } from './link-state';
import { createReaderManager, type ReaderManager } from './manager';
import { createRendererReads, type RendererReads } from './renderer-reads';
import type { ReaderService, ReaderServiceDeps } from './service-types';
import { listReaderPorts } from './sources/from-settings';
import { createServiceTuning } from './tuning/service-tuning';
import { wedgeScanEvent } from './wedge-scan';

export type { ReaderService, ReaderServiceDeps } from './service-types';

const log = createLogger('reader.service');

/** Each batch of the manager: the link follows its status, the renderer's aggregate and the tap take it whole. */
function batchHandler(
  deps: ReaderServiceDeps,
  link: ReaderLink,
  reads: RendererReads,
  status: () => ReaderStatus,
): (events: ReaderEvent[]) => void {
  return (events) => {
    const changed = followStatus(link, events);
    // Aggregated first, so a target that takes the batch can carry the reader's feedback for it.
    reads.push(events);
    if (deps.onEvents) {
      try {
        deps.onEvents(events, reads.feedback);
      } catch (err) {
        // The tap reports its own failures; the reader carries on whatever happens there.
        log.error('reader tap failed', { error: String(err) });
      }
    }
    if (changed) deps.onStatus(status());
  };
}

export function createReaderService(deps: ReaderServiceDeps): ReaderService {
  const hw = deps.hardware ?? {};
  const link = idleLink();
  let manager: ReaderManager | undefined;
  const current = (): ReaderSettings => deps.settings.get().readerSettings ?? DEFAULT_READER_SETTINGS;
  const reads = createRendererReads({
    onReads: deps.onReads,
    badFrames: () => manager?.framerStats()?.badFrames ?? 0,
    ...(deps.batchIntervalMs === undefined ? {} : { intervalMs: deps.batchIntervalMs }),
    ...(deps.classify ? { classify: deps.classify } : {}),
  });
  const status = (): ReaderStatus => {
    const s = current();
    return {
      state: link.state,
      source: s.source,
      protocol: s.protocol,
      port: link.port,
      message: linkMessage(link, s),
      counts: reads.counts(),
    };
  };
  const onBatch = batchHandler(deps, link, reads, status);
  const getManager = () => {
    manager ??= createReaderManager({ onBatch, ...(deps.backoff ? { backoff: deps.backoff } : {}) });
    return manager;
  };

  const tuning = createServiceTuning({
    settings: current,
    update: (patch) => service.updateSettings(patch),
    manager: () => getManager(),
    status,
    onStatus: deps.onStatus,
    reconnect: () => reconnect(),
    ...(deps.tuningTimeoutMs === undefined ? {} : { timeoutMs: deps.tuningTimeoutMs }),
  });

  const connect = (): ReaderStatus => {
    const s = current();
    const plan = planConnection(s, hw, deps.simulatorTags, deps.isDemo, tuning.keeper.hook);
    reads.reset();
    link.port = plan.label;
    log.info('connecting reader', { source: s.source, port: plan.label, protocol: s.protocol });
    getManager().connect(plan.make, plan.label);
    link.state = 'connecting';
    return status();
  };

  const disconnect = async (): Promise<ReaderStatus> => {
    await manager?.disconnect();
    link.port = null;
    link.state = 'idle';
    reads.flush();
    return status();
  };

  /** Connects again with the same settings (new tuning sent), counters kept; only a serial reader or the simulator. */
  const reconnect = async () => {
    const source = current().source;
    if (!manager || (source !== 'serial' && source !== 'simulator') || link.state === 'idle') return;
    await manager.disconnect();
    const plan = planConnection(current(), hw, deps.simulatorTags, deps.isDemo, tuning.keeper.hook);
    manager.connect(plan.make, plan.label);
  };

  const service: ReaderService = {
    ...tuning.api,
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
      getManager().ingest([wedgeScanEvent(text, kind, Date.now())]);
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
      if (link.port !== SIMULATOR_PORT) return status();
      return disconnect();
    },
    resetCounters() {
      reads.reset();
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
  return service;
}
