// Process: main (domain, Electron-free). The session's state shared by its steps (sign-in, resume, sign-out,
// calls): the active connection, the reason the password is needed, the connection status, and the status the UI
// reads. Each step lives in its own file and takes this core.
import type { AuthState, AuthStatus, ConnectionProfile, ConnectionStatus } from '../../contract';
import { DEMO_CLIENT_ID } from '../shared/demo-account';
import type { Logger } from '../shared/logger';
import type { Resumer } from './offline-resume';
import { connectionAfter, describeService, endpointsFor } from './profile';
import type { SessionDeps, StoresClient, TokenManagerLike } from './types';

export const NO_CACHE_MESSAGE = 'No cached catalog yet: connect once to download it.';

export interface Active<C, T> {
  profile: ConnectionProfile;
  baseUrl: string;
  tokens: T;
  client: C;
  unsubscribe(): void;
}

export interface SessionCore<C extends StoresClient, T extends TokenManagerLike> {
  deps: SessionDeps<C, T>;
  log: Logger;
  resumer: Resumer<Active<C, T>>;
  active: Active<C, T> | null;
  opening: Promise<Active<C, T>> | null;
  reason: string | undefined;
  connection: ConnectionStatus;
  // Bumped by sign-in and sign-out, so a resume that was still opening does not take over afterwards; and no
  // resume starts while they wait out an attempt in flight (two refreshes of one token would look like theft).
  epoch: number;
  switching: boolean;
}

type Core = SessionCore<StoresClient, TokenManagerLike>;

export function setConnection(core: Core, next: ConnectionStatus): void {
  if (next.state === core.connection.state && next.message === core.connection.message) return;
  core.connection = next;
  core.deps.events.emit('connection.changed', core.connection);
}

export const noteFailure = (core: Core, err: unknown) => setConnection(core, connectionAfter(err));

export function status(core: Core): AuthStatus {
  const { active, resumer, reason } = core;
  const s = core.deps.settings.get();
  const holder = active ?? resumer.pending();
  const offline = active ? null : resumer.offlineStatus();
  // Offline with a cached catalog counts as signed in (the app opens on the cache); with none, sign-in shows.
  const waiting: AuthState = offline?.cachedItems ? 'signedIn' : 'signedOut';
  const state: AuthState = active ? active.tokens.state() : offline ? waiting : reason ? 'reauthRequired' : 'signedOut';
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
}

export const announce = (core: Core) => core.deps.events.emit('auth.changed', status(core));

/** A not-yet-signed-in connection for the profile, whose token events update the session while it is active. */
export async function open<C extends StoresClient, T extends TokenManagerLike>(
  core: SessionCore<C, T>,
  profile: ConnectionProfile,
): Promise<Active<C, T>> {
  setConnection(core, { state: 'connecting' });
  const { deps } = core;
  const { authUrl, baseUrl, clientId } = await endpointsFor(
    profile,
    deps.demo,
    deps.demoClientId ?? DEMO_CLIENT_ID,
    core.log,
  );
  const { tokens, api: client } = deps.factories.connect({ authUrl, baseUrl, clientId });
  const unsubscribe = tokens.onChange((e) => {
    if (core.active?.tokens !== tokens) return;
    // An unexpected refresh failure mid-session: the manager gives the sentence the user must read.
    if (e.state === 'reauthRequired') core.reason = e.message ?? 'Your session ended. Enter your password to continue.';
    if (e.state === 'signedIn') core.reason = undefined;
    announce(core);
  });
  return { profile, baseUrl, tokens, client, unsubscribe };
}

export function drop(core: Core): void {
  core.active?.unsubscribe();
  core.active = null;
}
