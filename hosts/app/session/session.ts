// Process: main (composition, Electron-free). The signed-in session: which service, whose tokens, which API client.
// Sign-in, silent resume on launch, sign-out, and the auth/connection events the UI follows. Tokens stay here.
// A launch that cannot reach the service works offline from the catalog cache (offline-resume.ts).
import type { AuthState, AuthStatus, ConnectionProfile, ConnectionStatus } from '../../../contract';
import type { SettingsStore } from '../../../domain/settings/settings-store';
import { DEMO_CLIENT_ID } from '../../../domain/shared/demo-account';
import { UserError } from '../../../domain/shared/errors';
import { createLogger, type Logger } from '../../../domain/shared/logger';
import type { EventHub } from '../../ipc/events';
import type { DemoService } from './demo-service';
import type { OfflineCacheInfo } from './offline-cache';
import { createResumer } from './offline-resume';
import { connectionAfter, describeService, endpointsFor, sameProfile } from './session-profile';
import type { SessionFactories, SessionService, StoresClient, TokenManagerLike } from './session-types';

export { describeService } from './session-profile';

export type { SessionFactories, SessionService, StoresClient, TokenManagerLike } from './session-types';

interface Active<C, T> {
  profile: ConnectionProfile;
  baseUrl: string;
  tokens: T;
  client: C;
  unsubscribe(): void;
}

export const NO_CACHE_MESSAGE = 'No cached catalog yet: connect once to download it.';
const OFFLINE_CALL_MESSAGE = 'Working offline: the service cannot be reached yet. Lookups use the cached catalog.';

export function createSessionService<C extends StoresClient, T extends TokenManagerLike>(deps: {
  settings: SettingsStore;
  events: EventHub;
  demo: DemoService;
  factories: SessionFactories<C, T>;
  demoClientId?: string;
  logger?: Logger;
  /** What the catalog cache holds for a profile (hosts/app/offline-cache.ts); absent means nothing cached. */
  offlineCache?: (profile: ConnectionProfile) => OfflineCacheInfo | null;
  /** Offline retries (default 5 s, 10 s, 30 s, then every 60 s). */
  retryDelaysMs?: readonly number[];
  /** How long a launch waits for the service before showing the offline state (default 4 s). */
  offlineAfterMs?: number;
}): SessionService<C> {
  const log = deps.logger ?? createLogger('app.session');
  let active: Active<C, T> | null = null;
  let opening: Promise<Active<C, T>> | null = null;
  let reason: string | undefined;
  let connection: ConnectionStatus = { state: 'offline' };
  // Bumped by sign-in and sign-out, so a resume that was still opening does not take over afterwards; and no
  // resume starts while they wait out an attempt in flight (two refreshes of one token would look like theft).
  let epoch = 0;
  let switching = false;

  const setConnection = (next: ConnectionStatus) => {
    if (next.state === connection.state && next.message === connection.message) return;
    connection = next;
    deps.events.emit('connection.changed', connection);
  };

  const resumer = createResumer<Active<C, T>>({
    signedIn(next) {
      active = next;
      reason = undefined;
      setConnection({ state: 'online' });
      log.info('signed in silently', { service: describeService(next.profile, next.baseUrl) });
      announce();
    },
    ended(outcome, wasOffline) {
      if (outcome.kind === 'none') {
        setConnection({ state: 'offline' });
        if (wasOffline) announce();
        return;
      }
      noteFailure(outcome.error);
      // A refused refresh token (compromised or expired) needs the password, with the manager's sentence.
      if (outcome.kind === 'refused') reason = outcome.error.message;
      log.warn('silent sign-in failed', { outcome: outcome.kind, code: (outcome.error as { code?: string }).code });
      announce();
    },
    offline(message) {
      setConnection({ state: 'offline', message });
      announce();
    },
    changed: () => announce(),
    cache: deps.offlineCache,
    retryDelaysMs: deps.retryDelaysMs,
    offlineAfterMs: deps.offlineAfterMs,
    log,
  });

  const status = (): AuthStatus => {
    const s = deps.settings.get();
    const holder = active ?? resumer.pending();
    const offline = active ? null : resumer.offlineStatus();
    // Offline with a cached catalog counts as signed in (the app opens on the cache); with none, sign-in shows.
    const waiting: AuthState = offline?.cachedItems ? 'signedIn' : 'signedOut';
    const state: AuthState = active
      ? active.tokens.state()
      : offline
        ? waiting
        : reason
          ? 'reauthRequired'
          : 'signedOut';
    const profile = holder?.profile ?? s.connection;
    const out: AuthStatus = {
      state,
      connection: profile,
      serviceLabel: describeService(profile, holder?.baseUrl),
      userName: s.userName,
    };
    if (offline) {
      out.offline = offline;
      if (!offline.cachedItems) out.reason = NO_CACHE_MESSAGE;
    } else if (reason && state !== 'signedIn') out.reason = reason;
    return out;
  };
  const announce = () => deps.events.emit('auth.changed', status());

  async function open(profile: ConnectionProfile): Promise<Active<C, T>> {
    setConnection({ state: 'connecting' });
    const { authUrl, baseUrl, clientId } = await endpointsFor(
      profile,
      deps.demo,
      deps.demoClientId ?? DEMO_CLIENT_ID,
      log,
    );
    const { tokens, api: client } = deps.factories.connect({ authUrl, baseUrl, clientId });
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

  const noteFailure = (err: unknown) => setConnection(connectionAfter(err));

  return {
    status,
    connection: () => connection,

    async signIn({ connection: profile, userName, password }) {
      epoch++;
      switching = true;
      const waiting = await resumer.abandon().finally(() => {
        switching = false;
      });
      if (active) {
        // Switching user or service: the previous tokens are wiped, never left behind.
        await active.tokens
          .signOut()
          .catch((err) => log.warn('sign-out before new sign-in failed', { error: String(err) }));
        drop();
      }
      let next: Active<C, T>;
      try {
        next = await open(profile);
        await next.tokens.signIn({ userName, password }).catch((err) => {
          next.unsubscribe();
          throw err;
        });
      } catch (err) {
        noteFailure(err);
        resumer.restore(waiting);
        throw err;
      }
      waiting.pending?.unsubscribe();
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
      if ((active && active.tokens.state() === 'signedIn') || switching) return status();
      let next = resumer.pending();
      if (!next) {
        const profile = deps.settings.get().connection;
        if (!profile) return status();
        const started = epoch;
        if (!opening) {
          drop();
          opening = open(profile).finally(() => {
            opening = null;
          });
        }
        next = await opening;
        if (started !== epoch) {
          next.unsubscribe();
          return status();
        }
      }
      const outcome = await resumer.run(next);
      if (outcome?.kind === 'failed') return { ...status(), reason: outcome.error.message };
      return status();
    },

    async signOut() {
      epoch++;
      switching = true;
      const { pending } = await resumer.abandon().finally(() => {
        switching = false;
      });
      if (pending) {
        // The user asked: the saved sign-in goes too, though the service never answered this launch.
        await pending.tokens
          .signOut()
          .catch((err) => log.warn('clearing the saved sign-in failed', { error: String(err) }));
        pending.unsubscribe();
      }
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
      if (active?.tokens.state() !== 'signedIn') {
        if (resumer.offlineStatus()) throw new UserError('network', OFFLINE_CALL_MESSAGE);
        throw new UserError('signed_out', 'Sign in first.');
      }
      try {
        const value = await fn(active.client);
        setConnection({ state: 'online' });
        return value;
      } catch (err) {
        if (connectionAfter(err).state === 'offline') noteFailure(err);
        throw err;
      }
    },

    async close() {
      resumer.close();
      drop();
    },
  };
}
