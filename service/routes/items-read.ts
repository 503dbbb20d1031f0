// Process: service. Store and item readers (spec 4.3): GET /stores, /stores/{id}, /stores/{id}/items, /items,
// /items/{id}, with Expand, pagination, filter and orderBy (spec 4.2, notes A).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { notFound } from '../http/errors';
import { parseFilter, parseOrderBy } from '../http/filter';
import { pathGuid } from '../http/ids';
import { readExpand, readPage, readQuery, setPagination } from '../http/query';
import { listItemsJson } from '../repo/items-json';
import { countItems, ITEM_FILTER_FIELDS, ITEM_ORDER_FIELDS } from '../repo/items-read';
import { applyDueRetails } from '../repo/retails';

const ITEM_EXPANDS = ['Stores', 'Dimensions', 'GTIN'] as const;

export function registerItemReadRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  // get() rows carry libsql's _metadata: copy the fields rather than sending the row.
  const storeById = (id: string) => {
    const row = db.prepare('SELECT id, code, description FROM stores WHERE id = ?').get(id) as
      | { id: string; code: string; description: string }
      | undefined;
    return row ? { id: row.id, code: row.code, description: row.description } : undefined;
  };

  app.get('/api/v3/stores', async (req, reply) => {
    const q = readQuery(req);
    const page = readPage(q);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM stores').get() as { n: number }).n;
    const rows = db
      .prepare('SELECT id, code, description FROM stores ORDER BY code LIMIT ? OFFSET ?')
      .all(page.size, page.offset);
    setPagination(req, reply, ctx.origin(), page, rows.length, total);
    return rows;
  });

  app.get<{ Params: { id: string } }>('/api/v3/stores/:id', async (req) => {
    const store = storeById(pathGuid(req.params.id, 'Store'));
    if (!store) throw notFound('Store');
    return store;
  });

  const listHandler =
    (storeScoped: boolean) => async (req: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
      let storeId: string | undefined;
      if (storeScoped) {
        storeId = pathGuid(req.params.id, 'Store');
        if (!storeById(storeId)) throw notFound('Store');
      }
      const q = readQuery(req);
      const page = readPage(q);
      const expand = readExpand(q, ITEM_EXPANDS);
      const query = {
        filter: parseFilter(q.get('filter'), ITEM_FILTER_FIELDS),
        orderBy: parseOrderBy(q.get('orderby'), ITEM_ORDER_FIELDS, 'i.seq ASC'),
        limit: page.size,
        offset: page.offset,
        storeId,
        paged: true,
      };
      applyDueRetails(db);
      const total = countItems(db, query);
      const items = listItemsJson(db, query, {
        stores: expand.has('stores'),
        dimensions: expand.has('dimensions'),
        gtin: expand.has('gtin'),
        onlyStoreId: storeId,
      });
      setPagination(req, reply, ctx.origin(), page, items.count, total);
      return reply.type('application/json; charset=utf-8').send(items.json);
    };
  app.get('/api/v3/items', listHandler(false));
  app.get('/api/v3/stores/:id/items', listHandler(true));

  app.get<{ Params: { id: string } }>('/api/v3/items/:id', async (req, reply) => {
    const expand = readExpand(readQuery(req), ITEM_EXPANDS);
    applyDueRetails(db);
    const query = {
      filter: { where: ['i.id = ?'], params: [pathGuid(req.params.id, 'Item')] },
      orderBy: 'i.seq ASC',
      limit: 1,
      offset: 0,
    };
    const found = listItemsJson(db, query, {
      stores: expand.has('stores'),
      dimensions: expand.has('dimensions'),
      gtin: expand.has('gtin'),
    });
    if (!found.count) throw notFound('Item');
    return reply.type('application/json; charset=utf-8').send(found.json.slice(1, -1));
  });
}
