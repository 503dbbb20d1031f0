// Process: renderer. App info, connection status, navigation, and start-up (push events + silent sign-in).
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { AppSlice, AppState } from './types';

export const createAppSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], AppSlice> =>
  (set, get) => {
    let unsubscribers: (() => void)[] = [];
    return {
      info: null,
      connection: { state: 'offline' },
      rateLimitedUntil: null,
      lastConnection: null,
      lastUserName: null,
      area: 'lookup',
      startError: null,
      notices: [],

      setArea: (area) => set({ area }),

      async start() {
        get().stop();
        unsubscribers = [
          api.on('auth.changed', (status) => get().applyAuth(status)),
          api.on('connection.changed', (connection) => set({ connection })),
          api.on('app.rateLimited', ({ until }) => set({ rateLimitedUntil: until })),
          api.on('app.notice', (notice) => {
            if (!get().notices.some((n) => n.id === notice.id)) set({ notices: [...get().notices, notice] });
          }),
        ];
        const notices = await api.invoke('app.notices', {});
        if (notices.ok) set({ notices: notices.value });
        const [info, settings, connection] = await Promise.all([
          api.invoke('app.info', {}),
          api.invoke('settings.get', {}),
          api.invoke('connection.status', {}),
        ]);
        if (info.ok) set({ info: info.value });
        if (connection.ok) set({ connection: connection.value });
        if (settings.ok) {
          set({
            workingStore: settings.value.workingStore,
            lastConnection: settings.value.connection,
            lastUserName: settings.value.userName,
          });
          get().applySettings(settings.value);
        }
        const firstError = [info, settings].find((r) => !r.ok);
        if (firstError && !firstError.ok) set({ startError: firstError.error });
        const resumed = await api.invoke('auth.resume', {});
        if (resumed.ok) get().applyAuth(resumed.value);
        else {
          set({ authError: resumed.error });
          get().applyAuth({ state: 'signedOut', connection: null, serviceLabel: null, userName: null });
        }
      },

      async dismissNotice(id) {
        set({ notices: get().notices.filter((n) => n.id !== id) });
        const left = await api.invoke('app.notices.dismiss', { id });
        if (left.ok) set({ notices: left.value });
      },

      async exportDamagedJournal(name) {
        const r = await api.invoke('journal.damaged.export', { name });
        return r.ok ? r.value : r.error;
      },

      stop() {
        for (const off of unsubscribers) off();
        unsubscribers = [];
      },
    };
  };
