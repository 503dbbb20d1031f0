// Process: main (domain, Electron-free). A store's transfers from the service (GET /transfers filtered by fromStore
// or toStore: every page), with what this PC has done with each (sent from here, being received, received).
import type { TransferListRow } from '../../contract/transfers';
import { condition } from '../receiving/api-port';
import type { TransfersApi } from './api-port';

export interface HereFacts {
  sent(transferId: string): boolean;
  received(transferId: string): 'open' | 'finished' | null;
}

export async function transferListRows(
  api: TransfersApi,
  storeId: string,
  incoming: boolean,
  here: HereFacts,
): Promise<TransferListRow[]> {
  const filter = condition(incoming ? 'toStore' : 'fromStore', '=', storeId);
  const rows: TransferListRow[] = [];
  for await (const page of api.iterateTransfers({ filter, pageSize: 100 }))
    for (const t of page.items) {
      const id = t.id.toLowerCase();
      const received = here.received(id);
      rows.push({
        id,
        docNumber: t.docNumber,
        fromStoreId: t.fromStore.id.toLowerCase(),
        toStoreId: t.toStore.id.toLowerCase(),
        needBy: t.needBy,
        status: t.status,
        lines: t.lines.length,
        units: t.lines.reduce((n, l) => n + l.quantity, 0),
        boxes: t.boxes?.length ?? 0,
        here: here.sent(id) ? 'sent' : received === 'finished' ? 'received' : received ? 'receiving' : 'none',
      });
    }
  return rows;
}
