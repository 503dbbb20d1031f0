// Process: renderer. Receiving as the screens see it: the working store's receipts (a page at a time, filtered, one
// opened read-only), the drafts kept in main's journal (listed, resumed, discarded), and the open draft: its
// fields, purchase order, lines, the feed of the last scans, the pack size the engine asked for, validation
// problems by field and line, and the submit's answer. The actions live in four parts (receipts, drafts, scanning
// and lines, check and submit) that share one context built here, once per store.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { createReceivingContext, openDraftState } from './receiving-context';
import { createDraftActions } from './receiving-draft-actions';
import { createDraftLineActions } from './receiving-line-actions';
import { EMPTY_RECEIPT_FILTER } from './receiving-lists';
import { createReceiptActions } from './receiving-receipt-actions';
import { createDraftSubmitActions } from './receiving-submit-actions';
import type { AppState, ReceivingSlice } from './types';

export const createReceivingSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ReceivingSlice> =>
  (set, get) => {
    const ctx = createReceivingContext(api, get, set);
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
      ...createReceiptActions(ctx),
      ...createDraftActions(ctx),
      ...createDraftLineActions(ctx),
      ...createDraftSubmitActions(ctx),
    };
  };
