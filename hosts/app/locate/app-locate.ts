// Process: main (composition, Electron-free). The app's locate: one target at a time, matched in main against every
// EPC the reader reports (the reader service's lossless tap feeds `tap`), the meter (domain/tags/locate-meter.ts)
// read and pushed as 'locate.reading' every PUSH_EVERY_MS while it runs, so the screen updates 20 times a second
// whatever the read rate (a push per read would be hundreds a second).
import type { LocateSimulatorView, LocateStatus, LocateTarget } from '../../../contract/locate';
import type { ReaderProtocol } from '../../../contract/reader-settings';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createSimLocateMode, LOCATE_DISTANCE } from '../../../domain/reader/sim/locate-mode';
import { seededRandom } from '../../../domain/reader/sim/population';
import { createLogger } from '../../../domain/shared/logger';
import { createLocateMeter, type LocateMeter } from '../../../domain/tags/locate-meter';
import { locateMatcher } from '../../../domain/tags/locate-target';
import type { EventHub } from '../../ipc/events';
import { locateFilter } from './reader-filter';
import { simulatedTargetEpc } from './sim-target';

const log = createLogger('app.locate');

/** 20 pushes a second: twice the floor, so a busy renderer that drops a frame still shows ten. */
export const PUSH_EVERY_MS = 50;

/** Reader tuning (issue 22 §2) switches the reader to its "Locate" preset and back; not landed yet. */
const NO_PRESET = 'none: reader presets (issue 22 §2) are not available yet';

export interface AppLocateDeps {
  events: Pick<EventHub, 'emit'>;
  /** The protocol of the configured reader (what the filter sentence is about). */
  protocol: () => ReaderProtocol;
  /** Whether the demo simulator is the reader now (its locate mode then plays the target). */
  simulatorOn: () => boolean;
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

export function createAppLocate(deps: AppLocateDeps) {
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

  const stop = (): LocateStatus => {
    if (running) {
      clearInterval(running.timer);
      log.info('locate stopped', { target: running.target.kind });
      running = null;
      simulator.setTarget(null);
    }
    return idle;
  };

  return {
    /** Starts locating the target (a running locate is replaced: its learnt range belongs to the old target).
     *  Throws bad_input for a target that can match nothing. */
    start(target: LocateTarget, label?: string): LocateStatus {
      const matches = locateMatcher(target);
      stop();
      const status: LocateStatus = {
        active: true,
        target,
        label: label ?? null,
        filter: locateFilter(deps.protocol(), target),
        preset: NO_PRESET,
      };
      const meter = createLocateMeter(matches, { now });
      simulator.setTarget(simulatedTargetEpc(target));
      running = {
        target,
        label: label ?? null,
        meter,
        status,
        timer: setInterval(push, deps.pushEveryMs ?? PUSH_EVERY_MS),
      };
      log.info('locate started', { target: target.kind, filter: status.filter?.where });
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
    /** Every batch of the reader stream: the EPC reads go to the meter while a locate runs. */
    tap(events: readonly ReaderEvent[]): void {
      const meter = running?.meter;
      if (!meter) return;
      for (const e of events) {
        if (e.type === 'epc') meter.read({ hex: e.hex, at: e.at, ...(e.rssi === undefined ? {} : { rssi: e.rssi }) });
      }
    },
  };
}
export type AppLocate = ReturnType<typeof createAppLocate>;
