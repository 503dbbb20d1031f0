// Process: service. Fastify's and Node's own refusals in the service's error shapes: a bad percent-encoding (400)
// and a too-long path parameter (414) through `frameworkErrors`, a header block or URL over Node's limit (431) and
// an unparsable request line or unknown method (400) through `clientErrorHandler`, no route (404) or a method the
// service never routes (405) through the not-found handler. These fire before any route is matched, so the URL
// text is read here only to pick the Auth envelope or the Fetch body, never to decide access.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEnvelope, fetchBody, HttpError, toHttpError } from './errors';

/** Methods some route answers; any other method is 405 rather than "no route". */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

function looksLikeAuth(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw text
  }
  return path.toLowerCase().startsWith('/auth/');
}

const bodyFor = (url: string, err: HttpError) => (looksLikeAuth(url) ? authEnvelope(err.message) : fetchBody(err));

/** Fastify `frameworkErrors`: FST_ERR_BAD_URL (400), FST_ERR_MAX_PARAM_LENGTH (414), FST_ERR_ASYNC_CONSTRAINT. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const http =
    err.code === 'FST_ERR_BAD_URL'
      ? new HttpError(400, 'The URL holds a malformed percent-encoding.')
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new HttpError(414, 'A path segment is too long.')
        : toHttpError(err);
  reply.code(http.status).send(bodyFor(req.url, http));
}

/** Fastify `clientErrorHandler`: requests Node's parser refused, answered on the raw socket. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const http =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new HttpError(431, 'The request line or headers are too large.')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new HttpError(408, 'The request took too long to arrive.')
        : err.code === 'HPE_INVALID_METHOD'
          ? new HttpError(400, 'Unknown HTTP method.')
          : new HttpError(400, 'Malformed HTTP request.');
  // Node attaches the bytes it had read as a Buffer (Fastify's type says otherwise).
  const raw = (err as { rawPacket?: unknown }).rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.subarray(0, 512).toString('latin1') : '';
  const target = /^\S+ (\S+)/.exec(head)?.[1] ?? '';
  const body = JSON.stringify(bodyFor(target, http));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${http.status} ${STATUS_CODES[http.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** No matching route: 405 for a method the service never answers, else 404, in the shape `send` gives. */
export function installNotFound(app: FastifyInstance, shape: (err: HttpError) => unknown): void {
  app.setNotFoundHandler((req, reply) => {
    const http = ROUTED_METHODS.has(req.method)
      ? new HttpError(404, `No route for ${req.method} ${req.url.split('?')[0]}.`)
      : new HttpError(405, `Method ${req.method} is not allowed.`);
    return reply.code(http.status).send(shape(http));
  });
}
