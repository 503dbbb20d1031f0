// Process: renderer. What the transfer screens read (features/transfers): one selector per component, named after
// it; each returns store references or plain values only (see selectors/receiving.ts on why).
import type { AppState } from '../types';

export const selectTransfersArea = (s: AppState) => ({
  screen: s.transfersScreen,
  storeId: s.workingStore?.id ?? null,
  watch: s.watchTransfers,
  show: s.showTransfers,
});

export const selectTransfersList = (s: AppState) => ({
  stores: s.stores,
  storeId: s.workingStore?.id ?? null,
  drafts: s.transferDrafts,
  incoming: s.incomingTransfers,
  busy: s.transfersBusy,
  error: s.transfersError,
  create: s.newTransferDraft,
  openDraft: s.openTransferDraft,
  discard: s.discardTransferDraft,
  receive: s.openIncomingTransfer,
  refresh: s.showTransfers,
});

export const selectSendScreen = (s: AppState) => ({
  draft: s.transferDraft,
  stores: s.stores,
  feed: s.transferFeed,
  result: s.transferSendResult,
  busy: s.transfersBusy,
  error: s.transfersError,
  scan: s.packScan,
  scanList: s.packScanList,
  notice: s.transfersNotice,
  nextBox: s.nextBox,
  send: s.sendTransfer,
  packingList: s.packingListCsv,
  setTarget: s.setTransferTarget,
  back: s.showTransfers,
});

export const selectReceiveScreen = (s: AppState) => ({
  report: s.transferReport,
  stores: s.stores,
  feed: s.transferFeed,
  busy: s.transfersBusy,
  error: s.transfersError,
  scan: s.receiveTransferScan,
  scanList: s.receiveTransferScanList,
  notice: s.transfersNotice,
  finish: s.finishTransfer,
  csv: s.transferReportCsv,
  setTarget: s.setTransferTarget,
  back: s.showTransfers,
});
