// Process: main (domain, Electron-free). Signs in and builds the API client a headless sync needs (the CLI,
// the benchmark): credentials in, a client with its own 2-a-second scheduler out. The app signs in through
// its own session flow and hands the catalog its client instead.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '../api/client';
import { createRequestScheduler } from '../api/scheduler';
import { createMemoryRefreshTokenStore } from '../auth/refresh-token-store';
import { createTokenManager, type TokenManager } from '../auth/token-manager';

export interface ServiceCredentials {
  authUrl: string;
  baseUrl: string;
  clientId: string;
  userName: string;
  password: string;
}

export interface ConnectOptions {
  /** Requests a second the client allows itself (the service's limit is 2). */
  maxPerSecond?: number;
  fetch?: typeof fetch;
}

export interface Connection {
  api: ApiClient;
  tokens: TokenManager;
}

export async function connectService(creds: ServiceCredentials, opts: ConnectOptions = {}): Promise<Connection> {
  const tokens = createTokenManager({
    authUrl: creds.authUrl,
    clientId: creds.clientId,
    store: createMemoryRefreshTokenStore(),
    fetch: opts.fetch,
  });
  await tokens.signIn({ userName: creds.userName, password: creds.password });
  const api = createApiClient({
    baseUrl: creds.baseUrl,
    tokens,
    scheduler: createRequestScheduler({ maxPerSecond: opts.maxPerSecond ?? 2 }),
    fetch: opts.fetch,
  });
  return { api, tokens };
}

/** Credentials from STOCKTAKE_CLIENT_ID / STOCKTAKE_USER / STOCKTAKE_PASSWORD; names the missing ones. */
export function credentialsFromEnv(
  env: Record<string, string | undefined>,
  urls: { authUrl?: string; baseUrl?: string },
): { ok: true; value: ServiceCredentials } | { ok: false; missing: string[] } {
  const need = {
    '--auth-url': urls.authUrl,
    '--base-url': urls.baseUrl,
    STOCKTAKE_CLIENT_ID: env.STOCKTAKE_CLIENT_ID,
    STOCKTAKE_USER: env.STOCKTAKE_USER,
    STOCKTAKE_PASSWORD: env.STOCKTAKE_PASSWORD,
  };
  const missing = Object.entries(need)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    value: {
      authUrl: urls.authUrl!,
      baseUrl: urls.baseUrl!,
      clientId: env.STOCKTAKE_CLIENT_ID!,
      userName: env.STOCKTAKE_USER!,
      password: env.STOCKTAKE_PASSWORD!,
    },
  };
}

/** The OS app-data folder the CLI uses when no --data-dir is given (the app passes Electron's userData). */
export function defaultDataDir(env: Record<string, string | undefined> = process.env): string {
  if (env.STOCKTAKE_DATA_DIR) return env.STOCKTAKE_DATA_DIR;
  const home = homedir();
  const base =
    process.platform === 'win32'
      ? (env.APPDATA ?? join(home, 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : (env.XDG_DATA_HOME ?? join(home, '.local', 'share'));
  return join(base, 'stocktake');
}
