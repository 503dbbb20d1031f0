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
  /** Any cookie with our name holds the secret (a stale one from an earlier launch may come first). */
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
      return readCookies(req.headers.cookie, cookieName).some(secretMatches);
    },
  };
}

/** Every value of the cookies named `name`: a browser sends several when paths or earlier launches differ. */
export function readCookies(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

/**
 * Where to send the browser once the secret became a cookie: the requested path, but only if it is a path on
 * this origin. `GET /..//evil.example?secret=...` parses to the path `//evil.example`, which a browser reads as
 * another host (and `/\evil` the same), so anything not plainly one slash then a path character goes home.
 */
export function redirectPathOf(pathname: string): string {
  return /^\/(?![/\\])/.test(pathname) && !pathname.includes('\\') ? pathname : '/';
}
