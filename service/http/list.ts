// Process: service. A paged list over one table: count, page, X-Pagination, with whitelisted filter/orderBy.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { type FieldMap, parseFilter, parseOrderBy } from './filter';
import { readPage, readQuery, setPagination } from './query';

export interface ListSpec<Row, Out> {
  /** FROM clause (table and joins), fixed text. */
  from: string;
  columns: string;
  filterFields: FieldMap;
  orderFields: FieldMap;
  defaultOrder: string;
  /** Fixed conditions with their parameters, ANDed with the filter. */
  where?: { sql: string; params: unknown[] }[];
  map: (rows: Row[]) => Out[];
}

export function pagedList<Row, Out>(
  ctx: ServiceContext,
  req: FastifyRequest,
  reply: FastifyReply,
  spec: ListSpec<Row, Out>,
): Out[] {
  const q = readQuery(req);
  const page = readPage(q);
  const filter = parseFilter(q.get('filter'), spec.filterFields);
  const order = parseOrderBy(q.get('orderby'), spec.orderFields, spec.defaultOrder);
  const where = [...(spec.where ?? []).map((w) => w.sql), ...filter.where];
  const params = [...(spec.where ?? []).flatMap((w) => w.params), ...filter.params];
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${spec.from} ${whereSql}`).get(...params) as { n: number })
    .n;
  const rows = ctx.db
    .prepare(`SELECT ${spec.columns} FROM ${spec.from} ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, page.size, page.offset) as Row[];
  setPagination(req, reply, ctx.origin(), page, rows.length, total);
  return spec.map(rows);
}
