// Process: main (domain, Electron-free). Signing in with the password and signing out: both first wait out a
// silent sign-in in flight (refresh tokens are single use), and both wipe the previous tokens, never leave them.
import type { AuthStatus, ConnectionProfile } from '../../contract';
import { type Active, announce, drop, noteFailure, open, type SessionCore, setConnection, status } from './core';
import { describeService, sameProfile } from './profile';
import type { StoresClient, TokenManagerLike } from './types';

/** Waits out the silent sign-in in flight with `switching` set, so no new one starts meanwhile. */
async function abandonResume<C extends StoresClient, T extends TokenManagerLike>(core: SessionCore<C, T>) {
  core.epoch++;
  core.switching = true;
  return core.resumer.abandon().finally(() => {
    core.switching = false;
  });
}

async function openSignedIn<C extends StoresClient, T extends TokenManagerLike>(
  core: SessionCore<C, T>,
  profile: ConnectionProfile,
  credentials: { userName: string; password: string },
): Promise<Active<C, T>> {
  const next = await open(core, profile);
  await next.tokens.signIn(credentials).catch((err) => {
    next.unsubscribe();
    throw err;
  });
  return next;
}

export async function signIn<C extends StoresClient, T extends TokenManagerLike>(
  core: SessionCore<C, T>,
  { connection: profile, userName, password }: { connection: ConnectionProfile; userName: string; password: string },
): Promise<AuthStatus> {
  const { log, deps } = core;
  const waiting = await abandonResume(core);
  if (core.active) {
    // Switching user or service: the previous tokens are wiped, never left behind.
    await core.active.tokens
      .signOut()
      .catch((err) => log.warn('sign-out before new sign-in failed', { error: String(err) }));
    drop(core);
  }
  let next: Active<C, T>;
  try {
    next = await openSignedIn(core, profile, { userName, password });
  } catch (err) {
    noteFailure(core, err);
    core.resumer.restore(waiting);
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
  core.active = next;
  core.reason = undefined;
  setConnection(core, { state: 'online' });
  log.info('signed in', { service: describeService(profile, next.baseUrl), userName });
  announce(core);
  return status(core);
}

export async function signOut<C extends StoresClient, T extends TokenManagerLike>(
  core: SessionCore<C, T>,
): Promise<AuthStatus> {
  const { pending } = await abandonResume(core);
  if (pending) {
    // The user asked: the saved sign-in goes too, though the service never answered this launch.
    await pending.tokens
      .signOut()
      .catch((err) => core.log.warn('clearing the saved sign-in failed', { error: String(err) }));
    pending.unsubscribe();
  }
  if (core.active) {
    try {
      await core.active.tokens.signOut();
    } finally {
      drop(core);
    }
  }
  core.reason = undefined;
  setConnection(core, { state: 'offline' });
  announce(core);
  return status(core);
}
