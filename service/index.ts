// Process: service. The local Inventory Integration Service, started in-process (the app's demo mode, tests)
// or from service/cli.ts. Auth under /auth, Fetch under /api/v3, one origin (notes B).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from '../domain/shared/data-dir';
import { createLogger } from '../domain/shared/logger';
import { buildApp, type RouteEntry } from './app';
import { loadJwtKey } from './auth/tokens';
import type { ServiceContext } from './context';
import { openDatabase } from './db/open';
import { DEMO_ITEM_COUNT, LARGE_DEFAULT_ITEMS, type SeedKind, seedDatabase } from './seed';
import { createFromTemplate } from './seed/template';

const log = createLogger('service');

export interface ServiceOptions {
  /** 0 = any free port. */
  port?: number;
  host?: string;
  /** SQLite file; ':memory:' allowed. Default: local-service.db in the app's data folder. */
  dataPath?: string;
  seed?: SeedKind;
  items?: number;
  /** Requests per second per user; 0 turns the limit off. */
  rateLimit?: number;
  tokenTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** Failed sign-ins for one user name before it is refused (429) for signInLockSeconds; 0 turns it off. */
  signInFailureLimit?: number;
  /** How long a throttled user name is refused, seconds (fractions allowed, for tests). */
  signInLockSeconds?: number;
}

export interface RunningService {
  authUrl: string;
  baseUrl: string;
  port: number;
  /** Every route Fastify registered, from its onRoute hook (tests walk them). */
  routes: readonly RouteEntry[];
  close(): Promise<void>;
}

export const DEFAULT_RATE_LIMIT = 2;
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_REFRESH_TTL_SECONDS = 30 * 24 * 3600;
export const DEFAULT_SIGN_IN_FAILURE_LIMIT = 5;
export const DEFAULT_SIGN_IN_LOCK_SECONDS = 60;

/** In the app's data folder (domain/shared/data-dir.ts, the one definition), beside the app's own data. */
export function defaultDataPath(): string {
  const dir = defaultDataDir();
  mkdirSync(dir, { recursive: true });
  return join(dir, 'local-service.db');
}

export async function startService(opts: ServiceOptions = {}): Promise<RunningService> {
  const host = opts.host ?? '127.0.0.1';
  const dataPath = opts.dataPath ?? defaultDataPath();
  const seed = opts.seed ?? 'demo';
  const count = opts.items ?? (seed === 'large' ? LARGE_DEFAULT_ITEMS : DEMO_ITEM_COUNT);
  createFromTemplate(dataPath, seed, count);
  const db = openDatabase(dataPath);
  seedDatabase(db, seed, count);
  let origin = '';
  const ctx: ServiceContext = {
    db,
    settings: {
      rateLimit: opts.rateLimit ?? DEFAULT_RATE_LIMIT,
      tokenTtlSeconds: opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: opts.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
      signInFailureLimit: opts.signInFailureLimit ?? DEFAULT_SIGN_IN_FAILURE_LIMIT,
      signInLockSeconds: opts.signInLockSeconds ?? DEFAULT_SIGN_IN_LOCK_SECONDS,
    },
    jwtKey: loadJwtKey(db),
    origin: () => origin,
  };
  const { app, routes } = buildApp(ctx);
  try {
    await app.listen({ port: opts.port ?? 0, host });
  } catch (err) {
    db.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 0);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  origin = `http://${urlHost}:${port}`;
  log.info('listening', { origin });
  let closed = false;
  return {
    authUrl: `${origin}/auth`,
    baseUrl: origin,
    port,
    routes,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      db.close();
      log.info('stopped', { origin });
    },
  };
}
