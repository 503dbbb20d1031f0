// Process: renderer. Sign-in state and actions. Tokens never reach the renderer: it only sees AuthStatus.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { AppState, SessionSlice } from './types';

export const createSessionSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], SessionSlice> =>
  (set, get) => ({
    auth: null,
    authBusy: false,
    authError: null,

    applyAuth(status) {
      const wasSignedIn = get().auth?.state === 'signedIn';
      set({ auth: status });
      if (status.state === 'signedIn' && !wasSignedIn) {
        if (!get().workingStore) set({ choosingStore: true });
        if (get().choosingStore) void get().loadStores();
      }
      if (status.state !== 'signedIn') set({ stores: [], storesError: null });
    },

    async signIn(args) {
      set({ authBusy: true, authError: null });
      const result = await api.invoke('auth.signIn', args);
      set({ authBusy: false });
      if (!result.ok) {
        set({ authError: result.error });
        return false;
      }
      const settings = await api.invoke('settings.get', {});
      if (settings.ok) set({ workingStore: settings.value.workingStore, choosingStore: !settings.value.workingStore });
      set({ lastConnection: args.connection, lastUserName: args.userName });
      get().applyAuth(result.value);
      return true;
    },

    async retrySignIn() {
      // The status comes back at once (offline, "Reconnecting…") and auth.changed brings the outcome.
      const result = await api.invoke('auth.resume', {});
      if (result.ok) get().applyAuth(result.value);
      else set({ authError: result.error });
    },

    async startFreshDemo() {
      set({ authBusy: true });
      const result = await api.invoke('demo.startFresh', {});
      set({ authBusy: false });
      if (!result.ok) {
        set({ authError: result.error });
        return null;
      }
      set({ authError: null });
      return result.value.savedAs;
    },

    async signOut() {
      set({ authBusy: true });
      const result = await api.invoke('auth.signOut', {});
      set({ authBusy: false, area: 'lookup' });
      if (result.ok) get().applyAuth(result.value);
      else set({ authError: result.error });
    },
  });
