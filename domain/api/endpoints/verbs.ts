// Process: main (domain, Electron-free). The verbs every endpoint group sends through, each answering with the
// parsed body, so an endpoint states only what differs: its path, body and shapes. Retrying stays http.ts's rule
// (GET, PUT and DELETE are retried, POST only when a call says it is a read); a PATCH always writes, so never.
import type { z } from 'zod';
import type { Http, QueryValue, RequestSpec } from '../http';
import { AnyBody } from './loose';

/** A path segment from an id: ids are the client's or the service's, never trusted to be URL-safe. */
export const seg = encodeURIComponent;

/** Checked before sending (`bodySchema`), or a POST that is a read (`idempotent: true`). */
export type SendOptions = Pick<RequestSpec<z.ZodType>, 'bodySchema' | 'idempotent'>;

export function verbs(http: Http) {
  const data = async <S extends z.ZodType>(spec: RequestSpec<S>): Promise<z.infer<S>> =>
    (await http.request(spec)).data;
  return {
    get: <S extends z.ZodType>(path: string, schema: S, query?: Record<string, QueryValue>) =>
      data({ method: 'GET', path, query, schema }),
    post: <S extends z.ZodType>(path: string, body: unknown, schema: S, opts: SendOptions = {}) =>
      data({ method: 'POST', path, body, schema, ...opts }),
    put: <S extends z.ZodType>(path: string, body: unknown, schema: S, opts: SendOptions = {}) =>
      data({ method: 'PUT', path, body, schema, ...opts }),
    patch: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
      data({ method: 'PATCH', path, body, schema, idempotent: false }),
    /** The answer, if any, is not read. */
    del: async (path: string, body?: unknown): Promise<void> => {
      await http.request({ method: 'DELETE', path, body, schema: AnyBody });
    },
  };
}
