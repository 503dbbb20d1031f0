// Process: main (domain, Electron-free). The app's reader: owns the one ReaderManager, keeps the reader settings
// in the settings store, connects the readers they describe (the main one: serial, HID or the demo simulator; and
// the extra readers beside it, each with its own port, protocol and tuning), and any further demo simulators started
// for this run; takes keyboard-wedge scans from the renderer into the same stream, and hands the renderer status
// changes (every reader's state) and a few small batches a second (never one message per read). The host wires it (hosts/app/reader/compose.ts): where pushes go, the
// hardware, the scan target's tap.

import type { ReaderLinkStatus, ReaderStatus } from '../../contract/reader';
import { DEFAULT_READER_SETTINGS, extraReaderId, ReaderSettings } from '../../contract/reader-settings';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { planConnection } from './connect-plan';
import type { ReaderEvent } from './events';
import { followStatus, idleLink, linkMessage, mainReaderId, type ReaderLink, SIMULATOR_PORT } from './link-state';
import { createReaderManager, type ReaderManager } from './manager';
import { createRendererReads, type RendererReads } from './renderer-reads';
import type { ReaderService, ReaderServiceDeps } from './service-types';
import { listReaderPorts } from './sources/from-settings';
import { createServiceTuning } from './tuning/service-tuning';
import { wedgeScanEvent } from './wedge-scan';

export type { ReaderService, ReaderServiceDeps } from './service-types';

const log = createLogger('reader.service');

/** Each batch of the manager: the links follow its status, the renderer's aggregate and the tap take it whole. */
function batchHandler(
  deps: ReaderServiceDeps,
  links: ReadonlyMap<string, ReaderLink>,
  reads: RendererReads,
  status: () => ReaderStatus,
): (events: ReaderEvent[]) => void {
  return (events) => {
    const changed = followStatus(links, events);
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

const RANK: Record<ReaderStatus['state'], number> = { connected: 4, reconnecting: 3, connecting: 2, error: 1, idle: 0 };

/** The readers the settings name, each as the settings its source is planned from (the main one's, with the extra
 * reader's own source, port and protocol laid over them). */
function configuredReaders(s: ReaderSettings): { id: string; settings: ReaderSettings }[] {
  const out: { id: string; settings: ReaderSettings }[] = [];
  const main = mainReaderId(s);
  // The keyboard wedge alone has nothing to connect: planning it says so (from-settings.ts).
  if (main || s.extraReaders.length === 0) out.push({ id: main ?? 'keyboard', settings: s });
  s.extraReaders.forEach((r, i) => {
    // The TSL power field is the main reader's; another reader's power is its saved tuning.
    out.push({ id: extraReaderId(r, i) ?? `reader-${i + 2}`, settings: { ...s, ...r, power: null } });
  });
  const ids = out.map((r) => r.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new UserError('reader_settings', `Two readers are set to ${twice}: give each reader its own port.`);
  return out;
}

export function createReaderService(deps: ReaderServiceDeps): ReaderService {
  const hw = deps.hardware ?? {};
  // Every reader open, opening or lost, by id, in the order connected; and the settings each was planned from.
  const links = new Map<string, ReaderLink>();
  const planned = new Map<string, ReaderSettings>();
  // Further simulators started for this run (startSimulator with an id): Connect leaves them reading.
  const runtime = new Set<string>();
  let manager: ReaderManager | undefined;
  const current = (): ReaderSettings => deps.settings.get().readerSettings ?? DEFAULT_READER_SETTINGS;
  const reads = createRendererReads({
    onReads: deps.onReads,
    badFrames: () => manager?.framerStats()?.badFrames ?? 0,
    ...(deps.batchIntervalMs === undefined ? {} : { intervalMs: deps.batchIntervalMs }),
    ...(deps.classify ? { classify: deps.classify } : {}),
  });
  const readerStatuses = (): ReaderLinkStatus[] =>
    [...links].map(([id, link]) => {
      const s = planned.get(id) ?? current();
      return { id, source: s.source, protocol: s.protocol, state: link.state, message: linkMessage(link, s) };
    });
  const status = (): ReaderStatus => {
    const s = current();
    const mainId = mainReaderId(s);
    // The main reader speaks for the whole when it is on; otherwise the first reader that is.
    const mainEntry: [string, ReaderLink] | undefined =
      mainId !== null && links.has(mainId) ? [mainId, links.get(mainId)!] : [...links][0];
    let state: ReaderStatus['state'] = 'idle';
    for (const l of links.values()) if (RANK[l.state] > RANK[state]) state = l.state;
    return {
      state,
      source: s.source,
      protocol: s.protocol,
      port: mainEntry?.[1].port ?? null,
      message: mainEntry ? linkMessage(mainEntry[1], planned.get(mainEntry[0]) ?? s) : linkMessage(idleLink(), s),
      counts: reads.counts(),
      readers: readerStatuses(),
    };
  };
  const onBatch = batchHandler(deps, links, reads, status);
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
    reconnect: (reader) => reconnect(reader),
    target: (reader) => {
      const s = planned.get(reader) ?? safeConfigured().find((r) => r.id === reader)?.settings;
      return s ? { port: reader, protocol: s.protocol } : null;
    },
    ...(deps.tuningTimeoutMs === undefined ? {} : { timeoutMs: deps.tuningTimeoutMs }),
  });

  const plan = (id: string, s: ReaderSettings) =>
    planConnection(
      s,
      hw,
      deps.simulatorTags,
      deps.isDemo,
      tuning.keeper.hook,
      s.source === 'simulator' ? id : undefined,
    );

  const open = (id: string, s: ReaderSettings, p: ReturnType<typeof plan>) => {
    links.set(id, { state: 'connecting', detail: '', port: p.label });
    planned.set(id, s);
    log.info('connecting reader', { reader: id, source: s.source, port: p.label, protocol: s.protocol });
    getManager().connect(p.make, p.label, id);
  };

  const forget = (id: string) => {
    links.delete(id);
    planned.delete(id);
    runtime.delete(id);
  };

  /** Opens every reader the settings name (each planned first, so a settings mistake opens none); readers no longer
   * named close, simulators started for this run keep reading. With `reader`: opens that one only (port lending
   * gives a reader its port back), counters kept. */
  const connect = (reader?: string): ReaderStatus => {
    if (reader !== undefined) {
      const r = configuredReaders(current()).find((x) => x.id === reader);
      if (!r) throw new UserError('reader_settings', `No reader ${reader} is set up: add it under Settings, Reader.`);
      open(r.id, r.settings, plan(r.id, r.settings));
      return status();
    }
    const plans = configuredReaders(current()).map((r) => ({ ...r, plan: plan(r.id, r.settings) }));
    const keep = new Set(plans.map((p) => p.id));
    for (const id of [...links.keys()]) {
      if (keep.has(id) || runtime.has(id)) continue;
      forget(id);
      void manager?.disconnect(id);
    }
    reads.reset();
    for (const p of plans) {
      runtime.delete(p.id);
      open(p.id, p.settings, p.plan);
    }
    return status();
  };

  const disconnect = async (reader?: string): Promise<ReaderStatus> => {
    if (reader === undefined) {
      const ids = [...links.keys()];
      for (const id of ids) forget(id);
      await manager?.disconnect();
    } else if (links.has(reader)) {
      forget(reader);
      await manager?.disconnect(reader);
    }
    reads.flush();
    return status();
  };

  const safeConfigured = () => {
    try {
      return configuredReaders(current());
    } catch {
      return [];
    }
  };

  /** Connects a reader (the main one by default) again with the same settings (new tuning sent), counters kept; only
   * a serial reader or a simulator that is on. The other readers keep reading. */
  const reconnect = async (reader?: string) => {
    const id = reader ?? mainReaderId(current());
    if (!manager || id === null || !links.has(id)) return;
    const s = planned.get(id) ?? current();
    if (s.source !== 'serial' && s.source !== 'simulator') return;
    const p = plan(id, s);
    links.set(id, { state: 'connecting', detail: '', port: p.label });
    manager.connect(p.make, p.label, id);
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
      const sim = { tags: opts.tags ?? s.simulator.tags, rate: opts.rate ?? s.simulator.rate };
      if (opts.id) {
        // One more simulated reader beside the others, for this run only: the count goes on.
        const settings: ReaderSettings = {
          ...s,
          source: 'simulator',
          power: null,
          ...(opts.protocol ? { protocol: opts.protocol } : {}),
          simulator: sim,
        };
        const p = plan(opts.id, settings);
        runtime.add(opts.id);
        open(opts.id, settings, p);
        return status();
      }
      await this.updateSettings({
        source: 'simulator',
        ...(opts.protocol ? { protocol: opts.protocol } : {}),
        simulator: sim,
      });
      return connect();
    },
    async stopSimulator(opts = {}) {
      const id = opts.id ?? SIMULATOR_PORT;
      if (!links.has(id)) return status();
      return disconnect(id);
    },
    resetCounters() {
      reads.reset();
      reads.flush();
      return status();
    },
    autoConnect() {
      const s = current();
      const hardware = (r: { source: string; port: string | null }) =>
        (r.source === 'serial' || r.source === 'hid') && r.port;
      if (hardware(s) || s.extraReaders.some(hardware)) {
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
