// Process: main (domain, Electron-free). The locate service: one target at a time, matched in main against every
// EPC the reader reports (the reader service's lossless tap feeds `tap`), the meter (meter.ts)
// read and pushed as 'locate.reading' every PUSH_EVERY_MS while it runs, so the screen updates 20 times a second
// whatever the read rate (a push per read would be hundreds a second).
import type { LocateReading, LocateSimulatorView, LocateStatus, LocateTarget } from '../../contract/locate';
import type { ReaderProtocol } from '../../contract/reader-settings';
import type { ReaderEvent } from '../reader/events';
import { createSimLocateMode, LOCATE_DISTANCE } from '../reader/sim/locate-mode';
import { seededRandom } from '../reader/sim/population';
import type { EpcSelect } from '../reader/tuning/select';
import { createLogger } from '../shared/logger';
import { createLocateMeter, type LocateMeter } from './meter';
import { locateFilter, locateSelect, noSelectReason } from './reader-filter';
import { simulatedTargetEpc } from './sim-target';
import { locateGtin14s, locateMatcher } from './target';

const log = createLogger('locate');

/** 20 pushes a second: twice the floor of ten, so a busy renderer that drops a frame still shows ten. */
export const PUSH_EVERY_MS = 50;

const LOCATE_PRESET =
  'Locate (29 dBm, session S0, target A, Q 2, the select above), sent to a serial reader by reconnecting; its answers are in Settings';
const NO_PRESET = 'none: presets reach a serial reader only';
const MAIN_ONLY = 'Matched in main: only a reader on a serial port is sent a select.';

export interface LocateServiceDeps {
  /** The push of each reading (the app's event hub). */
  events: { emit(event: 'locate.reading', payload: LocateReading): void };
  /** The protocol of the configured reader (what the filter sentence is about). */
  protocol: () => ReaderProtocol;
  /** Whether the demo simulator is the reader now (its locate mode then plays the target). */
  simulatorOn: () => boolean;
  /** Reader tuning's presets: Locate (with the select) while locating, back to the saved tuning after. */
  presets?: () => { applyPreset(name: 'locate' | null, select?: EpcSelect): Promise<unknown> };
  /** Whether a serial reader is the source (only it takes a preset). */
  serialReader?: () => boolean;
  /** The company prefix length of a GTIN, when known (an item's select needs it). */
  companyPrefixLength?: (gtin14: string) => number | null;
  /** The company prefix length the demo simulator's tags are encoded with (the demo catalog's, the host's to know);
   *  without it the simulator plays only an EPC target. */
  simulatorPrefixLength?: number;
  now?: () => number;
  pushEveryMs?: number;
}

interface Running {
  target: LocateTarget;
  label: string | null;
  meter: LocateMeter;
  timer: NodeJS.Timeout;
  status: LocateStatus;
}

export function createLocateService(deps: LocateServiceDeps) {
  const now = deps.now ?? Date.now;
  let running: Running | null = null;
  let seq = 0;
  // The demo simulator's locate mode: the reader source reads it (ReaderHardware.simulatorLocate) on every connect.
  const simulator = createSimLocateMode(seededRandom(23));
  const simulatorView = (): LocateSimulatorView => ({
    available: deps.simulatorOn(),
    epc: simulator.epc,
    distanceM: simulator.distance,
    min: LOCATE_DISTANCE.min,
    max: LOCATE_DISTANCE.max,
    step: LOCATE_DISTANCE.step,
  });
  const idle: LocateStatus = { active: false, target: null, label: null, filter: null, preset: null };

  const push = () => {
    if (!running) return;
    const r = running.meter.reading();
    deps.events.emit('locate.reading', {
      seq: ++seq,
      strength: r.strength,
      dbm: r.dbm,
      epc: r.epc,
      readsPerSecond: r.readsPerSecond,
      tagsInRange: r.tagsInRange,
    });
  };

  const preset = async (name: 'locate' | null, select?: EpcSelect) => {
    try {
      await deps.presets?.().applyPreset(name, select);
    } catch (err) {
      // The locate runs on main's matching whatever the reader made of the preset.
      log.warn('reader preset not applied', { name, error: String(err) });
    }
  };

  const halt = (): boolean => {
    if (!running) return false;
    clearInterval(running.timer);
    log.info('locate stopped', { target: running.target.kind });
    running = null;
    simulator.setTarget(null);
    return true;
  };

  /** Stops, and takes the reader back to its saved tuning. */
  const stop = async (): Promise<LocateStatus> => {
    if (halt()) await preset(null);
    return idle;
  };

  return {
    /** Starts locating the target (a running locate is replaced: its learnt range belongs to the old target).
     *  Throws bad_input for a target that can match nothing. */
    async start(target: LocateTarget, label?: string): Promise<LocateStatus> {
      const matches = locateMatcher(target);
      halt();
      // The prefix length of the item's one GTIN; an item with several gets no select (reader-filter.ts says why).
      const gtins = target.kind === 'item' ? locateGtin14s(target) : [];
      const prefixLength =
        gtins.length === 1 && gtins[0] !== undefined ? (deps.companyPrefixLength?.(gtins[0]) ?? null) : null;
      const select = locateSelect(target, prefixLength);
      const serial = deps.serialReader?.() ?? false;
      const status: LocateStatus = {
        active: true,
        target,
        label: label ?? null,
        // Only a serial reader is sent the preset and its select (the demo simulator and HID readers are not).
        filter: serial
          ? locateFilter(deps.protocol(), select, noSelectReason(target, prefixLength))
          : { where: 'main', how: MAIN_ONLY },
        preset: serial && deps.presets ? LOCATE_PRESET : NO_PRESET,
      };
      const meter = createLocateMeter(matches, { now });
      simulator.setTarget(simulatedTargetEpc(target, deps.simulatorPrefixLength ?? null));
      running = {
        target,
        label: label ?? null,
        meter,
        status,
        timer: setInterval(push, deps.pushEveryMs ?? PUSH_EVERY_MS),
      };
      log.info('locate started', { target: target.kind, filter: status.filter?.where });
      if (serial) await preset('locate', select ?? undefined);
      return status;
    },
    stop,
    status: (): LocateStatus => running?.status ?? idle,
    /** Handed to the reader as ReaderHardware.simulatorLocate. */
    simulator,
    simulatorView,
    setSimulatedDistance(m: number): LocateSimulatorView {
      simulator.setDistance(m);
      return simulatorView();
    },
    /** Every batch of the reader stream: the EPC reads of `reader` (the main reader's id; any when absent) go to
     * the meter while a locate runs. */
    tap(events: readonly ReaderEvent[], reader?: string | null): void {
      const meter = running?.meter;
      if (!meter) return;
      for (const e of events) {
        if (reader && e.reader !== undefined && e.reader !== reader) continue;
        if (e.type === 'epc') meter.read({ hex: e.hex, at: e.at, ...(e.rssi === undefined ? {} : { rssi: e.rssi }) });
      }
    },
  };
}
export type LocateService = ReturnType<typeof createLocateService>;
