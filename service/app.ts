// Process: service. Builds the Fastify app. Access is decided by Fastify's encapsulation, never by URL text: the
// Fetch routes live in one plugin whose onRequest hook (http/guard.ts) demands a valid token for each of them, the
// Auth routes in another under /auth with small bodies and the Auth envelope. Around them: the one JSON body parser
// (depth-checked, UTF-8 only), the Fetch error shape for every failure, framework refusals included.
import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin } from './auth/routes';
import type { ServiceContext } from './context';
import { fetchBody, installErrorHandler } from './http/errors';
import { clientErrorHandler, frameworkErrors, installNotFound } from './http/framework-errors';
import { fetchGuard } from './http/guard';
import { installJsonBodyParser } from './http/json-body';
import { registerRoutes } from './routes';

/** Bodies above this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;
/** Longest path parameter (ids are 36 characters); longer ones are 414. */
export const MAX_PARAM_LENGTH = 200;

export interface RouteEntry {
  method: string;
  url: string;
  /** True for routes inside the Fetch plugin, behind its token hook. */
  guarded: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every route Fastify registered (HEAD twins included), filled in as plugins load. */
  routes: RouteEntry[];
}

export function buildApp(ctx: ServiceContext): BuiltApp {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Stopping means stopped: a keep-alive connection that turned busy while closing would otherwise hold close()
    // for the keep-alive timeout (72 s), and a caller stopping the service (the app quitting, a test) waits for it.
    forceCloseConnections: true,
    // The real service's framework matches paths case-insensitively (/auth/refreshtoken and /auth/refreshToken).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors,
    clientErrorHandler,
  });
  const routes: RouteEntry[] = [];
  const guarded = new Set<string>();
  const keyOf = (method: string, url: string) => `${method} ${url}`;
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, guarded: false });
  });
  installJsonBodyParser(app);
  installErrorHandler(app, fetchBody);
  installNotFound(app, fetchBody);
  app.register(authPlugin(ctx), { prefix: '/auth' });
  app.register(async (fetch) => {
    fetch.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) guarded.add(keyOf(method, r.url));
    });
    fetch.addHook('onRequest', fetchGuard(ctx));
    registerRoutes(fetch, ctx);
  });
  // Default deny: a route under /api/ registered outside the Fetch plugin would have no token check.
  app.addHook('onReady', async () => {
    for (const r of routes) r.guarded = guarded.has(keyOf(r.method, r.url));
    const loose = routes.filter((r) => !r.guarded && r.url.toLowerCase().startsWith('/api/'));
    if (loose.length) throw new Error(`Fetch routes outside the guarded plugin: ${loose.map((r) => r.url).join(', ')}`);
  });
  return { app, routes };
}
