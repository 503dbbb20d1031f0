// Process: main (domain, Electron-free). The two Auth calls (POST /token, POST /refreshToken) and how their
// failures map to typed errors. Not scheduled: the Fetch rate limit does not cover the Auth interface.
import { AuthEnvelope, type TokenResult } from '../api/wire';
import { UserError } from '../shared/errors';
import { AuthError } from './errors';

export interface AuthApiOptions {
  authUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type AuthCall =
  | { kind: 'token'; clientId: string; userName: string; password: string }
  | {
      kind: 'refresh';
      clientId: string;
      refreshToken: string;
    };

const NO_API_ACCESS = /api access|privilege|not allowed to use the api/i;
const EXPIRED = /expired/i;

export function authEndpoint(authUrl: string, name: 'token' | 'refreshToken'): string {
  const base = new URL(authUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new UserError('invalid_argument', 'The sign-in address must start with http:// or https://: correct it.');
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/${name}`;
}

export async function callAuth(opts: AuthApiOptions, call: AuthCall): Promise<TokenResult> {
  const doFetch = opts.fetch ?? fetch;
  const url = authEndpoint(opts.authUrl, call.kind === 'token' ? 'token' : 'refreshToken');
  const body =
    call.kind === 'token'
      ? { clientId: call.clientId, userName: call.userName, password: call.password }
      : { clientId: call.clientId, refreshToken: call.refreshToken };
  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    text = await res.text();
  } catch (cause) {
    throw new AuthError('network', { cause });
  }
  let envelope: AuthEnvelope | null = null;
  try {
    const parsed = AuthEnvelope.safeParse(JSON.parse(text));
    if (parsed.success) envelope = parsed.data;
  } catch {
    // not JSON: handled by status below
  }
  const reason = envelope?.errors ?? (envelope ? null : text.trim().slice(0, 200) || null);
  if (res.ok && envelope?.success && envelope.result) return envelope.result;
  if (res.status >= 500) throw new AuthError('server', { status: res.status, serverReason: reason });
  if (res.status === 401 || res.status === 403 || (res.ok && envelope && !envelope.success)) {
    if (call.kind === 'refresh')
      throw new AuthError(reason && EXPIRED.test(reason) ? 'expired' : 'compromised', {
        status: res.status,
        serverReason: reason,
      });
    if (res.status === 403 || (reason && NO_API_ACCESS.test(reason)))
      throw new AuthError('no_api_access', { status: res.status, serverReason: reason });
    throw new AuthError('bad_credentials', { status: res.status, serverReason: reason });
  }
  if (res.status === 400 && call.kind === 'token')
    throw new AuthError('bad_credentials', { status: res.status, serverReason: reason });
  // A stored token the service cannot even parse is unusable, not stolen: ask for the password, no alarm.
  if (res.status === 400) throw new AuthError('expired', { status: res.status, serverReason: reason });
  throw new AuthError('bad_response', { status: res.status, serverReason: reason });
}
