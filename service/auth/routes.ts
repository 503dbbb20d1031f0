// Process: service. The Auth interface (spec 4.1; notes B): POST /auth/token and POST /auth/refreshToken, as a
// Fastify plugin under the /auth prefix with its own error and not-found handlers, so every failure there uses
// the envelope with success false and a reason: 401 for credentials, 400 for malformed bodies, 429 while a user
// name is throttled after failed sign-ins. Bodies are limited to a few kilobytes before they are parsed.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RefreshTokenRequest, TokenRequest } from '../../domain/api/wire/auth';
import { createLogger } from '../../domain/shared/logger';
import type { ServiceContext } from '../context';
import { authEnvelope, HttpError, installErrorHandler } from '../http/errors';
import { installNotFound } from '../http/framework-errors';
import { parseBody } from '../http/validate';
import { verifyPassword } from './passwords';
import { SignInThrottle } from './throttle';
import { consumeRefreshToken, issueTokens } from './tokens';

const log = createLogger('service.auth');

/** Auth bodies hold a client id, a user name and a password or a refresh token: a few hundred bytes. */
export const AUTH_BODY_LIMIT_BYTES = 4 * 1024;

function parseAuthBody<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof HttpError) {
      const detail = (err.fieldErrors ?? []).map((f) => `${f.field}: ${f.message}`).join('; ');
      throw new HttpError(400, `Malformed request. ${detail}`.trim());
    }
    throw err;
  }
}

interface UserRow {
  id: string;
  client_id: string;
  user_name: string;
  password_hash: string;
  api_access: number;
}

/** Register with `{ prefix: '/auth' }`. */
export function authPlugin(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    installErrorHandler(app, (err) => authEnvelope(err.message));
    installNotFound(app, (err) => authEnvelope(err.message));
    const throttle = new SignInThrottle(ctx.settings.signInFailureLimit, ctx.settings.signInLockSeconds * 1000);
    const findUser = ctx.db.prepare(
      'SELECT id, client_id, user_name, password_hash, api_access FROM users WHERE client_id = ? COLLATE NOCASE AND user_name = ? COLLATE NOCASE',
    );

    app.post('/token', { bodyLimit: AUTH_BODY_LIMIT_BYTES }, async (req) => {
      const body = parseAuthBody(() => parseBody(TokenRequest, req.body));
      const name = `${body.clientId}\n${body.userName}`;
      const wait = throttle.retryAfter(name);
      if (wait > 0) {
        log.info('sign-in throttled', { userName: body.userName });
        throw new HttpError(429, 'Too many failed sign-ins for this user name; try again later.', null, {
          'retry-after': String(wait),
        });
      }
      const user = findUser.get(body.clientId, body.userName) as UserRow | undefined;
      // verifyPassword runs a dummy hash when the user does not exist: same cost, same answer.
      if (!verifyPassword(body.password, user?.password_hash) || !user) {
        throttle.failed(name);
        log.info('login refused', { userName: body.userName });
        throw new HttpError(401, 'Invalid client ID, user name or password.');
      }
      throttle.succeeded(name);
      if (!user.api_access) throw new HttpError(401, 'User has no API access privilege.');
      const result = await issueTokens(ctx, user, randomUUID());
      log.info('token issued', { userName: user.user_name });
      return { success: true, result, errors: null };
    });

    // Paths match case-insensitively (the app is built with caseSensitive false), so /auth/refreshtoken works too.
    app.post('/refreshToken', { bodyLimit: AUTH_BODY_LIMIT_BYTES }, async (req) => {
      const body = parseAuthBody(() => parseBody(RefreshTokenRequest, req.body));
      const outcome = consumeRefreshToken(ctx.db, body.clientId, body.refreshToken);
      if (!outcome.ok) throw new HttpError(401, outcome.reason);
      const result = await issueTokens(ctx, outcome.user, outcome.family);
      return { success: true, result, errors: null };
    });
  };
}
