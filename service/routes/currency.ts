// Process: service. Currency (spec 2.7, 4.6): conversion rates for databases with several currencies.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CurrencyCreate, CurrencyUpdate } from '../../domain/api/wire/purchasing';
import { IdList } from '../../domain/api/wire/third-party-codes';
import type { ServiceContext } from '../context';
import { formatMicros, nowMicros } from '../db/clock';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { parseBody } from '../http/validate';

interface Row {
  id: string;
  code: string;
  description: string;
  exchange_rate: number;
  effective: number;
}
const toCurrency = (r: Row) => ({
  id: r.id,
  code: r.code,
  description: r.description,
  exchangeRate: r.exchange_rate,
  effective: formatMicros(r.effective),
});
const COLUMNS = 'c.id, c.code, c.description, c.exchange_rate, c.effective';

export function registerCurrencyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const load = (id: string) => {
    const row = db.prepare(`SELECT ${COLUMNS} FROM currencies c WHERE c.id = ?`).get(id) as Row | undefined;
    if (!row) throw notFound('Currency');
    return toCurrency(row);
  };
  const remove = (ids: string[]) =>
    db
      .transaction(() => {
        for (const id of ids) load(id);
        for (const id of ids) db.prepare('DELETE FROM currencies WHERE id = ?').run(id);
      })
      .immediate();

  app.get('/api/v3/currency', async (req, reply) =>
    pagedList(ctx, req, reply, {
      from: 'currencies c',
      columns: COLUMNS,
      filterFields: { code: { column: 'c.code', type: 'string' } },
      orderFields: { code: { column: 'c.code', type: 'string' } },
      defaultOrder: 'c.code ASC',
      map: (rows: Row[]) => rows.map(toCurrency),
    }),
  );
  app.get<{ Params: { id: string } }>('/api/v3/currency/:id', async (req) => load(pathGuid(req.params.id, 'Currency')));
  app.get<{ Params: { code: string } }>('/api/v3/currency/effectiveExchangeRate/:code', async (req) => {
    const row = db
      .prepare(`SELECT ${COLUMNS} FROM currencies c WHERE c.code = ? COLLATE NOCASE`)
      .get(req.params.code) as Row | undefined;
    if (!row) throw notFound('Currency');
    return { code: row.code, exchangeRate: row.exchange_rate, effective: formatMicros(row.effective) };
  });

  app.post('/api/v3/currency', async (req, reply) => {
    const body = parseBody(CurrencyCreate, req.body);
    const id = body.id?.toLowerCase() ?? randomUUID();
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM currencies WHERE code = ? OR id = ?').get(body.code, id))
        throw new HttpError(409, `Currency ${body.code} already exists.`);
      db.prepare('INSERT INTO currencies (id, code, description, exchange_rate, effective) VALUES (?, ?, ?, ?, ?)').run(
        id,
        body.code,
        body.description,
        body.exchangeRate,
        nowMicros(),
      );
    }).immediate();
    return reply.code(201).send(load(id));
  });

  app.put('/api/v3/currency', async (req) => {
    const body = parseBody(CurrencyUpdate, req.body);
    const id = body.id.toLowerCase();
    db.transaction(() => {
      load(id);
      if (body.code && db.prepare('SELECT 1 FROM currencies WHERE code = ? AND id <> ?').get(body.code, id))
        throw validationFailed([{ field: 'code', message: `Currency ${body.code} already exists.` }]);
      db.prepare(
        `UPDATE currencies SET code = COALESCE(?, code), description = COALESCE(?, description),
           exchange_rate = COALESCE(?, exchange_rate), effective = ? WHERE id = ?`,
      ).run(body.code ?? null, body.description ?? null, body.exchangeRate ?? null, nowMicros(), id);
    }).immediate();
    return load(id);
  });

  app.delete('/api/v3/currency', async (req, reply) => {
    remove(parseBody(IdList, req.body).map((id) => id.toLowerCase()));
    return reply.code(204).send();
  });
  app.delete<{ Params: { id: string } }>('/api/v3/currency/:id', async (req, reply) => {
    remove([pathGuid(req.params.id, 'Currency')]);
    return reply.code(204).send();
  });
}
