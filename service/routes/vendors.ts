// Process: service. Vendors (spec 4.6): PUT requires id, and a null or empty stores array leaves store
// associations alone; elements of stores set the vendor's store availability.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { IdList } from '../../domain/api/wire/third-party-codes';
import { type Vendor, VendorsCreate, VendorUpdate } from '../../domain/api/wire/vendors';
import type { ServiceContext } from '../context';
import type { Db } from '../db/open';
import { RefChecker } from '../http/body';
import { HttpError, notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { parseBody } from '../http/validate';

interface VendorRow {
  id: string;
  code: string;
  name: string;
}

function toVendors(db: Db, rows: VendorRow[]): Vendor[] {
  const links = db
    .prepare(
      `SELECT vendor_id, store_id FROM vendor_stores WHERE vendor_id IN (SELECT value FROM json_each(?))
       ORDER BY vendor_id, store_id`,
    )
    .all(JSON.stringify(rows.map((r) => r.id))) as { vendor_id: string; store_id: string }[];
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    stores: links.filter((l) => l.vendor_id === r.id).map((l) => ({ id: l.store_id })),
  }));
}

export function registerVendorRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const load = (id: string) => {
    const row = db.prepare('SELECT id, code, name FROM vendors WHERE id = ?').get(id) as VendorRow | undefined;
    if (!row) throw notFound('Vendor');
    return toVendors(db, [row])[0] as Vendor;
  };
  const setStores = (id: string, stores: { id: string }[]) => {
    db.prepare('DELETE FROM vendor_stores WHERE vendor_id = ?').run(id);
    const ins = db.prepare('INSERT OR IGNORE INTO vendor_stores (vendor_id, store_id) VALUES (?, ?)');
    for (const s of stores) ins.run(id, s.id.toLowerCase());
  };
  const remove = (ids: string[]) =>
    db
      .transaction(() => {
        for (const id of ids) {
          if (
            db
              .prepare(
                'SELECT 1 FROM receipts WHERE vendor_id = ? UNION SELECT 1 FROM purchase_orders WHERE vendor_id = ?',
              )
              .get(id, id)
          )
            throw new HttpError(409, `Vendor ${id} is used by receipts or purchase orders and cannot be deleted.`);
          if (!db.prepare('SELECT 1 FROM vendors WHERE id = ?').get(id)) throw notFound('Vendor');
          db.prepare('DELETE FROM vendor_stores WHERE vendor_id = ?').run(id);
          db.prepare('DELETE FROM vendors WHERE id = ?').run(id);
        }
      })
      .immediate();

  app.get('/api/v3/vendors', async (req, reply) =>
    pagedList(ctx, req, reply, {
      from: 'vendors v',
      columns: 'v.id, v.code, v.name',
      filterFields: { code: { column: 'v.code', type: 'string' }, name: { column: 'v.name', type: 'string' } },
      orderFields: { code: { column: 'v.code', type: 'string' }, name: { column: 'v.name', type: 'string' } },
      defaultOrder: 'v.code ASC, v.id ASC',
      map: (rows: VendorRow[]) => toVendors(db, rows),
    }),
  );
  app.get<{ Params: { id: string } }>('/api/v3/vendors/:id', async (req) => load(pathGuid(req.params.id, 'Vendor')));

  app.post('/api/v3/vendors', async (req, reply) => {
    const list = parseBody(VendorsCreate, req.body);
    const ids = db
      .transaction(() => {
        const refs = new RefChecker(db);
        list.forEach((v, n) => {
          if (v.id && db.prepare('SELECT 1 FROM vendors WHERE id = ?').get(v.id.toLowerCase()))
            refs.add(`[${n}].id`, 'A vendor with this id already exists.');
          (v.stores ?? []).forEach((s, i) => {
            refs.need('store', s.id, `[${n}].stores[${i}].id`);
          });
        });
        refs.check();
        return list.map((v) => {
          const id = v.id?.toLowerCase() ?? randomUUID();
          db.prepare('INSERT INTO vendors (id, code, name) VALUES (?, ?, ?)').run(id, v.code, v.name);
          setStores(id, v.stores ?? []);
          return id;
        });
      })
      .immediate();
    const created = ids.map(load);
    return reply.code(201).send(Array.isArray(req.body) ? created : created[0]);
  });

  app.put('/api/v3/vendors', async (req) => {
    const body = parseBody(VendorUpdate, req.body);
    const id = body.id.toLowerCase();
    db.transaction(() => {
      load(id);
      const refs = new RefChecker(db);
      for (const [i, s] of (body.stores ?? []).entries()) refs.need('store', s.id, `stores[${i}].id`);
      refs.check();
      db.prepare('UPDATE vendors SET code = COALESCE(?, code), name = COALESCE(?, name) WHERE id = ?').run(
        body.code ?? null,
        body.name ?? null,
        id,
      );
      if (body.stores && body.stores.length > 0) setStores(id, body.stores);
    }).immediate();
    return load(id);
  });

  app.delete('/api/v3/vendors', async (req, reply) => {
    remove(parseBody(IdList, req.body).map((id) => id.toLowerCase()));
    return reply.code(204).send();
  });
  app.delete<{ Params: { id: string } }>('/api/v3/vendors/:id', async (req, reply) => {
    remove([pathGuid(req.params.id, 'Vendor')]);
    return reply.code(204).send();
  });
}
