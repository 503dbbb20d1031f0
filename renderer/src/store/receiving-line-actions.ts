// Process: renderer. The receiving slice's scanning and lines: reader reads and wedge scans received in main (the
// reader tap into the active draft, turned on and off here) arrive as 'receiving.draftChanged'; typed codes and
// pasted or imported lists go to receiving.drafts.scan. Then pack sizes, items added by search, quantities, and
// removing a line or every line not on the purchase order.
import type { ReceivingContext } from './receiving-context';
import { scanList } from './scan-list';
import type { ReceivingSlice } from './types';

type LineActions = Pick<
  ReceivingSlice,
  | 'watchReceiving'
  | 'setReceivingTarget'
  | 'receiveScan'
  | 'receiveScanList'
  | 'setPackSize'
  | 'addDraftItem'
  | 'setDraftQuantity'
  | 'removeDraftLine'
  | 'removeExtraLines'
>;

export function createDraftLineActions(ctx: ReceivingContext): LineActions {
  const { api, get, set, call, draftId, take, applyOutcomes, send, dropProblems } = ctx;
  return {
    watchReceiving() {
      return api.on('receiving.draftChanged', ({ reader, ...r }) => {
        // The reader's feedback for the reads this change took comes with it, not as 'reader.reads'.
        if (reader) get().applyReaderReads(reader);
        take(r.draft);
        applyOutcomes(r.draftId, r);
      });
    },

    async setReceivingTarget(active) {
      const id = draftId();
      if (!id) return;
      if (active && get().draft?.state === 'open') take(await call('receiving.drafts.activate', { draftId: id }));
      else if (!active) await api.invoke('receiving.drafts.deactivate', { draftId: id });
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
      const id = draftId();
      if (!ask || !id) return false;
      // Main receives the scans of this case that waited in the draft, each once, and says what they added.
      const r = await call('receiving.packSizes.set', { gtin14: ask.gtin14, units, draftId: id });
      if (!r) return false;
      set({
        packSizeNeeded: r.received?.packSizeNeeded ?? null,
        receivingNotice: `Pack size set: ${units} units per case ${ask.gtin14}`,
      });
      if (r.received) {
        take(r.received.draft);
        applyOutcomes(id, r.received, ask.gtin14);
      }
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
  };
}
