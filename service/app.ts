// Process: service. Builds the Fastify app: error mapping, body limit, the Fetch guard and every route module.
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/routes';
import type { ServiceContext } from './context';
import { installErrorHandler } from './http/errors';
import { installFetchGuard } from './http/guard';
import { registerRoutes } from './routes';

/** Bodies above this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export function buildApp(ctx: ServiceContext): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The real service's framework matches paths case-insensitively (/auth/refreshtoken and /auth/refreshToken).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  installErrorHandler(app, (url) => url.toLowerCase().startsWith('/auth/'));
  installFetchGuard(app, ctx);
  registerAuthRoutes(app, ctx);
  registerRoutes(app, ctx);
  return app;
}
