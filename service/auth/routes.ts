// Process: service. The Auth interface (spec 4.1; notes B): POST /auth/token and POST /auth/refreshToken.
// Failures use the envelope with success false and a reason; 401 for credentials, 400 for malformed bodies.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RefreshTokenRequest, TokenRequest } from '../../main/api/wire/auth';
import { createLogger } from '../../main/shared/logger';
import type { ServiceContext } from '../context';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { verifyPassword } from './passwords';
import { consumeRefreshToken, issueTokens } from './tokens';

const log = createLogger('service.auth');

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

export function registerAuthRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/auth/token', async (req) => {
    const body = parseAuthBody(() => parseBody(TokenRequest, req.body));
    const user = ctx.db
      .prepare(
        'SELECT id, client_id, user_name, password_hash, api_access FROM users WHERE client_id = ? COLLATE NOCASE AND user_name = ? COLLATE NOCASE',
      )
      .get(body.clientId, body.userName) as
      | { id: string; client_id: string; user_name: string; password_hash: string; api_access: number }
      | undefined;
    if (!user || !verifyPassword(body.password, user.password_hash)) {
      log.info('login refused', { userName: body.userName });
      throw new HttpError(401, 'Invalid client ID, user name or password.');
    }
    if (!user.api_access) throw new HttpError(401, 'User has no API access privilege.');
    const result = await issueTokens(ctx, user, randomUUID());
    log.info('token issued', { userName: user.user_name });
    return { success: true, result, errors: null };
  });

  const refresh = async (req: { body: unknown }) => {
    const body = parseAuthBody(() => parseBody(RefreshTokenRequest, req.body));
    const outcome = consumeRefreshToken(ctx.db, body.clientId, body.refreshToken);
    if (!outcome.ok) throw new HttpError(401, outcome.reason);
    const result = await issueTokens(ctx, outcome.user, outcome.family);
    return { success: true, result, errors: null };
  };
  // Paths match case-insensitively (the app is built with caseSensitive false), so /auth/refreshtoken works too.
  app.post('/auth/refreshToken', refresh);
}
