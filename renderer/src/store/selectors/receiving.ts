// Process: renderer. What the receiving screens read (features/receiving): one selector per component, named after
// it, so the store's shape is read in one place (the zustand docs' pattern: slices, actions in the store, selectors
// beside them). Components call `useApp(useShallow(selectX))`; a selector returns store references or plain values
// only (a fresh `[]` or `.map()` here would re-render forever: React error #185).
import type { AppState } from '../types';

/** The draft's free-text fields, each edited by one `DraftText`. */
export type DraftTextField = 'docNumber' | 'reference' | 'notes';

export const selectDraftText = (field: DraftTextField) => (s: AppState) => ({
  value: s.draft?.[field] ?? '',
  draftId: s.draft?.id,
  editable: s.draft?.state === 'open',
  all: s.draftProblems,
  update: s.updateDraft,
  checkDoc: s.checkDocNumber,
});

export const selectDraftDetails = (s: AppState) => ({
  vendorId: s.draft?.vendor?.id ?? '',
  po: s.draft?.purchaseOrder ?? null,
  editable: s.draft?.state === 'open',
  vendors: s.receivingVendors,
  orders: s.purchaseOrders,
  all: s.draftProblems,
  busy: s.receivingBusy,
  update: s.updateDraft,
  choosePo: s.choosePurchaseOrder,
});

export const selectDraftLines = (s: AppState) => ({
  draft: s.draft,
  all: s.draftProblems,
  removeExtra: s.removeExtraLines,
});

export const selectDraftScreen = (s: AppState) => ({
  id: s.draft?.id ?? null,
  docNumber: s.draft?.docNumber ?? '',
  state: s.draft?.state ?? 'open',
  error: s.receivingError,
  notice: s.receivingNotice,
  askingPackSize: s.packSizeNeeded !== null,
  setTarget: s.setReceivingTarget,
  submit: s.submitDraft,
  back: s.showReceipts,
  discard: s.discardDraft,
});

export const selectDraftRow = (s: AppState) => ({
  resume: s.resumeDraft,
  discard: s.discardDraft,
  openReceipt: s.openReceipt,
});

export const selectLineRow = (s: AppState) => ({
  editable: s.draft?.state === 'open',
  all: s.draftProblems,
  setQuantity: s.setDraftQuantity,
  remove: s.removeDraftLine,
});

export const selectReceiptFilters = (s: AppState) => ({
  applied: s.receiptFilter,
  vendors: s.receivingVendors,
  apply: s.filterReceipts,
  busy: s.receivingBusy,
});

export const selectReceiptView = (s: AppState) => ({ r: s.receipt, back: s.showReceipts, error: s.receivingError });

export const selectReceiptsScreen = (s: AppState) => ({
  receipts: s.receipts,
  next: s.receiptsNextCursor,
  prevCount: s.receiptsPrevCursors.length,
  busy: s.receivingBusy,
  error: s.receivingError,
  store: s.workingStore,
  newDraft: s.newDraft,
  openReceipt: s.openReceipt,
  nextPage: s.nextReceiptPage,
  prevPage: s.prevReceiptPage,
  loadVendors: s.loadReceivingVendors,
});

export const selectReceivingArea = (s: AppState) => ({
  screen: s.receivingScreen,
  shownStoreId: s.draft?.storeId ?? s.receipt?.store.id ?? null,
  watchReceiving: s.watchReceiving,
  showReceipts: s.showReceipts,
  storeId: s.workingStore?.id ?? null,
});

export const selectPackSizePrompt = (s: AppState) => ({ ask: s.packSizeNeeded, setPackSize: s.setPackSize });

export const selectScanPanel = (s: AppState) => ({
  scan: s.receiveScan,
  scanList: s.receiveScanList,
  feed: s.draftFeed,
  editable: s.draft?.state === 'open',
});

export const selectSubmittedNotice = (s: AppState) => ({
  draft: s.draft,
  result: s.submitResult,
  openReceipt: s.openReceipt,
  newDraft: s.newDraft,
  back: s.showReceipts,
});

export const selectOutcome = (s: AppState) => ({ draft: s.draft, result: s.submitResult });

export const selectSubmitPanel = (s: AppState) => ({
  draft: s.draft,
  problems: s.draftProblems,
  busy: s.receivingBusy,
  validate: s.validateDraft,
  submit: s.submitDraft,
});
