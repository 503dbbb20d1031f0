// Process: main (domain, Electron-free). The one place a Fetch API request is sent: bearer token, scheduler
// slot, timeout, one token refresh + retry on 401, waiting out 429, retries with backoff for network errors and
// 5xx on idempotent calls only, and parsing the answer with the shared wire shapes.
import type { z } from 'zod';
import { UserError } from '../shared/errors';
import { createLogger, type Logger } from '../shared/logger';
import { sleep as realSleep } from '../shared/time';
import { checkBody } from './check-body';
import { ApiError, badResponse, errorFromResponse, invalidRequest, networkError, parseRetryAfter } from './errors';
import type { RequestScheduler } from './scheduler';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface TokenSource {
  getAccessToken(): Promise<string>;
  handleUnauthorized(rejectedToken: string): Promise<string>;
}

export interface RequestSpec<S extends z.ZodType> {
  method: HttpMethod;
  /** Path under /api/v3, e.g. `/stores`; ignored when `url` is given. */
  path: string;
  /** An absolute URL the service handed us (nextPageLink); must be under the configured base. */
  url?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: S;
  /** Checked before sending (a refused request still costs one of the 2 a second); the body is sent as given. */
  bodySchema?: z.ZodType;
  /** Defaults to true for GET, PUT and DELETE; POST /inventory (a read) sets it explicitly. */
  idempotent?: boolean;
}

export interface HttpResponse<T> {
  data: T;
  headers: Headers;
}

export interface HttpOptions {
  baseUrl: string;
  tokens: TokenSource;
  scheduler: RequestScheduler;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Retries after the first attempt for network errors and 5xx (idempotent calls only). */
  maxRetries?: number;
  /** How many 429s in a row one call waits out before giving up. */
  maxRateLimitWaits?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  logger?: Logger;
}

export interface Download {
  bytes: Uint8Array;
  contentType: string | null;
  /** From Content-Disposition, when the service names the file. */
  fileName: string | null;
}

/** A 2xx answer's body as received, for a caller that parses it elsewhere (the catalog sync's worker). */
export interface RawResponse {
  bytes: Uint8Array;
  headers: Headers;
  url: string;
}

export interface Http {
  request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<HttpResponse<z.infer<S>>>;
  /** The same safety rules as request, without parsing: the body stays bytes. */
  requestBytes(spec: Omit<RequestSpec<z.ZodType>, 'schema'>): Promise<RawResponse>;
  /** A GET whose answer is a file, not JSON (e.g. a staged invoice's original document). */
  download(spec: Omit<RequestSpec<z.ZodType>, 'schema' | 'method' | 'body'>): Promise<Download>;
  /** Absolute API root, e.g. http://127.0.0.1:1234/api/v3 */
  readonly apiRoot: string;
}

const API_SUFFIX = '/api/v3';

/** Accepts a base with or without /api/v3 (the production address is documented with it). */
export function apiRootOf(baseUrl: string): string {
  const parsed = new URL(baseUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new UserError('invalid_argument', 'The service address must start with http:// or https://: correct it.');
  const trimmed = `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
  return trimmed.toLowerCase().endsWith(API_SUFFIX) ? trimmed : `${trimmed}${API_SUFFIX}`;
}

function buildUrl(apiRoot: string, spec: { path: string; url?: string; query?: Record<string, QueryValue> }): string {
  if (spec.url) {
    // Never send the bearer token to an address the service merely suggested elsewhere.
    const target = new URL(spec.url);
    const root = new URL(apiRoot);
    if (target.origin !== root.origin || !target.pathname.toLowerCase().startsWith(root.pathname.toLowerCase()))
      throw badResponse(apiRoot, 'a page link points outside the service');
    return target.toString();
  }
  const url = new URL(`${apiRoot}${spec.path}`);
  for (const [k, v] of Object.entries(spec.query ?? {}))
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return url.toString();
}

export function createHttp(opts: HttpOptions): Http {
  const apiRoot = apiRootOf(opts.baseUrl);
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const maxRetries = opts.maxRetries ?? 3;
  const maxRateLimitWaits = opts.maxRateLimitWaits ?? 5;
  const backoffBase = opts.backoffBaseMs ?? 300;
  const backoffMax = opts.backoffMaxMs ?? 5_000;
  const sleep = opts.sleep ?? realSleep;
  const random = opts.random ?? Math.random;
  const log = opts.logger ?? createLogger('api.http');

  // Full jitter: spreads retries of many callers instead of stampeding the service together.
  const backoff = (attempt: number) => Math.round(random() * Math.min(backoffMax, backoffBase * 2 ** attempt));

  async function request<S extends z.ZodType>(spec: RequestSpec<S>): Promise<HttpResponse<z.infer<S>>> {
    const url = buildUrl(apiRoot, spec);
    if (spec.bodySchema) {
      const checked = spec.bodySchema.safeParse(spec.body);
      if (!checked.success) throw invalidRequest(checked.error.issues);
    }
    const { bytes, headers } = await send(spec, url);
    const label = `${spec.method} ${new URL(url).pathname}`;
    return { data: parseBody(spec.schema, new TextDecoder().decode(bytes), url, label), headers };
  }

  async function requestBytes(spec: Omit<RequestSpec<z.ZodType>, 'schema'>): Promise<RawResponse> {
    const url = buildUrl(apiRoot, spec);
    const { bytes, headers } = await send(spec, url);
    return { bytes, headers, url };
  }

  async function download(spec: Omit<RequestSpec<z.ZodType>, 'schema' | 'method' | 'body'>): Promise<Download> {
    const url = buildUrl(apiRoot, spec);
    const { bytes, headers } = await send({ ...spec, method: 'GET' }, url);
    const disposition = headers.get('content-disposition') ?? '';
    const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
    return { bytes, contentType: headers.get('content-type'), fileName: name };
  }

  /** Sends with every safety rule; resolves with the raw body of a 2xx answer, else throws ApiError. */
  async function send(
    spec: Pick<RequestSpec<z.ZodType>, 'method' | 'body' | 'idempotent'>,
    url: string,
  ): Promise<{ bytes: Uint8Array; headers: Headers }> {
    const idempotent = spec.idempotent ?? spec.method !== 'POST';
    const label = `${spec.method} ${new URL(url).pathname}`;
    let token = await opts.tokens.getAccessToken();
    let refreshedOnce = false;
    let failures = 0;
    let rateLimitWaits = 0;

    for (;;) {
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      const init: RequestInit = { method: spec.method, headers };
      if (spec.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(spec.body);
      }
      let res: Response;
      let bytes: Uint8Array;
      try {
        ({ res, bytes } = await opts.scheduler.schedule(async () => {
          const signal = AbortSignal.timeout(timeoutMs);
          const r = await doFetch(url, { ...init, signal });
          return { res: r, bytes: new Uint8Array(await r.arrayBuffer()) };
        }));
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        if (idempotent && failures < maxRetries) {
          const wait = backoff(failures++);
          log.warn('network error, retrying', { request: label, attempt: failures, waitMs: wait, timedOut });
          await sleep(wait);
          continue;
        }
        log.warn('network error', { request: label, timedOut, error: String(err) });
        throw networkError(url, err, timedOut);
      }

      if (res.status === 401 && !refreshedOnce) {
        refreshedOnce = true;
        log.info('401: refreshing the access token once', { request: label });
        token = await opts.tokens.handleUnauthorized(token);
        continue;
      }
      const text = () => new TextDecoder().decode(bytes);
      if (res.status === 429 && rateLimitWaits < maxRateLimitWaits) {
        // A 429 was not processed, so repeating it is safe even for a POST that creates.
        rateLimitWaits++;
        const header = res.headers.get('retry-after');
        const error = errorFromResponse(429, text(), header);
        const asked = parseRetryAfter(header);
        if (asked > (error.retryAfter ?? 1))
          log.warn('429: Retry-After over the cap, waiting the cap', {
            request: label,
            askedS: asked,
            waitS: error.retryAfter,
          });
        opts.scheduler.pauseFor((error.retryAfter ?? 1) * 1000);
        continue;
      }
      if (res.status >= 500 && idempotent && failures < maxRetries) {
        const wait = backoff(failures++);
        log.warn('server error, retrying', { request: label, status: res.status, attempt: failures, waitMs: wait });
        await sleep(wait);
        continue;
      }
      if (!res.ok) {
        const error = errorFromResponse(res.status, text(), res.headers.get('retry-after'));
        log.info('request failed', { request: label, status: res.status, code: error.code });
        throw error;
      }
      return { bytes, headers: res.headers };
    }
  }

  function parseBody<S extends z.ZodType>(schema: S, text: string, url: string, label: string): z.infer<S> {
    const checked = checkBody(schema, text);
    if (checked.ok) return checked.data;
    if (checked.detail === 'not JSON') log.warn('response is not JSON', { request: label });
    else
      log.warn('response does not match the expected shape', {
        request: label,
        detail: checked.detail,
        issue: checked.issue,
      });
    throw badResponse(url, checked.detail);
  }

  return { request, requestBytes, download, apiRoot };
}

export { ApiError };
