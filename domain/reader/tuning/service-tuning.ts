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
import { UserError } from '../../shared/errors';
import type { ReaderEvent } from '../events';
import type { ReaderManager } from '../manager';
import { createTuningKeeper, type TuningTarget } from './keeper';
import type { EpcSelect } from './select';

export interface ServiceTuningDeps {
  settings(): ReaderSettings;
  update(patch: ReaderSettingsPatch): Promise<ReaderSettings>;
  manager(): ReaderManager;
  status(): ReaderStatus;
  onStatus(status: ReaderStatus): void;
  /** Connect again so the reader gets the tuning now in force (no-op when no serial reader is connected): the main
   * reader, or the one named. */
  reconnect(reader?: string): Promise<void>;
  /** Another reader by id: where its tuning is kept and its protocol; null when no such reader is set up. */
  target(reader: string): TuningTarget | null;
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
      // The refusals show as that reader's errors.
      if (events.length > 0) deps.manager().ingest(events, report.port);
      deps.onStatus(deps.status());
    },
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  });

  const targetOf = (reader?: string): TuningTarget | undefined => {
    if (reader === undefined) return undefined;
    const t = deps.target(reader);
    if (!t) throw new UserError('reader_settings', `No reader ${reader} is set up: add it under Settings, Reader.`);
    return t;
  };

  const api = {
    /** The main reader's tuning view, or another reader's (by id). */
    tuning: (reader?: string) => keeper.view(targetOf(reader)),
    /** Saves the tuning for this reader (the main one, or the one named) and sends it (reconnecting it if on). */
    async setTuning(tuning: ReaderTuning, reader?: string) {
      const target = targetOf(reader);
      await keeper.save(tuning, target);
      await deps.reconnect(target ? reader : undefined);
      return keeper.view(target);
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
