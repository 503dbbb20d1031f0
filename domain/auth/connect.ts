// Process: main (domain, Electron-free). The one recipe for a signed-in API client: a token manager, the user's
// one request scheduler (2 a second, shared by everything the user sends) and the Fetch client over both. The app
// builds it with its refresh-token store and resumes; the CLI, benchmarks and tests sign in with a password.
import { type ApiClient, type ApiClientOptions, createApiClient } from '../api/client';
import { createRequestScheduler, type RequestScheduler } from '../api/scheduler';
import { createMemoryRefreshTokenStore, type RefreshTokenStore } from './refresh-token-store';
import { createTokenManager, type TokenManager } from './token-manager';

export interface ConnectionOptions {
  authUrl: string;
  baseUrl: string;
  clientId: string;
  /** Where the refresh token is kept; memory only when not given. */
  store?: RefreshTokenStore;
  fetch?: typeof fetch;
  /** Requests a second the client allows itself (the service's limit is 2); ignored when `scheduler` is given. */
  maxPerSecond?: number;
  scheduler?: RequestScheduler;
  retry?: ApiClientOptions['retry'];
  timeoutMs?: number;
}

export interface Connection {
  api: ApiClient;
  tokens: TokenManager;
  scheduler: RequestScheduler;
}

/** Not signed in yet: call `tokens.signIn` or `tokens.resume`. */
export function createConnection(opts: ConnectionOptions): Connection {
  const tokens = createTokenManager({
    authUrl: opts.authUrl,
    clientId: opts.clientId,
    store: opts.store ?? createMemoryRefreshTokenStore(),
    fetch: opts.fetch,
  });
  const scheduler = opts.scheduler ?? createRequestScheduler({ maxPerSecond: opts.maxPerSecond ?? 2 });
  const api = createApiClient({
    baseUrl: opts.baseUrl,
    tokens,
    scheduler,
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs,
    ...(opts.retry ? { retry: opts.retry } : {}),
  });
  return { api, tokens, scheduler };
}

export interface Credentials {
  userName: string;
  password: string;
}

/** A connection signed in with a password (memory-only refresh token). Throws AuthError on refusal. */
export async function connectWithPassword(opts: ConnectionOptions & Credentials): Promise<Connection> {
  const connection = createConnection(opts);
  await connection.tokens.signIn({ userName: opts.userName, password: opts.password });
  return connection;
}
