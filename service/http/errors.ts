// Process: service. Fetch error bodies (notes A, B) and the error handler that maps every failure to them,
// so no request, however malformed, ends in a crash, an HTML page or Fastify's own error shape.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FetchErrorBody, FieldError } from '../../domain/api/wire/errors';
import { VALIDATION_FAILED_MESSAGE } from '../../domain/api/wire/errors';
import { createLogger } from '../../domain/shared/logger';

const log = createLogger('service.http.errors');

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found.`);
export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const validationFailed = (errors: FieldError[]): HttpError =>
  new HttpError(422, VALIDATION_FAILED_MESSAGE, errors);

export function fetchBody(err: HttpError): FetchErrorBody {
  return { message: err.message, errors: err.fieldErrors };
}

/** Maps Fastify's own errors (bad JSON, oversized body, wrong content type) to an HttpError. */
export function toHttpError(err: FastifyError | Error): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as FastifyError).code;
  const status = (err as FastifyError).statusCode;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, 'Request body is too large.');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new HttpError(415, 'Content-Type must be application/json.');
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new HttpError(400, 'Request body is empty.');
  if (err instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return new HttpError(400, 'Request body is not valid JSON.');
  if (status && status >= 400 && status < 500) return new HttpError(status, err.message);
  return new HttpError(500, 'Internal server error.');
}

/** The Auth interface's failure envelope (notes B). */
export const authEnvelope = (message: string) => ({ success: false, result: null, errors: message });

/**
 * Every failure in one context becomes one shape: the Fetch body at the root, the Auth envelope inside the Auth
 * plugin (Fastify encapsulation picks the handler by the matched route, never by the URL text).
 */
export function installErrorHandler(app: FastifyInstance, shape: (err: HttpError) => unknown): void {
  app.setErrorHandler((err, req, reply) => {
    const http = toHttpError(err as FastifyError);
    if (http.status >= 500) log.error('request failed', { url: req.url, method: req.method, error: String(err) });
    return reply.code(http.status).headers(http.headers).send(shape(http));
  });
}
