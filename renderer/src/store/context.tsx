// Process: renderer. Hands the app store to React: components read one field (`useApp((s) => s.area)`) or a
// selector of store/selectors/ that picks several (`useApp(useShallow(selectX))`).
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { AppState, AppStore } from './index';

const StoreContext = createContext<AppStore | null>(null);

export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useApp<T>(selector: (state: AppState) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useApp outside AppStoreProvider');
  return useStore(store, selector);
}

/** The store's current state on demand (a key handler reads it at key time instead of re-rendering per change). */
export function useAppGetter(): () => AppState {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppGetter outside AppStoreProvider');
  return store.getState;
}
