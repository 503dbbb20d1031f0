// Process: service. Access tokens (HS256 JWTs via jose) and single-use refresh tokens. A refresh token used a
// second time revokes its whole family: every refresh and access token issued along that chain.
import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenResult } from '../../domain/api/wire/auth';
import { createLogger } from '../../domain/shared/logger';
import type { Caller, ServiceContext } from '../context';
import { type Db, getMeta, setMeta } from '../db/open';

const log = createLogger('service.auth.tokens');
const ISSUER = 'stocktake-local-iis';
export const DATABASE_VERSION = 377;

export function loadJwtKey(db: Db): Uint8Array {
  let hex = getMeta(db, 'jwt_key');
  if (!hex) {
    hex = randomBytes(32).toString('hex');
    setMeta(db, 'jwt_key', hex);
  }
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

interface UserRow {
  id: string;
  client_id: string;
  user_name: string;
}

export async function issueTokens(ctx: ServiceContext, user: UserRow, family: string): Promise<TokenResult> {
  const { tokenTtlSeconds, refreshTtlSeconds } = ctx.settings;
  const nowS = Math.floor(Date.now() / 1000);
  const accessToken = await new SignJWT({ name: user.user_name, cid: user.client_id, fam: family })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(nowS)
    .setJti(randomUUID())
    .setExpirationTime(nowS + tokenTtlSeconds)
    .sign(ctx.jwtKey);
  const refreshToken = randomUUID();
  ctx.db
    .prepare('INSERT INTO refresh_tokens (token, user_id, family, expires_at) VALUES (?, ?, ?, ?)')
    .run(refreshToken, user.id, family, Date.now() + refreshTtlSeconds * 1000);
  return {
    accessToken,
    refreshToken,
    tokenType: 'bearer',
    clientId: user.client_id,
    databaseVersion: DATABASE_VERSION,
    expiresIn: tokenTtlSeconds,
    expires: new Date((nowS + tokenTtlSeconds) * 1000).toISOString(),
    isUser: true,
    authType: 1,
  };
}

export type RefreshOutcome = { ok: true; user: UserRow; family: string } | { ok: false; reason: string };

/** Consumes a refresh token once. Reuse revokes the family (probable compromise, spec 3.1). */
export function consumeRefreshToken(db: Db, clientId: string, token: string): RefreshOutcome {
  const run = db.transaction((): RefreshOutcome => {
    const row = db
      .prepare(
        `SELECT r.user_id, r.family, r.expires_at, r.used_at, u.id, u.client_id, u.user_name, u.api_access
         FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE r.token = ?`,
      )
      .get(token.toLowerCase()) as
      | (UserRow & { family: string; expires_at: number; used_at: number | null; api_access: number })
      | undefined;
    if (!row || row.client_id.toLowerCase() !== clientId.toLowerCase())
      return { ok: false, reason: 'Invalid refresh token.' };
    const revoked = db.prepare('SELECT 1 FROM revoked_families WHERE family = ?').get(row.family);
    if (revoked) return { ok: false, reason: 'Refresh token has been revoked.' };
    if (row.used_at !== null) {
      db.prepare('INSERT OR IGNORE INTO revoked_families (family, revoked_at) VALUES (?, ?)').run(
        row.family,
        Date.now(),
      );
      log.warn('refresh token reused; token family revoked', { userId: row.id });
      return { ok: false, reason: 'Refresh token has already been used; tokens issued from it are revoked.' };
    }
    if (row.expires_at <= Date.now()) return { ok: false, reason: 'Refresh token has expired.' };
    if (!row.api_access) return { ok: false, reason: 'User has no API access privilege.' };
    db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token = ?').run(Date.now(), token.toLowerCase());
    return { ok: true, user: row, family: row.family };
  });
  return run.immediate();
}

/** Checks signature, issuer, a present and future expiry, family revocation and the user; returns the caller. */
export async function verifyAccessToken(ctx: ServiceContext, token: string): Promise<Caller | undefined> {
  try {
    // A token without an expiry would be valid for ever: exp is required, not merely checked when present.
    const { payload } = await jwtVerify(token, ctx.jwtKey, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return undefined;
    const revoked = ctx.db.prepare('SELECT 1 FROM revoked_families WHERE family = ?').get(payload.fam);
    if (revoked) return undefined;
    // The user must still exist and still have API access; the token's own claims are not trusted for that.
    const user = ctx.db
      .prepare('SELECT id, user_name, client_id FROM users WHERE id = ? AND api_access = 1')
      .get(payload.sub) as { id: string; user_name: string; client_id: string } | undefined;
    if (!user) return undefined;
    return { userId: user.id, userName: user.user_name, clientId: user.client_id };
  } catch {
    return undefined;
  }
}
