// Process: renderer. Transfers between stores as the screens see them: the list (this PC's drafts, the transfers
// sent to this store), packing a draft box by box and sending it, and receiving an incoming transfer with its
// differences. Reader reads and wedge scans taken in main (the scan target the open screen sets) arrive as
// 'transfers.draftChanged' / 'transfers.receiptChanged'; typed codes go through the scan requests. A late answer
// about another draft or transfer than the open one is dropped.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { TransferDraftView, TransferReport, TransferScanOutcome } from '../../../contract/transfers';
import { createInvokeKeepingError } from './invoke-keeping-error';
import { scanList } from './scan-list';
import type { TransferFeedEntry } from './transfers-types';
import type { AppState, TransfersSlice } from './types';

/** The feed shows the newest scans only (as receiving's): the report and the boxes hold the totals. */
const FEED_MAX = 10;

export const createTransfersSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], TransfersSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'transfersError');
    let feedKey = 0;
    const draftId = () => get().transferDraft?.id ?? null;
    const transferId = () => get().transferReport?.transferId.toLowerCase() ?? null;
    const feed = (outcomes: readonly TransferScanOutcome[]) => {
      const fresh: TransferFeedEntry[] = outcomes.map((o) => ({ ...o, key: ++feedKey })).reverse();
      set({ transferFeed: [...fresh, ...get().transferFeed].slice(0, FEED_MAX) });
    };
    const takeDraft = (draft: TransferDraftView, outcomes: readonly TransferScanOutcome[] = []) => {
      if (draft.id !== draftId()) return;
      set({ transferDraft: draft });
      feed(outcomes);
    };
    const takeReport = (report: TransferReport, outcomes: readonly TransferScanOutcome[] = []) => {
      if (report.transferId.toLowerCase() !== transferId()) return;
      set({ transferReport: report });
      feed(outcomes);
    };
    const busy = async <T>(work: () => Promise<T>): Promise<T> => {
      set({ transfersBusy: true });
      try {
        return await work();
      } finally {
        set({ transfersBusy: false });
      }
    };
    /** Typed codes into the open draft's current box; false when the request failed (the error is kept). */
    const pack = async (texts: string[]) => {
      const id = draftId();
      const r = id ? await call('transfers.drafts.scan', { draftId: id, texts }) : null;
      if (r) takeDraft(r.draft, r.outcomes);
      return r !== null;
    };
    /** Typed codes of what arrived, into the transfer being received; false when the request failed. */
    const receive = async (texts: string[]) => {
      const id = transferId();
      const r = id ? await call('transfers.receipts.scan', { transferId: id, texts }) : null;
      if (r) takeReport(r.report, r.outcomes);
      return r !== null;
    };
    const tell = (transfersNotice: string) => set({ transfersNotice });
    const openScreen = (screen: 'send' | 'receive', patch: Partial<AppState>) =>
      set({ transfersScreen: screen, transferFeed: [], transferSendResult: null, transfersNotice: null, ...patch });

    return {
      transfersScreen: 'list',
      transfersBusy: false,
      transfersError: null,
      transferDrafts: null,
      incomingTransfers: null,
      transferDraft: null,
      transferSendResult: null,
      transferReport: null,
      transferFeed: [],
      transfersNotice: null,

      watchTransfers() {
        const offDraft = api.on('transfers.draftChanged', ({ reader, outcomes, draft }) => {
          // The reader's feedback (sounds, counters) for the reads this change took comes with it.
          if (reader) get().applyReaderReads(reader);
          takeDraft(draft, outcomes);
        });
        const offReceipt = api.on('transfers.receiptChanged', ({ reader, outcomes, report }) => {
          if (reader) get().applyReaderReads(reader);
          takeReport(report, outcomes);
        });
        return () => {
          offDraft();
          offReceipt();
        };
      },

      showTransfers: () =>
        busy(async () => {
          set({ transfersScreen: 'list', transferDraft: null, transferReport: null, transferFeed: [] });
          const [drafts, incoming] = await Promise.all([
            call('transfers.drafts.list', {}),
            call('transfers.list', { incoming: true }),
          ]);
          set({ transferDrafts: drafts, incomingTransfers: incoming });
        }),

      newTransferDraft: (toStoreId, needBy) =>
        busy(async () => {
          const draft = await call('transfers.drafts.create', { toStoreId, needBy });
          if (draft) openScreen('send', { transferDraft: draft, transferReport: null });
          return draft !== null;
        }),

      async openTransferDraft(id) {
        const draft = await call('transfers.drafts.get', { draftId: id });
        if (draft) openScreen('send', { transferDraft: draft, transferReport: null });
        return draft !== null;
      },

      async discardTransferDraft(id) {
        const done = await call('transfers.drafts.discard', { draftId: id });
        if (done) await get().showTransfers();
        return done !== null;
      },

      async packScan(text) {
        if (text.trim()) await pack([text.trim()]);
      },

      async packScanList(text, from) {
        if (draftId()) await scanList(text, from, pack, tell);
      },

      async nextBox() {
        const id = draftId();
        const draft = id ? await call('transfers.drafts.nextBox', { draftId: id }) : null;
        if (draft) takeDraft(draft);
      },

      sendTransfer: () =>
        busy(async () => {
          const id = draftId();
          const r = id ? await call('transfers.drafts.send', { draftId: id }) : null;
          if (!r) return;
          set({ transferSendResult: r });
          takeDraft(r.draft);
        }),

      async packingListCsv() {
        const id = draftId();
        return id ? ((await call('transfers.drafts.packingList', { draftId: id }))?.csv ?? null) : null;
      },

      openIncomingTransfer: (id) =>
        busy(async () => {
          const report = await call('transfers.receipts.open', { transferId: id });
          if (report) openScreen('receive', { transferReport: report, transferDraft: null });
          return report !== null;
        }),

      async receiveTransferScan(text) {
        if (text.trim()) await receive([text.trim()]);
      },

      async receiveTransferScanList(text, from) {
        if (transferId()) await scanList(text, from, receive, tell);
      },

      finishTransfer: () =>
        busy(async () => {
          const id = transferId();
          const report = id ? await call('transfers.receipts.finish', { transferId: id }) : null;
          if (report) takeReport(report);
        }),

      async transferReportCsv() {
        const id = transferId();
        return id ? ((await call('transfers.receipts.csv', { transferId: id }))?.csv ?? null) : null;
      },

      async setTransferTarget(active) {
        const draft = get().transferDraft;
        const report = get().transferReport;
        const screen = get().transfersScreen;
        if (screen === 'send' && draft) {
          if (active && draft.state === 'open') await call('transfers.drafts.activate', { draftId: draft.id });
          else if (!active) await api.invoke('transfers.drafts.deactivate', { draftId: draft.id });
        } else if (screen === 'receive' && report) {
          const id = report.transferId;
          if (active && report.state === 'open') await call('transfers.receipts.activate', { transferId: id });
          else if (!active) await api.invoke('transfers.receipts.deactivate', { transferId: id });
        }
      },
    };
  };
