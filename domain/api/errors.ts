// Process: main (domain, Electron-free). Typed errors of the Fetch API client: parsed defensively from any
// error body, with a user-facing message that says what to do next (the UI shows `message` as is).
import type { AppErrorCode } from '../../contract/errors';
import { CodedError, fieldSummary, isUserFacing } from '../shared/errors';
import { FieldError } from './wire';

export type ApiErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'bad_request'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad_response'
  | 'http';

export interface ApiErrorInit {
  status: number | null;
  code: ApiErrorCode;
  message: string;
  /** What the service said, verbatim, when it said anything. */
  serverMessage?: string | null;
  fields?: FieldError[];
  /** Seconds, from Retry-After on 429. */
  retryAfter?: number;
  cause?: unknown;
}

export class ApiError extends CodedError<ApiErrorCode> {
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly fields: FieldError[];
  readonly retryAfter?: number;

  constructor(init: ApiErrorInit) {
    super(init.code, init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.serverMessage = init.serverMessage ?? null;
    this.fields = init.fields ?? [];
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
  }
}

/** Reads `message` / `errors` from JSON, or takes plain text, or nothing: never throws. */
export function parseErrorBody(text: string): { serverMessage: string | null; fields: FieldError[] } {
  const trimmed = text.trim();
  if (!trimmed) return { serverMessage: null, fields: [] };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    return { serverMessage: trimmed.slice(0, 500), fields: [] };
  }
  if (typeof json === 'string') return { serverMessage: json.slice(0, 500), fields: [] };
  if (!json || typeof json !== 'object') return { serverMessage: null, fields: [] };
  const body = json as Record<string, unknown>;
  const rawMessage = body.message ?? body.Message ?? body.title;
  const serverMessage = typeof rawMessage === 'string' && rawMessage ? rawMessage : null;
  const fields: FieldError[] = [];
  const rawErrors = body.errors ?? body.Errors;
  if (Array.isArray(rawErrors)) {
    for (const e of rawErrors) {
      const parsed = FieldError.safeParse(e);
      if (parsed.success) fields.push(parsed.data);
      else if (typeof e === 'string') fields.push({ field: '', message: e });
    }
  } else if (rawErrors && typeof rawErrors === 'object') {
    // ASP.NET-style { field: [messages] }, which the real service may send.
    for (const [field, msgs] of Object.entries(rawErrors as Record<string, unknown>)) {
      for (const m of Array.isArray(msgs) ? msgs : [msgs])
        if (typeof m === 'string') fields.push({ field, message: m });
    }
  } else if (typeof rawErrors === 'string' && rawErrors) {
    fields.push({ field: '', message: rawErrors });
  }
  return { serverMessage, fields };
}

/**
 * The longest a 429 makes the app wait, whatever Retry-After says: the pause holds every request of the user (the
 * scheduler is shared), so one answer asking for a day would stop counting and the sync until a restart. After
 * the cap the request is simply sent again; a service still limiting answers 429 again.
 */
export const RETRY_AFTER_MAX_SECONDS = 120;

/** Retry-After is seconds or an HTTP date; anything unreadable falls back to one second. Not capped. */
export function parseRetryAfter(value: string | null, now = Date.now()): number {
  if (!value) return 1;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  if (Number.isFinite(date)) return Math.max(0, (date - now) / 1000);
  return 1;
}

/** Builds the typed error for a non-2xx response. */
export function errorFromResponse(status: number, bodyText: string, retryAfterHeader: string | null): ApiError {
  const { serverMessage, fields } = parseErrorBody(bodyText);
  const said = serverMessage ? ` The service said: "${serverMessage}"` : '';
  if (status === 401)
    return new ApiError({
      status,
      code: 'unauthorized',
      message: 'Your sign-in is no longer accepted. Sign in again.',
      serverMessage,
      fields,
    });
  if (status === 403)
    return new ApiError({
      status,
      code: 'forbidden',
      message: `This user may not do that. Ask an administrator for the permission.${said}`,
      serverMessage,
      fields,
    });
  if (status === 404)
    return new ApiError({
      status,
      code: 'not_found',
      message: `Not found: it may have been deleted, or the service address may be wrong.${said}`,
      serverMessage,
      fields,
    });
  if (status === 422)
    return new ApiError({
      status,
      code: 'validation',
      message: fields.length
        ? `The service refused the data: ${fieldSummary(fields)}. Correct it and try again.`
        : `The service refused the data.${said} Correct it and try again.`,
      serverMessage,
      fields,
    });
  if (status === 429) {
    const retryAfter = Math.min(RETRY_AFTER_MAX_SECONDS, parseRetryAfter(retryAfterHeader));
    return new ApiError({
      status,
      code: 'rate_limited',
      message: `The service is limiting requests; waiting ${Math.ceil(retryAfter)} s before trying again.`,
      serverMessage,
      fields,
      retryAfter,
    });
  }
  if (status >= 500)
    return new ApiError({
      status,
      code: 'server',
      message: `The service had a problem (HTTP ${status}). Try again in a moment.${said}`,
      serverMessage,
      fields,
    });
  if (status === 400)
    return new ApiError({
      status,
      code: 'bad_request',
      message: serverMessage ?? (fields.length ? fieldSummary(fields) : 'The service refused the request.'),
      serverMessage,
      fields,
    });
  return new ApiError({
    status,
    code: 'http',
    message: `The service answered HTTP ${status}.${said}`,
    serverMessage,
    fields,
  });
}

/** A request body that fails the shared wire shape is refused before it costs a rate-limited request. */
export function invalidRequest(issues: { path: PropertyKey[]; message: string }[]): ApiError {
  const fields = issues.map((i) => ({ field: formatPath(i.path), message: i.message }));
  return new ApiError({
    status: null,
    code: 'validation',
    message: `Not sent: ${fieldSummary(fields)}. Correct it and try again.`,
    fields,
  });
}

function formatPath(path: PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

export function networkError(url: string, cause: unknown, timedOut: boolean): ApiError {
  const host = safeHost(url);
  return timedOut
    ? new ApiError({
        status: null,
        code: 'timeout',
        message: `The service at ${host} did not answer in time. Check the connection and try again.`,
        cause,
      })
    : new ApiError({
        status: null,
        code: 'network',
        message: `Cannot reach the service at ${host}. Check the network connection and the service address.`,
        cause,
      });
}

export function badResponse(url: string, detail: string): ApiError {
  return new ApiError({
    status: null,
    code: 'bad_response',
    message: `The service at ${safeHost(url)} sent an answer this app cannot read (${detail}). Try again; if it persists, check the service address and version.`,
  });
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the configured address';
  }
}

/** Codes (of ApiError and AuthError alike) meaning no answer came at all: the network or the service is away. */
const NO_ANSWER_CODES: ReadonlySet<AppErrorCode> = new Set(['network', 'timeout']);

/** True when the request got no answer (network down, service away, timed out): offline, not refused. */
export function isNoAnswer(err: unknown): boolean {
  return isUserFacing(err) && NO_ANSWER_CODES.has(err.code);
}
