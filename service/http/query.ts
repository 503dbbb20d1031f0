// Process: service. List query parameters (spec 4.2, notes A): names match case-insensitively; pageNumber and
// pageSize are checked against the documented limits; the X-Pagination header is computed from the total.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGINATION_HEADER, type Pagination } from '../../domain/api/wire/pagination';
import { validationFailed } from './errors';

export type Query = Map<string, string>;

/** Lower-cased query parameter names; a repeated parameter keeps its first value. */
export function readQuery(req: FastifyRequest): Query {
  const out = new Map<string, string>();
  const raw = req.query as Record<string, string | string[] | undefined>;
  for (const [k, v] of Object.entries(raw ?? {})) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined && !out.has(k.toLowerCase())) out.set(k.toLowerCase(), value);
  }
  return out;
}

export interface Page {
  number: number;
  size: number;
  offset: number;
}

function positiveInt(q: Query, name: string, fallback: number, max: number): number {
  const text = q.get(name.toLowerCase());
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    const limit = max === Number.MAX_SAFE_INTEGER ? 'a whole number greater than 0' : `between 1 and ${max}`;
    throw validationFailed([{ field: name, message: `${name} must be ${limit}.` }]);
  }
  return Number(text);
}

export function readPage(q: Query): Page {
  const number = positiveInt(q, 'pageNumber', 1, Number.MAX_SAFE_INTEGER);
  const size = positiveInt(q, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { number, size, offset: (number - 1) * size };
}

/** The Expand values given (lower-cased), refused when the endpoint does not know one. */
export function readExpand(q: Query, allowed: readonly string[]): Set<string> {
  const text = q.get('expand');
  const out = new Set<string>();
  if (!text) return out;
  const known = new Map(allowed.map((a) => [a.toLowerCase(), a]));
  for (const part of text.split(',')) {
    const p = part.trim().toLowerCase();
    if (!p) continue;
    if (!known.has(p))
      throw validationFailed([
        { field: 'Expand', message: `Unknown expansion "${part.trim()}". Allowed: ${allowed.join(', ')}.` },
      ]);
    out.add(p);
  }
  return out;
}

/** Sets X-Pagination; nextPageLink is "" when this page reaches the total. */
export function setPagination(
  req: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  page: Page,
  elements: number,
  total: number,
): void {
  let nextPageLink = '';
  if (page.offset + elements < total && elements > 0) {
    const url = new URL(req.url, origin);
    for (const key of [...url.searchParams.keys()])
      if (key.toLowerCase() === 'pagenumber') url.searchParams.delete(key);
    url.searchParams.set('pageNumber', String(page.number + 1));
    if (![...url.searchParams.keys()].some((k) => k.toLowerCase() === 'pagesize'))
      url.searchParams.set('pageSize', String(page.size));
    nextPageLink = `${origin}${url.pathname}${url.search}`;
  }
  const header: Pagination = {
    pageSize: page.size,
    currentPage: page.number,
    currentPageElements: elements,
    nextPageLink,
  };
  reply.header(PAGINATION_HEADER, JSON.stringify(header));
}
