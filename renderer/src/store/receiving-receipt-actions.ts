// Process: renderer. The receiving slice's receipts: the list screen (which closes any open draft), the working
// store's receipts a page at a time under a filter, paging forward and back by cursor, and one receipt opened
// read-only.

import type { ReceivingContext } from './receiving-context';
import { receiptListArgs } from './receiving-lists';
import type { ReceivingSlice } from './types';

type ReceiptActions = Pick<
  ReceivingSlice,
  'showReceipts' | 'loadReceiptPage' | 'filterReceipts' | 'nextReceiptPage' | 'prevReceiptPage' | 'openReceipt'
>;

export function createReceiptActions({ get, set, call, freshDraft }: ReceivingContext): ReceiptActions {
  return {
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
  };
}
