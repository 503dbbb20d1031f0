// Process: main (domain, Electron-free). Reader tuning as part of the reader service (service.ts): the keeper
// saves tunings in the reader settings, its hook runs on every serial connect, and each report is pushed: a refused
// or unanswered setting enters the reader stream as an error event (so it shows where reader errors show, with the
// reader's own answer) and the status is pushed so the tuning section reloads. Presets switch by reconnecting.
import type { ReaderStatus } from '../../../contract/reader';
import type { ReaderSettings, ReaderSettingsPatch } from '../../../contract/reader-settings';
import {
  PRESET_TUNING,
  type ReaderTuning,
  type TuningPreset,
  type TuningReport,
} from '../../../contract/reader-tuning';
import type { ReaderEvent } from '../events';
import type { ReaderManager } from '../manager';
import { createTuningKeeper } from './keeper';
import type { EpcSelect } from './select';

export interface ServiceTuningDeps {
  settings(): ReaderSettings;
  update(patch: ReaderSettingsPatch): Promise<ReaderSettings>;
  manager(): ReaderManager;
  status(): ReaderStatus;
  onStatus(status: ReaderStatus): void;
  /** Connect again so the reader gets the tuning now in force (no-op when no serial reader is connected). */
  reconnect(): Promise<void>;
  timeoutMs?: number;
}

/** A refused or unanswered setting as a reader error the screens already show. */
export function reportEvents(r: TuningReport): ReaderEvent[] {
  return r.outcomes
    .filter((o) => o.result === 'refused' || o.result === 'silent')
    .map((o) => ({
      type: 'error',
      code: o.result === 'refused' ? 'tuning_refused' : 'tuning_silent',
      message:
        o.result === 'refused'
          ? `The reader refused ${o.field} ${o.asked}: ${o.answer}`
          : `The reader did not answer when ${o.field} was set to ${o.asked}`,
    }));
}

export function createServiceTuning(deps: ServiceTuningDeps) {
  const keeper = createTuningKeeper({
    settings: deps.settings,
    saveTunings: async (tunings) => {
      await deps.update({ tunings });
    },
    onReport: (report) => {
      const events = reportEvents(report);
      if (events.length > 0) deps.manager().ingest(events);
      deps.onStatus(deps.status());
    },
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  });

  const api = {
    tuning: () => keeper.view(),
    /** Saves the tuning for this reader and sends it (reconnecting a serial reader that is on). */
    async setTuning(tuning: ReaderTuning) {
      await keeper.save(tuning);
      await deps.reconnect();
      return keeper.view();
    },
    async saveTuningPreset(name: TuningPreset) {
      return api.setTuning(PRESET_TUNING[name]);
    },
    /**
     * For locate (and back): run a preset instead of the saved tuning, with an EPC select for 'locate'; null goes
     * back to the saved tuning. Reconnects a serial reader so the change reaches it; the view says what it answered.
     */
    async applyPreset(name: TuningPreset | null, select?: EpcSelect) {
      keeper.runPreset(name, select);
      await deps.reconnect();
      return keeper.view();
    },
  };
  return { keeper, api };
}
