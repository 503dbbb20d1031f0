// Process: service. The hook that guards every Fetch route: a valid Bearer access token (scheme case-insensitive,
// spec 5.1), then the per-user rate limit. It is added inside the Fetch plugin (service/app.ts), so Fastify runs it
// for each route matched there, however the URL was spelled; it never reads the URL itself. It runs on
// onRequest, before the body is read or parsed, so an anonymous caller costs no parsing.
import type { onRequestAsyncHookHandler } from 'fastify';
import { verifyAccessToken } from '../auth/tokens';
import type { ServiceContext } from '../context';
import { HttpError } from './errors';
import { RateLimiter } from './rate-limit';

export function fetchGuard(ctx: ServiceContext): onRequestAsyncHookHandler {
  const limiter = new RateLimiter(ctx.settings.rateLimit);
  return async (req) => {
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
  };
}
