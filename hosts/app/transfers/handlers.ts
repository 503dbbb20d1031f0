// Process: main (composition, Electron-free). The transfer requests of contract/transfers.ts answered by the engine
// of the signed-in account (app-transfers.ts), one function per request name, typed by the contract's request map.
// Activating a draft or an incoming transfer checks it exists here, then makes it the reader's scan target.
import type { HandlersOf } from '../../../contract';
import type { transfersRequests } from '../../../contract/transfers';
import { transferReportCsv } from '../../../domain/transfers/report-csv';
import type { AppTransfers } from './app-transfers';

export function transfersHandlers(
  transfers: Pick<AppTransfers, 'engine' | 'target'>,
): HandlersOf<typeof transfersRequests> {
  const service = () => transfers.engine();
  const { target } = transfers;
  return {
    'transfers.list': (a) => service().list(a),
    'transfers.drafts.list': () => service().listDrafts(),
    'transfers.drafts.create': (a) => service().createDraft(a),
    'transfers.drafts.get': (a) => service().getDraft(a),
    'transfers.drafts.scan': (a) => service().scan(a),
    'transfers.drafts.nextBox': (a) => service().setBox(a),
    'transfers.drafts.discard': (a) => {
      const done = service().discard(a);
      target.release('transfers', a.draftId.toLowerCase());
      return done;
    },
    'transfers.drafts.send': (a) => service().send(a),
    'transfers.drafts.packingList': (a) => ({ csv: service().packingList(a) }),
    'transfers.drafts.activate': ({ draftId }) => {
      const view = service().getDraft({ draftId });
      target.take('transfers', draftId.toLowerCase());
      return view;
    },
    'transfers.drafts.deactivate': ({ draftId }) => {
      target.release('transfers', draftId?.toLowerCase());
      return { active: null };
    },
    'transfers.receipts.open': (a) => service().openIncoming(a),
    'transfers.receipts.get': (a) => service().report(a),
    'transfers.receipts.scan': (a) => service().receiveScan(a),
    'transfers.receipts.finish': (a) => service().finish(a),
    'transfers.receipts.csv': (a) => ({ csv: transferReportCsv(service().report(a)) }),
    'transfers.receipts.activate': ({ transferId }) => {
      const report = service().report({ transferId });
      target.take('transferReceipts', transferId.toLowerCase());
      return report;
    },
    'transfers.receipts.deactivate': ({ transferId }) => {
      target.release('transferReceipts', transferId?.toLowerCase());
      return { active: null };
    },
  };
}
