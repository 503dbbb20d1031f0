// Process: main (browser mode, Electron-free). Who may talk to the browser-mode server: requests must name our
// own host, come from our own origin, and carry the per-launch secret (from the printed URL, then a cookie).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface Guard {
  readonly secret: string;
  readonly origin: string;
  readonly cookieName: string;
  /** The Set-Cookie value that lets this browser in after it opened the printed URL. */
  cookieHeader(): string;
  secretMatches(candidate: string | null | undefined): boolean;
  /** Host must be ours (stops DNS rebinding); Origin, when sent, must be ours; Sec-Fetch-Site must not be cross-site. */
  sameOrigin(req: IncomingMessage, requireOrigin: boolean): boolean;
  hasSecretCookie(req: IncomingMessage): boolean;
}

export function createGuard(port: number, secret = randomBytes(32).toString('hex')): Guard {
  const host = `127.0.0.1:${port}`;
  const origin = `http://${host}`;
  // Cookies ignore ports: a second instance on another port must not overwrite ours.
  const cookieName = `stocktake_${port}`;
  const expected = Buffer.from(secret);

  const secretMatches = (candidate: string | null | undefined) => {
    if (typeof candidate !== 'string') return false;
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    secret,
    origin,
    cookieName,
    cookieHeader: () => `${cookieName}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
    secretMatches,
    sameOrigin(req, requireOrigin) {
      if (req.headers.host !== host) return false;
      const reqOrigin = req.headers.origin;
      if (reqOrigin === undefined) {
        if (requireOrigin) return false;
      } else if (reqOrigin !== origin) return false;
      const site = req.headers['sec-fetch-site'];
      return site === undefined || site === 'same-origin' || site === 'none';
    },
    hasSecretCookie(req) {
      return secretMatches(readCookie(req.headers.cookie, cookieName));
    },
  };
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
