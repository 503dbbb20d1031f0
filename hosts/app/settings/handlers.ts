// Process: main (composition, Electron-free). The settings requests of contract/settings.ts: the part of the
// settings file the screens read and change (connection, user name, working store, language, currency, replenishment's stale-days limit).
import type { HandlersOf, SettingsView } from '../../../contract';
import type { settingsRequests } from '../../../contract/settings';
import { type SettingsStore, staleDaysOf } from '../../../domain/settings/settings-store';

export function settingsHandlers(settings: SettingsStore): HandlersOf<typeof settingsRequests> {
  const view = (): SettingsView => {
    const s = settings.get();
    return {
      connection: s.connection,
      userName: s.userName,
      workingStore: s.workingStore,
      language: s.language,
      currency: s.currency,
      staleDays: staleDaysOf(s),
    };
  };
  return {
    'settings.get': () => view(),
    'settings.set': async (patch) => {
      await settings.update(patch);
      return view();
    },
  };
}
