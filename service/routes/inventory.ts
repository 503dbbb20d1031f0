// Process: service. POST /inventory (spec 4.3, notes A): current on-hand by store and/or item, paged through the
// request body; callers stop when a page has fewer rows than pageSize.
import type { FastifyInstance } from 'fastify';
import { InventoryRequest, type InventoryRow } from '../../domain/api/wire/inventory';
import type { ServiceContext } from '../context';
import { formatMicros } from '../db/clock';
import { bodyTimestamp } from '../http/body';
import { parseBody } from '../http/validate';

export function registerInventoryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/api/v3/inventory', async (req) => {
    const body = parseBody(InventoryRequest, req.body ?? {});
    const where: string[] = [];
    const params: unknown[] = [];
    if (body.stores?.length) {
      where.push('o.store_id IN (SELECT lower(value) FROM json_each(?))');
      params.push(JSON.stringify(body.stores));
    }
    if (body.items?.length) {
      where.push('o.item_id IN (SELECT lower(value) FROM json_each(?))');
      params.push(JSON.stringify(body.items));
    } else if (body.lastUpdated) {
      where.push('i.last_updated >= ?');
      params.push(bodyTimestamp(body.lastUpdated, 'lastUpdated'));
    }
    if (body.rowUpdated) {
      where.push('o.row_updated >= ?');
      params.push(bodyTimestamp(body.rowUpdated, 'rowUpdated'));
    }
    const rows = ctx.db
      .prepare(
        `SELECT o.item_id, o.store_id, o.quantity, o.row_updated FROM on_hand o JOIN items i ON i.id = o.item_id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY i.seq, o.store_id LIMIT ? OFFSET ?`,
      )
      .all(...params, body.pageSize, (body.pageNumber - 1) * body.pageSize) as {
      item_id: string;
      store_id: string;
      quantity: number;
      row_updated: number;
    }[];
    return rows.map(
      (r): InventoryRow => ({
        itemID: r.item_id,
        storeID: r.store_id,
        onHand: r.quantity,
        rowUpdated: formatMicros(r.row_updated),
      }),
    );
  });
}
