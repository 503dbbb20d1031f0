// Process: renderer. Labels and print jobs (contract/encode.ts): a job is made in main (serials committed in the
// journal first), then run by `encode.jobs.run`, which answers when the job is done or the printer failed; while it
// runs the slice reads the job's progress every few hundred milliseconds. "Write tag" writes one tag with the reader
// (`encode.write.tag`, which answers once the tag is read back or refused); its outcome stays until dismissed, and
// this session's writes are read from main (`encode.writes.recent`) after each.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { PrintJobView } from '../../../contract/encode';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, EncodeSlice, TagWriteOutcome } from './types';

const PROGRESS_EVERY_MS = 300;

export const createEncodeSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], EncodeSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'encodeError');

    const run = async (job: PrintJobView | null) => {
      if (!job) return;
      set({ printJob: job, printing: true });
      const timer = setInterval(async () => {
        const r = await api.invoke('encode.jobs.get', { jobId: job.id });
        if (r.ok && get().printing) set({ printJob: r.value });
      }, PROGRESS_EVERY_MS);
      try {
        const r = await api.invoke('encode.jobs.run', { jobId: job.id });
        if (r.ok) set({ printJob: r.value, encodeError: null });
        else {
          set({ encodeError: r.error });
          const now = await api.invoke('encode.jobs.get', { jobId: job.id });
          if (now.ok) set({ printJob: now.value });
        }
      } finally {
        clearInterval(timer);
        set({ printing: false });
      }
    };

    return {
      encodeSettings: null,
      labelPreviews: {},
      printJob: null,
      printing: false,
      encodeError: null,

      async loadLabels(itemIds) {
        const settings = await call('encode.settings.get', {});
        if (settings) set({ encodeSettings: settings });
        if (itemIds.length === 0) return;
        const previews = await call('encode.preview', { itemIds: [...itemIds] });
        if (previews) {
          const byId = { ...get().labelPreviews };
          for (const p of previews) byId[p.itemId] = p;
          set({ labelPreviews: byId });
        }
      },

      async saveEncodeSettings(patch) {
        const saved = await call('encode.settings.set', patch);
        if (saved) set({ encodeSettings: saved });
        return saved !== null;
      },

      async printItemLabels(itemId, count) {
        await run(await call('encode.print.item', { itemId, count }));
      },

      async printReceiptLabels(receiptId, lines, again = false) {
        await run(await call('encode.print.receipt', { receiptId, lines, again }));
      },

      receiptLabelsMade: (receiptId) => call('encode.receipt.labels', { receiptId }),

      async resumePrintJob() {
        await run(get().printJob);
      },

      clearPrintJob() {
        if (!get().printing) set({ printJob: null, encodeError: null });
      },

      tagWriter: null,
      writingTag: false,
      tagWriteOutcome: null,
      recentTagWrites: null,

      async loadTagWriter() {
        const r = await api.invoke('encode.writer', {});
        set({ tagWriter: r.ok ? r.value : { canWrite: false, reason: r.error.message } });
      },

      async loadRecentTagWrites() {
        const r = await api.invoke('encode.writes.recent', {});
        // The list is a help beside the outcome: when main cannot give it, the last list read stays.
        if (r.ok) set({ recentTagWrites: r.value });
      },

      async writeTag(itemId, opts) {
        if (get().writingTag) return;
        set({ writingTag: true, tagWriteOutcome: null });
        try {
          const r = await api.invoke('encode.write.tag', { itemId, ...opts });
          const outcome: TagWriteOutcome = r.ok
            ? { kind: 'written', itemId, tag: r.value }
            : { kind: r.error.code === 'tag_spoiled' ? 'spoiled' : 'refused', itemId, error: r.error };
          set({ tagWriteOutcome: outcome });
        } finally {
          set({ writingTag: false });
        }
        await get().loadRecentTagWrites();
      },

      dismissTagWriteOutcome() {
        if (!get().writingTag) set({ tagWriteOutcome: null });
      },
    };
  };
