// Process: main (domain, Electron-free). The app's scale: its settings kept in the settings store (per PC), the
// scale they name connected (the simulator only against the demo service, as the reader's), every reading handed
// to the listeners (counting takes the stable ones), and the status pushed when its state or weight changes.
import {
  DEFAULT_SCALE_SETTINGS,
  type ScaleSettings,
  type ScaleSettingsPatch,
  type ScaleStatusView,
} from '../../contract/scale-settings';
import type { SettingsStore } from '../settings/settings-store';
import { UserError } from '../shared/errors';
import { connectScale, type ScaleConnection } from './connection';
import type { ScaleCommand, ScaleReading } from './reading';
import { type ScaleHardware, scaleSourceFromSettings } from './sources/from-settings';
import type { ScaleSimulatorSource } from './sources/simulator-source';
import type { StableBy } from './stability';

/** The N-equal rule's tolerance: one display step of a bar scale. */
const EQUAL_TOLERANCE_GRAMS = 0.1;

export interface ScaleServiceDeps {
  settings: SettingsStore;
  onStatus(status: ScaleStatusView): void;
  isDemo(): boolean;
  hardware?: ScaleHardware;
}

export interface ScaleService {
  settings(): ScaleSettings;
  /** Saves the patch and connects the scale it names (or none). */
  updateSettings(patch: ScaleSettingsPatch): Promise<ScaleSettings>;
  /** Connects the saved scale again (after an unplug the connection retries by itself). */
  connect(): Promise<ScaleStatusView>;
  disconnect(): Promise<void>;
  status(): ScaleStatusView;
  /** Tare, zero or weigh now; false when the scale has no such command or none is connected. */
  command(command: ScaleCommand): boolean;
  /** Every reading, as the scale sends it (after the stability rule); returns the unsubscribe. */
  listen(fn: (reading: ScaleReading) => void): () => void;
  /** Puts an item on the simulated scale's pan (Settings -> Scale with the simulator; tests). */
  simulatorPut(grams: number): boolean;
}

const stableByOf = (s: ScaleSettings): StableBy =>
  s.stableBy === 'flag'
    ? { by: 'flag' }
    : { by: 'equal', readings: s.equalReadings, toleranceGrams: EQUAL_TOLERANCE_GRAMS };

export function createScaleService(deps: ScaleServiceDeps): ScaleService {
  const current = (): ScaleSettings => deps.settings.get().scaleSettings ?? DEFAULT_SCALE_SETTINGS;
  const listeners = new Set<(reading: ScaleReading) => void>();
  let connection: ScaleConnection | undefined;
  let simulator: ScaleSimulatorSource | undefined;
  let pushed: ScaleStatusView | undefined;

  const status = (): ScaleStatusView => {
    const last = connection?.last;
    return {
      source: current().source,
      state: last?.state ?? 'unplugged',
      grams: last?.grams ?? 0,
      problem: connection?.problem ?? null,
      commands: [...(connection?.commands ?? [])],
    };
  };
  const push = () => {
    const next = status();
    const same =
      pushed &&
      pushed.state === next.state &&
      pushed.grams === next.grams &&
      pushed.problem === next.problem &&
      pushed.commands.length === next.commands.length;
    if (same) return;
    pushed = next;
    deps.onStatus(next);
  };

  async function disconnect(): Promise<void> {
    const c = connection;
    connection = undefined;
    simulator = undefined;
    await c?.close();
    push();
  }

  const refuseSimulatorOffDemo = (s: ScaleSettings) => {
    if (s.source === 'simulator' && !deps.isDemo()) {
      throw new UserError(
        'demo_only',
        'The scale simulator makes up weights, so it works with the demo service only. Choose a serial or USB scale.',
      );
    }
  };

  async function connect(): Promise<ScaleStatusView> {
    await disconnect();
    const s = current();
    refuseSimulatorOffDemo(s);
    const make = scaleSourceFromSettings(s, deps.hardware);
    if (!make) return status();
    connection = connectScale(
      () => {
        const source = make();
        simulator = source.kind === 'simulator' ? (source as ScaleSimulatorSource) : undefined;
        return source;
      },
      {
        stableBy: stableByOf(s),
        onProblem: push,
        onReading(reading) {
          for (const fn of listeners) fn(reading);
          push();
        },
      },
    );
    push();
    return status();
  }

  return {
    settings: current,
    async updateSettings(patch) {
      const next = { ...current(), ...patch };
      refuseSimulatorOffDemo(next);
      await deps.settings.update({ scaleSettings: next });
      await connect();
      return next;
    },
    connect,
    disconnect,
    status,
    command: (command) => connection?.send(command) ?? false,
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    simulatorPut(grams) {
      if (!simulator) return false;
      simulator.put(grams);
      return true;
    },
  };
}
