// Process: main (composition, Electron-free). The receiving requests of contract/receiving.ts answered by the
// engine of the signed-in account (app-receiving.ts), one function per request name, typed by the contract's
// request map (a missing or mistyped one does not compile). Which draft takes the reader's scans:
// hosts/app/scan-target.
import type { HandlersOf } from '../../../contract';
import type { receivingRequests } from '../../../contract/receiving';
import type { ReceivingService } from '../../../domain/receiving/service';

/** `service` is read on every call, so the app can hand in the engine of the current sign-in. */
export function receivingHandlers(service: () => ReceivingService): HandlersOf<typeof receivingRequests> {
  return {
    'receiving.receipts.list': (a) => service().listReceipts(a),
    'receiving.receipts.get': (a) => service().getReceipt(a),
    'receiving.vendors': () => service().vendors(),
    'receiving.purchaseOrders': (a) => service().purchaseOrders(a),
    'receiving.drafts.list': () => service().listDrafts(),
    'receiving.drafts.suggestDocNumber': () => service().suggestDocNumber(),
    'receiving.drafts.create': (a) => service().createDraft(a),
    'receiving.drafts.get': (a) => service().getDraft(a),
    'receiving.drafts.update': (a) => service().updateDraft(a),
    'receiving.drafts.setPurchaseOrder': (a) => service().setPurchaseOrder(a),
    'receiving.drafts.scan': (a) => service().scan(a),
    'receiving.drafts.addItem': (a) => service().addItem(a),
    'receiving.drafts.setQuantity': (a) => service().setQuantity(a),
    'receiving.drafts.removeLine': (a) => service().removeLine(a),
    'receiving.drafts.removeExtraLines': (a) => service().removeExtraLines(a),
    'receiving.packSizes.set': (a) => service().setPackSize(a),
    'receiving.drafts.discard': (a) => service().discard(a),
    'receiving.drafts.validate': (a) => service().validate(a),
    'receiving.drafts.submit': (a) => service().submit(a),
  };
}
