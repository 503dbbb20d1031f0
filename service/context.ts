// Process: service. What every route module receives: the database, settings and the token signer.
import type { Db } from './db/open';

export interface ServiceSettings {
  rateLimit: number;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Failed sign-ins for one user name before it is refused for signInLockSeconds (0: never). */
  signInFailureLimit: number;
  signInLockSeconds: number;
}

export interface ServiceContext {
  db: Db;
  settings: ServiceSettings;
  /** HS256 key for access tokens, kept in the database so tokens survive a restart. */
  jwtKey: Uint8Array;
  /** Absolute origin used for nextPageLink, e.g. http://127.0.0.1:5001 */
  origin: () => string;
}

/** The authenticated caller of a Fetch request. */
export interface Caller {
  userId: string;
  userName: string;
  clientId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}
