// Process: main (domain, Electron-free). Keeps reader tuning: which tuning a reader gets on connect (a running preset
// first, then the one saved for this reader by its id, then the one saved for its port, then the old TSL power
// setting), runs it on the open port, logs and keeps the report, and saves a tuning under the most specific key
// known (port and reader id once the reader has reported one).
import type { ReaderProtocol, ReaderSettings } from '../../../contract/reader-settings';
import {
  EMPTY_TUNING,
  PRESET_TUNING,
  type ReaderTuning,
  TUNING_CAPABILITIES,
  type TuningPreset,
  type TuningReport,
  type TuningView,
} from '../../../contract/reader-tuning';
import { UserError } from '../../shared/errors';
import { createLogger } from '../../shared/logger';
import { SIMULATOR_PORT } from '../link-state';
import { runTuning } from './apply';
import type { TuningLink } from './link';
import type { TuningChoice } from './plan';
import { type EpcSelect, toFilter } from './select';

const log = createLogger('reader.tuning');

export const tuningKey = (port: string, readerId: string | null) => (readerId ? `${port}#${readerId}` : port);

/** Another reader than the main one: the port (or simulator id) its tuning is kept under, and its protocol. */
export interface TuningTarget {
  port: string;
  protocol: ReaderProtocol;
}

export interface TuningKeeperDeps {
  settings(): ReaderSettings;
  saveTunings(tunings: ReaderSettings['tunings']): Promise<void>;
  /** A finished tuning run (the service shows refusals in the reader stream and pushes its status). */
  onReport(report: TuningReport): void;
  timeoutMs?: number;
}

export function createTuningKeeper(deps: TuningKeeperDeps) {
  let preset: { name: TuningPreset; tuning: ReaderTuning } | null = null;
  // Per reader (its port or simulator id): several readers each get their own tuning and report.
  const lastReports = new Map<string, TuningReport>();

  const choose =
    (port: string) =>
    (readerId: string | null): TuningChoice => {
      if (preset) return { tuning: preset.tuning, source: preset.name };
      const s = deps.settings();
      const mine = readerId ? s.tunings[tuningKey(port, readerId)] : undefined;
      if (mine) return { tuning: mine, source: 'reader' };
      const ports = s.tunings[port];
      if (ports) return { tuning: ports, source: 'port' };
      // The power of the reader settings form (TSL) still counts until a tuning is saved.
      if (s.power !== null && s.protocol === 'tsl')
        return { tuning: { ...EMPTY_TUNING, power: s.power }, source: 'port' };
      return { tuning: EMPTY_TUNING, source: 'none' };
    };

  /** The hook a serial source runs after the port opens and before inventory starts. */
  const hook = (protocol: ReaderProtocol, port: string) => async (link: TuningLink) => {
    const run = await runTuning(protocol, link, choose(port), deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {});
    const report: TuningReport = { at: new Date().toISOString(), protocol, port, ...run };
    lastReports.set(port, report);
    const trouble = run.outcomes.filter((o) => o.result === 'refused' || o.result === 'silent');
    if (trouble.length > 0) log.warn('reader tuning not all applied', { port, readerId: run.readerId, trouble });
    else log.info('reader tuning applied', { port, readerId: run.readerId, source: run.source });
    deps.onReport(report);
  };

  // The demo simulator's tuning is kept under its own name, as a reader on a port of its own.
  const port = () => (deps.settings().source === 'simulator' ? SIMULATOR_PORT : deps.settings().port);
  const lastReport = (p: string | null) => (p === null ? null : (lastReports.get(p) ?? null));
  const readerIdFor = (p: string | null) => lastReport(p)?.readerId ?? null;

  return {
    hook,
    /** The main reader's tuning, or that of `reader` (another reader: its port or simulator id, its protocol). */
    view(reader?: TuningTarget): TuningView {
      const s = deps.settings();
      const p = reader ? reader.port : port();
      const protocol = reader ? reader.protocol : s.protocol;
      const readerId = readerIdFor(p);
      const saved = p ? (s.tunings[tuningKey(p, readerId)] ?? s.tunings[p] ?? EMPTY_TUNING) : EMPTY_TUNING;
      return {
        protocol,
        capabilities: TUNING_CAPABILITIES[protocol],
        port: p,
        readerId,
        saved,
        preset: preset?.name ?? null,
        lastReport: lastReport(p),
      };
    },
    /** Saves `tuning` for the chosen port's reader (by its id once known); throws when no port is chosen. */
    async save(tuning: ReaderTuning, reader?: TuningTarget): Promise<void> {
      const p = reader ? reader.port : port();
      if (!p) throw new UserError('reader_settings', 'Choose the reader’s port first: tuning is kept per reader.');
      const key = tuningKey(p, readerIdFor(p));
      await deps.saveTunings({ ...deps.settings().tunings, [key]: tuning });
    },
    /** Runs a preset instead of the saved tuning until `runPreset(null)`; a locate adds its EPC select. */
    runPreset(name: TuningPreset | null, select?: EpcSelect): void {
      preset = name ? { name, tuning: { ...PRESET_TUNING[name], filter: select ? toFilter(select) : null } } : null;
    },
    preset: () => preset?.name ?? null,
  };
}

export type TuningKeeper = ReturnType<typeof createTuningKeeper>;
