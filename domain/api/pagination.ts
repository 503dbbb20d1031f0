// Process: main (domain, Electron-free). Reading the X-Pagination header and walking pages: follow
// nextPageLink when the header is there; without it, stop on a short page (fewer rows than asked for).
import type { z } from 'zod';
import { createLogger } from '../shared/logger';
import type { Http, QueryValue } from './http';
import { DEFAULT_PAGE_SIZE, PAGINATION_HEADER, Pagination } from './wire';

const log = createLogger('api.pagination');

export interface Page<T> {
  items: T[];
  /** null when the service sent no (readable) X-Pagination header. */
  pagination: Pagination | null;
}

/** Query of the item and store readers (spec 4.2). */
export interface ListParams {
  expand?: string[];
  filter?: string;
  orderBy?: string;
  pageNumber?: number;
  pageSize?: number;
}

/** A missing or unreadable header is not fatal: the caller falls back to the short-page rule. */
export function parsePaginationHeader(headers: Headers): Pagination | null {
  const raw = headers.get(PAGINATION_HEADER);
  if (!raw) return null;
  try {
    const parsed = Pagination.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  log.warn('unreadable X-Pagination header; falling back to the short-page rule');
  return null;
}

export function listQuery(q: ListParams): Record<string, QueryValue> {
  return {
    Expand: q.expand?.length ? q.expand.join(',') : undefined,
    filter: q.filter,
    orderBy: q.orderBy,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
  };
}

export async function getPage<S extends z.ZodType<unknown[]>>(
  http: Http,
  path: string,
  query: Record<string, QueryValue>,
  schema: S,
  url?: string,
): Promise<Page<z.infer<S>[number]>> {
  const { data, headers } = await http.request({ method: 'GET', path, query, schema, url });
  return { items: data as z.infer<S>[number][], pagination: parsePaginationHeader(headers) };
}

/** A page whose body is left unparsed (bytes), with its X-Pagination header read. */
export interface RawPage {
  body: Uint8Array;
  pagination: Pagination | null;
  /** The address asked, for error messages. */
  url: string;
}

export async function getRawPage(http: Http, path: string, query: Record<string, QueryValue>): Promise<RawPage> {
  const { bytes, headers, url } = await http.requestBytes({ method: 'GET', path, query });
  return { body: bytes, pagination: parsePaginationHeader(headers), url };
}

/**
 * Walks every page of a GET list. Page names: `pageNumber`/`pageSize` for the item and store readers,
 * `PageNumber`/`PageSize` where the notes document those (sessions).
 */
export async function* iteratePages<S extends z.ZodType<unknown[]>>(
  http: Http,
  path: string,
  query: Record<string, QueryValue>,
  schema: S,
  names: { page: string; size: string } = { page: 'pageNumber', size: 'pageSize' },
): AsyncGenerator<Page<z.infer<S>[number]>> {
  const pageSize = Number(query[names.size] ?? DEFAULT_PAGE_SIZE);
  let pageNumber = Number(query[names.page] ?? 1);
  let nextUrl: string | undefined;
  for (;;) {
    const page = await getPage(
      http,
      path,
      { ...query, [names.page]: pageNumber, [names.size]: pageSize },
      schema,
      nextUrl,
    );
    yield page;
    if (page.pagination) {
      if (!page.pagination.nextPageLink || page.items.length === 0) return;
      nextUrl = page.pagination.nextPageLink;
    } else {
      if (page.items.length < pageSize) return;
      nextUrl = undefined;
    }
    pageNumber++;
  }
}

export async function collectAll<T>(pages: AsyncIterable<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page.items);
  return all;
}
