// Process: renderer. The receiving slice's drafts: the drafts kept in main's journal (listed, created with a
// suggested document number, resumed, discarded), the open draft's fields, its vendor's purchase orders and the one
// it is received against, and the vendors the pickers offer.
import type { ReceivingContext } from './receiving-context';
import type { ReceivingSlice } from './types';

type DraftActions = Pick<
  ReceivingSlice,
  | 'loadReceivingDrafts'
  | 'loadReceivingVendors'
  | 'newDraft'
  | 'resumeDraft'
  | 'discardDraft'
  | 'updateDraft'
  | 'loadPurchaseOrders'
  | 'choosePurchaseOrder'
>;

export function createDraftActions({
  get,
  set,
  call,
  draftId,
  take,
  dropProblems,
  open,
}: ReceivingContext): DraftActions {
  return {
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
  };
}
