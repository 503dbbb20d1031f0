// Process: test (node). Rows the receiving tests look up in the service's own database before and after a
// submit: which vendor, which item is on no order (an extra on any receipt), which receipts a number made.
import type { ReceivingWorld } from './harness';

export const vendorIdByCode = (w: ReceivingWorld, code: string): string =>
  w.serviceQuery<{ id: string }>('SELECT id FROM vendors WHERE code = ?', code)[0]!.id;

/** The first item the world's store stocks that no purchase order names. */
export const itemOnNoOrder = (w: ReceivingWorld): { id: string; gtin: string } =>
  w.serviceQuery<{ id: string; gtin: string }>(
    `SELECT i.id, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
     JOIN item_stores s ON s.item_id = i.id AND s.store_id = ?
     WHERE i.id NOT IN (SELECT item_id FROM purchase_order_lines) ORDER BY i.seq LIMIT 1`,
    w.storeId,
  )[0]!;

export const receiptsWithNumber = (w: ReceivingWorld, docNumber: string): { id: string }[] =>
  w.serviceQuery<{ id: string }>('SELECT id FROM receipts WHERE doc_number = ?', docNumber);
