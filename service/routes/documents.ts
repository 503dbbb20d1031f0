// Process: service. Purchase orders (Expand=Stores,Vendor), recipes, recipe types and production groups (transfers:
// transfers.ts).
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { formatMicros } from '../db/clock';
import type { Db } from '../db/open';
import { notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { readExpand, readQuery } from '../http/query';
import { childrenByParent } from '../repo/children';
import { storeRef, type VendorStoreRow } from '../repo/doc-refs';

interface PoRow extends VendorStoreRow {
  id: string;
  doc_number: string;
  status: string;
  created: number;
  last_updated: number;
}

interface PoLineRow {
  id: string;
  po_id: string;
  item_id: string;
  quantity: number;
  unit_cost: number;
}

function toPurchaseOrders(db: Db, rows: PoRow[], stores: boolean, vendor: boolean) {
  const linesByPo = childrenByParent(
    db,
    `SELECT id, po_id, item_id, quantity, unit_cost FROM purchase_order_lines
     WHERE po_id IN (SELECT value FROM json_each(?)) ORDER BY po_id, seq`,
    rows.map((r) => r.id),
    (l: PoLineRow) => l.po_id,
    (l: PoLineRow) => ({ id: l.id, item: { id: l.item_id }, quantity: l.quantity, unitCost: l.unit_cost }),
  );
  return rows.map((r) => ({
    id: r.id,
    docNumber: r.doc_number,
    status: r.status,
    vendor: vendor ? { id: r.vendor_id, code: r.vendor_code, name: r.vendor_name } : { id: r.vendor_id },
    store: storeRef(r, stores),
    lines: linesByPo.get(r.id) ?? [],
    created: formatMicros(r.created),
    lastUpdated: formatMicros(r.last_updated),
  }));
}

const jsonRows = (rows: { id: string; body_json: string; last_updated?: number }[]) =>
  rows.map((r) => {
    const body = JSON.parse(r.body_json) as Record<string, unknown>;
    const out: Record<string, unknown> = { id: r.id, ...body };
    if (r.last_updated !== undefined) out.lastUpdated = formatMicros(r.last_updated);
    return out;
  });

export function registerDocumentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;

  app.get('/api/v3/purchaseOrders', async (req, reply) => {
    const expand = readExpand(readQuery(req), ['Stores', 'Vendor']);
    return pagedList(ctx, req, reply, {
      from: 'purchase_orders p JOIN vendors v ON v.id = p.vendor_id JOIN stores st ON st.id = p.store_id',
      columns: `p.id, p.doc_number, p.status, p.vendor_id, v.code AS vendor_code, v.name AS vendor_name, p.store_id,
        st.code AS store_code, st.description AS store_description, p.created, p.last_updated`,
      filterFields: {
        docNumber: { column: 'p.doc_number', type: 'string' },
        status: { column: 'p.status', type: 'string' },
        vendor: { column: 'p.vendor_id', type: 'guid' },
        lastUpdated: { column: 'p.last_updated', type: 'timestamp' },
      },
      orderFields: {
        docNumber: { column: 'p.doc_number', type: 'string' },
        lastUpdated: { column: 'p.last_updated', type: 'timestamp' },
      },
      defaultOrder: 'p.seq ASC',
      map: (rows: PoRow[]) => toPurchaseOrders(db, rows, expand.has('stores'), expand.has('vendor')),
    });
  });

  app.get('/api/v3/recipes', async (req, reply) =>
    pagedList(ctx, req, reply, {
      from: 'recipes r',
      columns: 'r.id, r.body_json',
      filterFields: {},
      orderFields: {},
      defaultOrder: 'r.seq ASC',
      map: jsonRows,
    }),
  );
  app.get<{ Params: { id: string } }>('/api/v3/recipes/:id', async (req) => {
    const row = db.prepare('SELECT id, body_json FROM recipes WHERE id = ?').get(pathGuid(req.params.id, 'Recipe')) as
      | { id: string; body_json: string }
      | undefined;
    if (!row) throw notFound('Recipe');
    return jsonRows([row])[0];
  });
  for (const [path, table] of [
    ['/api/v3/recipetypes', 'recipe_types'],
    ['/api/v3/productiongroups', 'production_groups'],
  ] as const) {
    app.get(path, async (req, reply) =>
      pagedList(ctx, req, reply, {
        from: `${table} t`,
        columns: 't.id, t.name',
        filterFields: {},
        orderFields: { name: { column: 't.name', type: 'string' } },
        defaultOrder: 't.seq ASC',
        map: (rows: { id: string; name: string }[]) => rows,
      }),
    );
  }
}
