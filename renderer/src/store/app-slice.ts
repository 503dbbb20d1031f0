// Process: renderer. App info, connection status, navigation, and start-up (push events + silent sign-in).
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../main/contract';
import type { AppSlice, AppState } from './types';

export const createAppSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], AppSlice> =>
  (set, get) => {
    let unsubscribers: (() => void)[] = [];
    return {
      info: null,
      connection: { state: 'offline' },
      lastConnection: null,
      lastUserName: null,
      area: 'lookup',
      startError: null,

      setArea: (area) => set({ area }),

      async start() {
        get().stop();
        unsubscribers = [
          api.on('auth.changed', (status) => get().applyAuth(status)),
          api.on('connection.changed', (connection) => set({ connection })),
        ];
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

      stop() {
        for (const off of unsubscribers) off();
        unsubscribers = [];
      },
    };
  };
