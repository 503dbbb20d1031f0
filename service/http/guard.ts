// Process: service. Every Fetch request: a valid Bearer access token (scheme case-insensitive, spec 5.1), then
// the per-user rate limit. Auth endpoints are outside this guard.
import type { FastifyInstance } from 'fastify';
import { verifyAccessToken } from '../auth/tokens';
import type { ServiceContext } from '../context';
import { HttpError } from './errors';
import { RateLimiter } from './rate-limit';

export function installFetchGuard(app: FastifyInstance, ctx: ServiceContext): void {
  const limiter = new RateLimiter(ctx.settings.rateLimit);
  app.addHook('onRequest', async (req) => {
    if (!req.url.toLowerCase().startsWith('/api/')) return;
    const header = req.headers.authorization ?? '';
    const m = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw new HttpError(401, 'Authorization header with a Bearer access token is required.');
    const caller = await verifyAccessToken(ctx, m[1] as string);
    if (!caller) throw new HttpError(401, 'Access token is invalid or has expired.');
    req.caller = caller;
    const wait = limiter.take(caller.userId);
    if (wait > 0) {
      throw new HttpError(429, 'Too many requests: at most the allowed number per second per user.', null, {
        'retry-after': String(wait),
      });
    }
  });
}
