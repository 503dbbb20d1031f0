// Process: main (domain, Electron-free). POST /inventory: on-hand rows, paged through the request body.
// It is a read, so it is retried like a GET.
import type { Http } from '../http';
import { DEFAULT_PAGE_SIZE, InventoryPage, InventoryRequest, type InventoryRow } from '../wire';
import { verbs } from './verbs';

export function inventoryEndpoints(http: Http) {
  const { post } = verbs(http);
  const postInventory = (req: InventoryRequest): Promise<InventoryRow[]> =>
    post('/inventory', req, InventoryPage, { bodySchema: InventoryRequest, idempotent: true });
  return {
    postInventory,
    /** Pages until one comes back shorter than pageSize (the body carries no pagination header). */
    async *iterateInventory(req: InventoryRequest): AsyncGenerator<InventoryRow[]> {
      const pageSize = req.pageSize ?? DEFAULT_PAGE_SIZE;
      for (let pageNumber = req.pageNumber ?? 1; ; pageNumber++) {
        const rows = await postInventory({ ...req, pageNumber, pageSize });
        if (rows.length > 0) yield rows;
        if (rows.length < pageSize) return;
      }
    },
  };
}
