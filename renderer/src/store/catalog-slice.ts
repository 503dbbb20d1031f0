// Process: renderer. The catalog's sync state (pushed by main) and the lookup screen's state: results of the
// last lookup (one per pasted line), recent lookups, and the search used when a code finds no item.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { LOOKUP_MAX_CHARS, type LookupResult } from '../../../contract/catalog';
import { codeLines, tooLongMessage } from '../lib/code-lines';
import { notFoundHeadline } from '../lib/code-text';
import type { AppState, CatalogSlice, LookupHistoryEntry } from './types';

export const HISTORY_LIMIT = 12;
/** A pasted list longer than this is cut, and the user is told. */
export const PASTE_LIMIT = 100;

export function historyEntryOf(r: LookupResult): LookupHistoryEntry {
  const label = r.item ? `${r.item.sku} · ${r.item.description}` : notFoundHeadline(r);
  return { input: r.input, status: r.status, label };
}

export const createCatalogSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], CatalogSlice> =>
  (set, get) => {
    // Only the newest lookup and search may write their results: a slow older one must not replace them.
    let lookupSeq = 0;
    let searchSeq = 0;

    const remember = (results: LookupResult[]) => {
      let history = get().lookupHistory;
      for (const r of results) {
        history = [historyEntryOf(r), ...history.filter((h) => h.input !== r.input)];
      }
      set({ lookupHistory: history.slice(0, HISTORY_LIMIT) });
    };

    return {
      catalog: null,
      catalogError: null,
      lookupResults: [],
      lookupShown: 0,
      lookupBusy: false,
      lookupError: null,
      lookupHistory: [],
      searchHits: null,
      searchBusy: false,
      searchError: null,

      watchCatalog() {
        // Signed out or closed (another account next): the last user's lookups must not stay on screen.
        const forget = () => {
          lookupSeq++;
          set({ lookupResults: [], lookupShown: 0, lookupHistory: [], lookupError: null });
          get().clearSearch();
        };
        const offs = [
          api.on('catalog.progress', (catalog) => {
            set({ catalog, catalogError: null });
            if (catalog.state === 'closed') forget();
          }),
          // The status bar that watches unmounts on sign-out, before main's "closed" arrives: act on auth too.
          api.on('auth.changed', (auth) => {
            if (auth.state !== 'signedIn') {
              set({ catalog: null });
              forget();
            }
          }),
        ];
        void get().loadCatalogStatus();
        return () => {
          for (const off of offs) off();
        };
      },

      async loadCatalogStatus() {
        const r = await api.invoke('catalog.status', {});
        if (r.ok) set({ catalog: r.value, catalogError: null });
        else set({ catalogError: r.error });
      },

      async syncCatalog(full = false) {
        const r = await api.invoke('catalog.sync', { full });
        if (r.ok) set({ catalog: r.value, catalogError: null });
        else set({ catalogError: r.error });
      },

      async cancelCatalogSync() {
        const r = await api.invoke('catalog.cancelSync', {});
        if (r.ok) set({ catalog: r.value, catalogError: null });
        else set({ catalogError: r.error });
      },

      async lookup(text) {
        // Never sent: main would refuse a line this long (and a huge one would not even fit in a message). The
        // rest of the paste is looked up; the user is told which lines were left out.
        const read = codeLines(text, LOOKUP_MAX_CHARS);
        const lines = read.codes;
        const tooLong = read.refused.length
          ? { code: 'too_long' as const, message: tooLongMessage(read, LOOKUP_MAX_CHARS, 'looked up') }
          : null;
        if (lines.length === 0) {
          if (tooLong) set({ lookupError: tooLong, lookupBusy: false });
          return;
        }
        const seq = ++lookupSeq;
        const wanted = lines.slice(0, PASTE_LIMIT);
        set({ lookupBusy: true, lookupError: null });
        const results: LookupResult[] = [];
        for (const line of wanted) {
          const r = await api.invoke('lookup.lookup', { text: line });
          if (seq !== lookupSeq) return;
          if (!r.ok) {
            const error = tooLong ? { ...r.error, message: `${r.error.message} ${tooLong.message}` } : r.error;
            set({ lookupBusy: false, lookupError: error, lookupResults: results, lookupShown: 0 });
            remember(results);
            return;
          }
          results.push(r.value);
        }
        const cut =
          lines.length > wanted.length
            ? {
                code: 'too_many_lines' as const,
                message: `Looked up the first ${PASTE_LIMIT} of ${lines.length} lines; paste the rest separately.`,
              }
            : null;
        const notice = cut && tooLong ? { ...cut, message: `${tooLong.message} ${cut.message}` } : (tooLong ?? cut);
        set({ lookupBusy: false, lookupError: notice, lookupResults: results, lookupShown: 0 });
        remember(results);
      },

      showLookupResult(index) {
        if (index >= 0 && index < get().lookupResults.length) set({ lookupShown: index });
      },

      async search(query) {
        const q = query.trim();
        const seq = ++searchSeq;
        if (!q) {
          set({ searchHits: null, searchBusy: false, searchError: null });
          return;
        }
        set({ searchBusy: true, searchError: null });
        const r = await api.invoke('lookup.search', { query: q, limit: 25 });
        if (seq !== searchSeq) return;
        if (r.ok) set({ searchHits: r.value, searchBusy: false });
        else set({ searchError: r.error, searchBusy: false, searchHits: null });
      },

      clearSearch() {
        searchSeq++;
        set({ searchHits: null, searchBusy: false, searchError: null });
      },
    };
  };
