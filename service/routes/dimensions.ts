// Process: service. Dimensions (spec 2.7, 4.6): values such as a size or colour, in a numbered slot. Renaming a
// value moves lastUpdated of every item that carries it, so incremental item sync sees the change.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DimensionCreate, DimensionUpdate } from '../../domain/api/wire/vendors';
import type { ServiceContext } from '../context';
import { nowMicros } from '../db/clock';
import { HttpError, notFound } from '../http/errors';
import { pathGuid } from '../http/ids';
import { pagedList } from '../http/list';
import { parseBody } from '../http/validate';

interface DimRow {
  id: string;
  dimension_number: number;
  code: string;
  description: string;
}
const toDim = (r: DimRow) => ({
  id: r.id,
  dimensionNumber: r.dimension_number,
  code: r.code,
  description: r.description,
});

export function registerDimensionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  const load = (id: string) => {
    const row = db.prepare('SELECT id, dimension_number, code, description FROM dimensions WHERE id = ?').get(id) as
      | DimRow
      | undefined;
    if (!row) throw notFound('Dimension');
    return toDim(row);
  };

  app.get('/api/v3/dimensions', async (req, reply) =>
    pagedList(ctx, req, reply, {
      from: 'dimensions d',
      columns: 'd.id, d.dimension_number, d.code, d.description',
      filterFields: {
        dimensionNumber: { column: 'd.dimension_number', type: 'integer' },
        code: { column: 'd.code', type: 'string' },
      },
      orderFields: {
        dimensionNumber: { column: 'd.dimension_number', type: 'integer' },
        code: { column: 'd.code', type: 'string' },
        description: { column: 'd.description', type: 'string' },
      },
      defaultOrder: 'd.dimension_number ASC, d.rowid ASC',
      map: (rows: DimRow[]) => rows.map(toDim),
    }),
  );
  app.get<{ Params: { id: string } }>('/api/v3/dimensions/:id', async (req) =>
    load(pathGuid(req.params.id, 'Dimension')),
  );

  app.post('/api/v3/dimensions', async (req, reply) => {
    const body = parseBody(DimensionCreate, req.body);
    const id = body.id?.toLowerCase() ?? randomUUID();
    db.transaction(() => {
      if (db.prepare('SELECT 1 FROM dimensions WHERE id = ?').get(id))
        throw new HttpError(409, 'Dimension already exists.');
      db.prepare('INSERT INTO dimensions (id, dimension_number, code, description) VALUES (?, ?, ?, ?)').run(
        id,
        body.dimensionNumber,
        body.code,
        body.description,
      );
    }).immediate();
    return reply.code(201).send(load(id));
  });

  app.put('/api/v3/dimensions', async (req) => {
    const body = parseBody(DimensionUpdate, req.body);
    const id = body.id.toLowerCase();
    db.transaction(() => {
      load(id);
      db.prepare(
        'UPDATE dimensions SET code = COALESCE(?, code), description = COALESCE(?, description) WHERE id = ?',
      ).run(body.code ?? null, body.description ?? null, id);
      db.prepare(
        'UPDATE items SET last_updated = ? WHERE id IN (SELECT item_id FROM item_dimensions WHERE dimension_id = ?)',
      ).run(nowMicros(), id);
    }).immediate();
    return load(id);
  });

  app.delete<{ Params: { id: string } }>('/api/v3/dimensions/:id', async (req, reply) => {
    const id = pathGuid(req.params.id, 'Dimension');
    db.transaction(() => {
      load(id);
      if (db.prepare('SELECT 1 FROM item_dimensions WHERE dimension_id = ?').get(id))
        throw new HttpError(409, 'Dimension is used by items and cannot be deleted.');
      db.prepare('DELETE FROM dimensions WHERE id = ?').run(id);
    }).immediate();
    return reply.code(204).send();
  });
}
