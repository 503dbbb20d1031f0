// Process: renderer. Tag reports (contract/tags.ts): the working store's counts with a tag history on this PC, two
// of them compared in main (gone, moved, new, suspect with counts per item and category) and a report as CSV. A
// comparison answered for a pair no longer asked for (the user picked another) is dropped; one main put in the
// order the counts were finished (the later count picked as the one to compare with) turns the pickers round. The
// store's shrink candidates load with the counts: they need no comparison.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, TagsSlice } from './types';

export const createTagsSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], TagsSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'tagError');
    const pair = (after: string, before: string | null) => (before ? { after, before } : { after });

    const compareTags = async (after: string, before: string | null) => {
      set({ tagAfter: after, tagBefore: before, tagBusy: true, tagComparison: null });
      const r = await call('tags.compare', pair(after, before));
      if (get().tagAfter !== after || get().tagBefore !== before) return;
      // Main compares in the order the counts were finished: the pickers follow, so they name what is shown.
      if (r?.counts.reordered) set({ tagAfter: r.after, tagBefore: r.before });
      set({ tagComparison: r, tagBusy: false });
    };

    return {
      tagCounts: null,
      tagAfter: null,
      tagBefore: null,
      tagComparison: null,
      tagReport: 'gone',
      tagBusy: false,
      tagError: null,
      tagShrink: null,

      async openTagReports(after) {
        get().setArea('tags');
        set({ tagBusy: true, tagComparison: null });
        const [counts, shrink] = await Promise.all([call('tags.counts', {}), call('tags.shrink', {})]);
        set({ tagCounts: counts, tagShrink: shrink, tagBusy: false });
        const chosen = after ?? counts?.[0]?.sessionId;
        if (chosen) await compareTags(chosen, null);
      },
      compareTags,
      setTagReport: (kind) => set({ tagReport: kind }),
      async tagReportCsv(filter = '') {
        const { tagAfter, tagBefore, tagReport } = get();
        if (!tagAfter) return null;
        const only = filter.trim() === '' ? {} : { filter };
        return call('tags.csv', { ...pair(tagAfter, tagBefore), report: tagReport, ...only });
      },
      tagShrinkCsv: () => call('tags.shrinkCsv', {}),
    };
  };
