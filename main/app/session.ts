// Process: main (domain, Electron-free). The signed-in session: which service, whose tokens, which API client.
// Sign-in, silent resume on launch, sign-out, and the auth/connection events the UI follows. Tokens stay here.
import type { Store } from '../api/wire/stores';
import type { AuthState, AuthStatus, ConnectionProfile, ConnectionStatus } from '../ipc/contract';
import { UserError } from '../ipc/errors';
import type { EventHub } from '../ipc/events';
import type { SettingsStore } from '../settings/settings-store';
import { createLogger, type Logger } from '../shared/logger';
import type { DemoService } from './demo-service';

export interface TokenManagerLike {
  signIn(credentials: { userName: string; password: string }): Promise<void>;
  resume(): Promise<boolean>;
  signOut(): Promise<void>;
  state(): AuthState;
  onChange(listener: (e: { state: AuthState; message?: string }) => void): () => void;
}
export interface StoresClient {
  listStores(): Promise<Store[]>;
}
export interface SessionFactories<C extends StoresClient, T extends TokenManagerLike> {
  createTokens(opts: { authUrl: string; clientId: string }): T;
  createClient(opts: { baseUrl: string; tokens: T }): C;
}

export interface SessionService<C extends StoresClient> {
  status(): AuthStatus;
  connection(): ConnectionStatus;
  signIn(args: { connection: ConnectionProfile; userName: string; password: string }): Promise<AuthStatus>;
  /** Silent sign-in with the stored refresh token; a no-op when already signed in. */
  resume(): Promise<AuthStatus>;
  signOut(): Promise<AuthStatus>;
  /** Runs a call with the signed-in client and keeps the connection status current. */
  call<T>(fn: (client: C) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface Active<C, T> {
  profile: ConnectionProfile;
  baseUrl: string;
  tokens: T;
  client: C;
  unsubscribe(): void;
}

export const DEMO_CLIENT_ID = 'DEMO';
const OFFLINE_CODES = new Set(['network', 'timeout']);

export function createSessionService<C extends StoresClient, T extends TokenManagerLike>(deps: {
  settings: SettingsStore;
  events: EventHub;
  demo: DemoService;
  factories: SessionFactories<C, T>;
  demoClientId?: string;
  logger?: Logger;
}): SessionService<C> {
  const log = deps.logger ?? createLogger('app.session');
  let active: Active<C, T> | null = null;
  let reason: string | undefined;
  let connection: ConnectionStatus = { state: 'offline' };

  const setConnection = (next: ConnectionStatus) => {
    if (next.state === connection.state && next.message === connection.message) return;
    connection = next;
    deps.events.emit('connection.changed', connection);
  };

  const status = (): AuthStatus => {
    const s = deps.settings.get();
    const state: AuthState = active ? active.tokens.state() : reason ? 'reauthRequired' : 'signedOut';
    const out: AuthStatus = {
      state,
      connection: active?.profile ?? s.connection,
      serviceLabel: describeService(active?.profile ?? s.connection, active?.baseUrl),
      userName: s.userName,
    };
    if (reason && state !== 'signedIn') out.reason = reason;
    return out;
  };
  const announce = () => deps.events.emit('auth.changed', status());

  async function endpointsFor(profile: ConnectionProfile) {
    if (profile.kind === 'real')
      return { authUrl: profile.authUrl, baseUrl: profile.baseUrl, clientId: profile.clientId };
    const { authUrl, baseUrl } = await deps.demo.ensure().catch((err) => {
      log.error('demo service did not start', { error: String(err) });
      throw new UserError(
        'demo_unavailable',
        'The built-in demo service did not start. Check that the data folder is writable, then restart the app.',
      );
    });
    return { authUrl, baseUrl, clientId: deps.demoClientId ?? DEMO_CLIENT_ID };
  }

  async function open(profile: ConnectionProfile): Promise<Active<C, T>> {
    setConnection({ state: 'connecting' });
    const { authUrl, baseUrl, clientId } = await endpointsFor(profile);
    const tokens = deps.factories.createTokens({ authUrl, clientId });
    const client = deps.factories.createClient({ baseUrl, tokens });
    const unsubscribe = tokens.onChange((e) => {
      if (active?.tokens !== tokens) return;
      // An unexpected refresh failure mid-session: the manager gives the sentence the user must read.
      if (e.state === 'reauthRequired') reason = e.message ?? 'Your session ended. Enter your password to continue.';
      if (e.state === 'signedIn') reason = undefined;
      announce();
    });
    return { profile, baseUrl, tokens, client, unsubscribe };
  }

  function drop(): void {
    active?.unsubscribe();
    active = null;
  }

  function noteFailure(err: unknown): void {
    const code = (err as { code?: unknown })?.code;
    if (typeof code === 'string' && OFFLINE_CODES.has(code))
      setConnection({ state: 'offline', message: (err as Error).message });
    else setConnection({ state: 'error', message: err instanceof Error ? err.message : 'Sign-in failed.' });
  }

  return {
    status,
    connection: () => connection,

    async signIn({ connection: profile, userName, password }) {
      if (active) {
        // Switching user or service: the previous tokens are wiped, never left behind.
        await active.tokens
          .signOut()
          .catch((err) => log.warn('sign-out before new sign-in failed', { error: String(err) }));
        drop();
      }
      const next = await open(profile).catch((err) => {
        noteFailure(err);
        throw err;
      });
      try {
        await next.tokens.signIn({ userName, password });
      } catch (err) {
        next.unsubscribe();
        noteFailure(err);
        throw err;
      }
      const before = deps.settings.get();
      const sameAccount = sameProfile(before.connection, profile) && before.userName === userName;
      await deps.settings.update({
        connection: profile,
        userName,
        workingStore: sameAccount ? before.workingStore : null,
      });
      active = next;
      reason = undefined;
      setConnection({ state: 'online' });
      log.info('signed in', { service: describeService(profile, next.baseUrl), userName });
      announce();
      return status();
    },

    async resume() {
      if (active && active.tokens.state() === 'signedIn') return status();
      const profile = deps.settings.get().connection;
      if (!profile) return status();
      drop();
      const next = await open(profile);
      try {
        const resumed = await next.tokens.resume();
        if (!resumed) {
          next.unsubscribe();
          setConnection({ state: 'offline' });
          return status();
        }
      } catch (err) {
        next.unsubscribe();
        noteFailure(err);
        const code = (err as { code?: unknown })?.code;
        // A refused refresh token (compromised or expired) needs the password; network trouble just means
        // "sign in again when the service is reachable".
        const needsPassword = code === 'compromised' || code === 'expired';
        if (needsPassword) reason = (err as Error).message;
        log.warn('silent sign-in failed', { code: typeof code === 'string' ? code : 'unknown' });
        announce();
        return needsPassword ? status() : { ...status(), reason: (err as Error).message };
      }
      active = next;
      reason = undefined;
      setConnection({ state: 'online' });
      announce();
      return status();
    },

    async signOut() {
      if (active) {
        try {
          await active.tokens.signOut();
        } finally {
          drop();
        }
      }
      reason = undefined;
      setConnection({ state: 'offline' });
      announce();
      return status();
    },

    async call(fn) {
      if (active?.tokens.state() !== 'signedIn') throw new UserError('signed_out', 'Sign in first.');
      try {
        const value = await fn(active.client);
        setConnection({ state: 'online' });
        return value;
      } catch (err) {
        const code = (err as { code?: unknown })?.code;
        if (typeof code === 'string' && OFFLINE_CODES.has(code))
          setConnection({ state: 'offline', message: (err as Error).message });
        throw err;
      }
    },

    async close() {
      drop();
    },
  };
}

function sameProfile(a: ConnectionProfile | null, b: ConnectionProfile): boolean {
  if (!a || a.kind !== b.kind) return false;
  if (a.kind === 'demo' || b.kind === 'demo') return true;
  return a.authUrl === b.authUrl && a.baseUrl === b.baseUrl && a.clientId === b.clientId;
}

export function describeService(profile: ConnectionProfile | null, baseUrl?: string): string | null {
  if (!profile) return null;
  if (profile.kind === 'demo') return 'Demo service (built in)';
  try {
    return new URL(baseUrl ?? profile.baseUrl).host;
  } catch {
    return profile.baseUrl;
  }
}
