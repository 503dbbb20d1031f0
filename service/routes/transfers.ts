// Process: service. Transfers between stores (spec 2.7, 4.6): due/needBy, fromStore, toStore and lines required
// (422); GET /transfers filters on the stores, status, docNumber, needBy and lastUpdated; POST /transfers/{id}
// creates or replaces, and a POST of the same body again changes nothing (the same answer, lastUpdated included),
// so a client retrying after a lost answer cannot tell the retry from the first. The `boxes` field is our contract
// (docs/service/endpoints.md "Transfers: boxes"): the EPCs shipped, box by box, kept and returned as given.
import type { FastifyInstance } from 'fastify';
import { TransferWrite } from '../../domain/api/wire/purchasing';
import type { ServiceContext } from '../context';
import { formatMicros, nowMicros } from '../db/clock';
import { RefChecker } from '../http/body';
import { notFound } from '../http/errors';
import type { FieldMap } from '../http/filter';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { parseBody } from '../http/validate';

interface TransferRow {
  id: string;
  body_json: string;
  last_updated: number;
}

const toTransfer = (r: TransferRow) => ({
  id: r.id,
  ...(JSON.parse(r.body_json) as Record<string, unknown>),
  lastUpdated: formatMicros(r.last_updated),
});

const jsonField = (path: string) => `json_extract(t.body_json, '$.${path}')`;
const filterFields: FieldMap = {
  fromStore: { column: jsonField('fromStore.id'), type: 'guid' },
  toStore: { column: jsonField('toStore.id'), type: 'guid' },
  status: { column: jsonField('status'), type: 'string' },
  docNumber: { column: jsonField('docNumber'), type: 'string' },
  needBy: { column: jsonField('needBy'), type: 'string' },
  lastUpdated: { column: 't.last_updated', type: 'timestamp' },
};
const orderFields: FieldMap = {
  lastUpdated: { column: 't.last_updated', type: 'timestamp' },
  needBy: { column: jsonField('needBy'), type: 'string' },
  docNumber: { column: jsonField('docNumber'), type: 'string' },
};

export function registerTransferRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  app.get('/api/v3/transfers', async (req, reply) =>
    pagedList(ctx, req, reply, {
      from: 'transfers t',
      columns: 't.id, t.body_json, t.last_updated',
      filterFields,
      orderFields,
      defaultOrder: 't.seq ASC',
      map: (rows: TransferRow[]) => rows.map(toTransfer),
    }),
  );
  const row = (id: string) =>
    db.prepare('SELECT id, body_json, last_updated FROM transfers WHERE id = ?').get(id) as TransferRow | undefined;
  const loadTransfer = (id: string) => {
    const found = row(id);
    if (!found) throw notFound('Transfer');
    return toTransfer(found);
  };
  app.get<{ Params: { id: string } }>('/api/v3/transfers/:id', async (req) =>
    loadTransfer(pathGuid(req.params.id, 'Transfer')),
  );
  /** Creates or replaces the transfer with this id; the same body again changes nothing. */
  app.post<{ Params: { id: string } }>('/api/v3/transfers/:id', async (req) => {
    const id = pathGuid(req.params.id, 'Transfer');
    const body = parseBody(TransferWrite, req.body);
    db.transaction(() => {
      const refs = new RefChecker(db)
        .need('store', body.fromStore.id, 'fromStore.id')
        .need('store', body.toStore.id, 'toStore.id');
      refs.need('vendor', body.vendor?.id, 'vendor.id');
      body.lines.forEach((l, i) => {
        refs.need('item', l.id, `lines[${i}].id`);
      });
      refs.check();
      const needBy = body.needBy ?? body.due;
      const lower = (ref: { id: string }) => ({ id: ref.id.toLowerCase() });
      const stored = JSON.stringify({
        ...body,
        fromStore: lower(body.fromStore),
        toStore: lower(body.toStore),
        lines: body.lines.map((l) => ({ ...l, id: l.id.toLowerCase() })),
        needBy,
        due: needBy,
        status: body.status ?? 'Open',
        docNumber: body.docNumber ?? null,
      });
      if (row(id)?.body_json === stored) return;
      db.prepare(
        `INSERT INTO transfers (id, body_json, last_updated) VALUES (?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET body_json = excluded.body_json, last_updated = excluded.last_updated`,
      ).run(id, stored, nowMicros());
    }).immediate();
    return loadTransfer(id);
  });
}
