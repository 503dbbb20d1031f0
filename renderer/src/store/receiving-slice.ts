// Process: renderer. Receiving as the screens see it: the working store's receipts (a page at a time, filtered, one
// opened read-only), the drafts kept in main's journal (listed, resumed, discarded), and the open draft: its
// fields, purchase order, lines, the feed of the last scans, the pack size the engine asked for, validation
// problems by field and line, and the submit's answer. Reader reads and wedge scans are received in main (the
// reader tap into the active draft) and arrive as 'receiving.draftChanged'; typed codes go to receiving.drafts.scan.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../main/contract';
import type { DraftView, ScanOutcome } from '../../../main/contract/receiving';
import { EMPTY_RECEIPT_FILTER, prependOutcomes, receiptListArgs } from '../features/receiving/receiving-lists';
import { createInvokeKeepingError } from './invoke-keeping-error';
import { createPackSizeWaits } from './pack-size-waits';
import { scanList } from './scan-list';
import type { AppState, ReceivingSlice } from './types';

type OneDraft = Pick<
  ReceivingSlice,
  'draft' | 'draftFeed' | 'draftProblems' | 'submitResult' | 'packSizeNeeded' | 'purchaseOrders' | 'receivingNotice'
>;
const openDraftState = (draft: DraftView | null): OneDraft => ({
  draft,
  draftFeed: [],
  draftProblems: [],
  submitResult: null,
  packSizeNeeded: null,
  purchaseOrders: null,
  receivingNotice: null,
});

export const createReceivingSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ReceivingSlice> =>
  (set, get) => {
    let feedKey = 0;
    const waiting = createPackSizeWaits();
    /** Another draft (or none): its state starts empty, and no case of the last one waits for its pack size. */
    const freshDraft = (v: DraftView | null) => {
      waiting.clear();
      return openDraftState(v);
    };
    /** The value, or null with the error kept for the screen. */
    const call = createInvokeKeepingError(api, set, 'receivingError');
    const draftId = () => get().draft?.id ?? null;
    /** Takes a view of the open draft (a late answer about another draft is dropped). */
    const take = (v: DraftView | null, notice?: string) => {
      if (v && v.id === draftId()) set({ draft: v, ...(notice ? { receivingNotice: notice } : {}) });
      return v !== null;
    };
    const applyOutcomes = (id: string, outcomes: readonly ScanOutcome[]) => {
      if (id !== draftId() || outcomes.length === 0) return;
      for (const o of outcomes) if (o.kind === 'needsPackSize' && o.gtin14) waiting.add(o.gtin14, o.text);
      set({ draftFeed: prependOutcomes(get().draftFeed, outcomes, () => ++feedKey), packSizeNeeded: waiting.first() });
    };
    /** Receives typed codes in the open draft; false when the request failed (the error is kept). */
    const send = async (texts: string[]): Promise<boolean> => {
      const id = draftId();
      const r = id ? await call('receiving.drafts.scan', { draftId: id, texts }) : null;
      if (!id || !r) return false;
      take(r.draft);
      applyOutcomes(id, r.outcomes);
      return true;
    };
    /** Problems about a line or field the user just changed are stale: drop them until the next check. */
    const dropProblems = (keep: (p: AppState['draftProblems'][number]) => boolean) =>
      set({ draftProblems: get().draftProblems.filter(keep) });
    const open = async (v: DraftView | null) => {
      if (!v) return false;
      set({ ...freshDraft(v), receivingScreen: 'draft' });
      await Promise.all([get().loadReceivingVendors(), get().loadPurchaseOrders()]);
      return true;
    };

    return {
      receivingScreen: 'receipts',
      receivingBusy: false,
      receivingError: null,
      receiptFilter: EMPTY_RECEIPT_FILTER,
      receipts: null,
      receiptsCursor: null,
      receiptsPrevCursors: [],
      receiptsNextCursor: null,
      receipt: null,
      receivingDrafts: null,
      receivingVendors: null,
      ...openDraftState(null),

      watchReceiving() {
        return api.on('receiving.draftChanged', ({ draftId: id, outcomes, draft }) => {
          take(draft);
          applyOutcomes(id, outcomes);
        });
      },

      showReceipts() {
        set({ ...freshDraft(null), receipt: null, receivingScreen: 'receipts', receivingError: null });
        void get().loadReceivingDrafts();
        void get().loadReceiptPage();
      },

      async loadReceiptPage(cursor = get().receiptsCursor) {
        set({ receivingBusy: true });
        const page = await call('receiving.receipts.list', receiptListArgs(get().receiptFilter, cursor));
        set({ receivingBusy: false });
        if (page) set({ receipts: page.rows, receiptsCursor: cursor, receiptsNextCursor: page.nextCursor });
      },

      async filterReceipts(filter) {
        set({ receiptFilter: filter, receiptsPrevCursors: [] });
        await get().loadReceiptPage(null);
      },

      async nextReceiptPage() {
        const { receiptsNextCursor: next, receiptsCursor: here, receiptsPrevCursors: prev } = get();
        if (!next) return;
        set({ receiptsPrevCursors: [...prev, here] });
        await get().loadReceiptPage(next);
      },

      async prevReceiptPage() {
        const prev = get().receiptsPrevCursors;
        if (prev.length === 0) return;
        set({ receiptsPrevCursors: prev.slice(0, -1) });
        await get().loadReceiptPage(prev.at(-1) ?? null);
      },

      async openReceipt(receiptId) {
        set({ receivingBusy: true });
        const r = await call('receiving.receipts.get', { receiptId });
        set({ receivingBusy: false });
        if (r) set({ ...freshDraft(null), receipt: r, receivingScreen: 'receipt' });
        return r !== null;
      },

      async loadReceivingDrafts() {
        const list = await call('receiving.drafts.list', {});
        if (list) set({ receivingDrafts: list });
      },

      async loadReceivingVendors() {
        const list = await call('receiving.vendors', {});
        if (list) set({ receivingVendors: list });
      },

      async newDraft() {
        set({ receivingBusy: true });
        let v = await call('receiving.drafts.create', {});
        // The suggestion needs the service: offline, the draft starts without a number (the field asks for one).
        const why = v ? null : get().receivingError;
        if (!v) v = await call('receiving.drafts.create', { docNumber: '' });
        set({ receivingBusy: false });
        const opened = await open(v);
        if (opened && why) set({ receivingNotice: `No document number suggested (${why.message}): type one.` });
        return opened;
      },

      resumeDraft: async (id) => open(await call('receiving.drafts.get', { draftId: id })),

      async discardDraft(id) {
        const r = await call('receiving.drafts.discard', { draftId: id });
        if (!r) return false;
        set({ receivingDrafts: (get().receivingDrafts ?? []).filter((d) => d.id !== id) });
        if (draftId() === id) get().showReceipts();
        return true;
      },

      async updateDraft(patch) {
        const id = draftId();
        if (!id) return false;
        const vendorBefore = get().draft?.vendor?.id ?? null;
        const done = take(await call('receiving.drafts.update', { draftId: id, ...patch }));
        if (!done) return false;
        const changed = new Set<string>(Object.keys(patch).map((k) => (k === 'vendorId' ? 'vendor' : k)));
        dropProblems((p) => !changed.has(p.field) && !(p.field === 'general' && p.source === 'service'));
        if (patch.vendorId !== undefined && patch.vendorId !== vendorBefore) await get().loadPurchaseOrders();
        return true;
      },

      async checkDocNumber() {
        const id = draftId();
        const report = id ? await call('receiving.drafts.validate', { draftId: id }) : null;
        if (!report || id !== draftId()) return;
        const others = get().draftProblems.filter((p) => p.field !== 'docNumber');
        set({ draftProblems: [...others, ...report.problems.filter((p) => p.field === 'docNumber')] });
      },

      async loadPurchaseOrders() {
        const vendorId = get().draft?.vendor?.id;
        if (!vendorId) return set({ purchaseOrders: null });
        const list = await call('receiving.purchaseOrders', { vendorId });
        if (list && get().draft?.vendor?.id === vendorId) set({ purchaseOrders: list });
      },

      async choosePurchaseOrder(purchaseOrderId) {
        const id = draftId();
        if (!id) return false;
        set({ receivingBusy: true });
        const v = await call('receiving.drafts.setPurchaseOrder', { draftId: id, purchaseOrderId });
        set({ receivingBusy: false });
        return take(v, purchaseOrderId ? `Receiving against ${v?.purchaseOrder?.docNumber}` : 'No purchase order');
      },

      async receiveScan(text) {
        const code = text.trim();
        if (code && draftId()) await send([code]);
      },

      async receiveScanList(text, from) {
        if (draftId()) await scanList(text, from, send, (receivingNotice) => set({ receivingNotice }));
      },

      async setPackSize(units) {
        const ask = get().packSizeNeeded;
        if (!ask) return false;
        const r = await call('receiving.packSizes.set', { gtin14: ask.gtin14, units });
        if (!r) return false;
        waiting.drop(ask.gtin14);
        set({
          packSizeNeeded: waiting.first(),
          receivingNotice: `Pack size set: ${units} units per case ${ask.gtin14}`,
        });
        // The scans that asked added nothing: each is received now, once.
        await send(Array.from({ length: ask.scans }, () => ask.text));
        return true;
      },

      async addDraftItem(itemId) {
        const id = draftId();
        return id ? take(await call('receiving.drafts.addItem', { draftId: id, itemId }), 'Item added') : false;
      },

      async setDraftQuantity(lineId, quantity) {
        const id = draftId();
        const done = id ? take(await call('receiving.drafts.setQuantity', { draftId: id, lineId, quantity })) : false;
        if (done) dropProblems((p) => p.lineId !== lineId && p.field !== 'lines');
        return done;
      },

      async removeDraftLine(lineId) {
        const id = draftId();
        const done = id
          ? take(await call('receiving.drafts.removeLine', { draftId: id, lineId }), 'Line removed')
          : false;
        if (done) dropProblems((p) => p.lineId !== lineId);
        return done;
      },

      async removeExtraLines() {
        const id = draftId();
        if (!id) return false;
        const extra = new Set(get().draft?.extraLines.map((l) => l.id));
        const done = take(
          await call('receiving.drafts.removeExtraLines', { draftId: id }),
          'Items not on the order removed',
        );
        if (done) dropProblems((p) => !p.lineId || !extra.has(p.lineId));
        return done;
      },

      async validateDraft() {
        const id = draftId();
        const report = id ? await call('receiving.drafts.validate', { draftId: id }) : null;
        if (!report || id !== draftId()) return false;
        set({ draftProblems: report.problems, receivingNotice: report.ok ? 'Ready to submit' : null });
        return report.ok;
      },

      async submitDraft() {
        const id = draftId();
        if (!id || get().receivingBusy) return null;
        set({ receivingBusy: true, submitResult: null, receivingNotice: null });
        const r = await call('receiving.drafts.submit', { draftId: id });
        set({ receivingBusy: false });
        if (!r || id !== draftId()) return r;
        set({
          submitResult: r,
          draft: r.draft,
          draftProblems: r.status === 'invalid' ? r.problems : r.status === 'submitted' ? [] : get().draftProblems,
        });
        if (r.status === 'submitted') void get().loadReceivingDrafts();
        return r;
      },

      async setReceivingTarget(active) {
        const id = draftId();
        if (!id) return;
        if (active && get().draft?.state === 'open') take(await call('receiving.drafts.activate', { draftId: id }));
        else if (!active) await api.invoke('receiving.drafts.deactivate', { draftId: id });
      },
    };
  };
