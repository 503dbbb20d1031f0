// Process: main (domain, Electron-free). The silent sign-in with the stored refresh token at launch, and what the
// session does with each outcome the resumer (offline-resume.ts) reports: signed in, ended, or offline (again).
import type { AuthStatus } from '../../contract';
import { type Active, announce, drop, noteFailure, open, type SessionCore, setConnection, status } from './core';
import type { ResumerHooks } from './offline-resume';
import { describeService } from './profile';
import type { StoresClient, TokenManagerLike } from './types';

/** The resumer's hooks; `core` is read when an attempt reports, never before the session is built. */
export function resumerHooks<C extends StoresClient, T extends TokenManagerLike>(
  session: () => SessionCore<C, T>,
  opts: Pick<ResumerHooks<Active<C, T>>, 'cache' | 'retryDelaysMs' | 'offlineAfterMs' | 'log'>,
): ResumerHooks<Active<C, T>> {
  return {
    signedIn(next) {
      const core = session();
      core.active = next;
      core.reason = undefined;
      setConnection(core, { state: 'online' });
      core.log.info('signed in silently', { service: describeService(next.profile, next.baseUrl) });
      announce(core);
    },
    ended(outcome, wasOffline) {
      const core = session();
      if (outcome.kind === 'none') {
        setConnection(core, { state: 'offline' });
        if (wasOffline) announce(core);
        return;
      }
      noteFailure(core, outcome.error);
      // A refused refresh token (compromised or expired) needs the password, with the manager's sentence.
      if (outcome.kind === 'refused') core.reason = outcome.error.message;
      core.log.warn('silent sign-in failed', {
        outcome: outcome.kind,
        code: (outcome.error as { code?: string }).code,
      });
      announce(core);
    },
    offline(message) {
      const core = session();
      setConnection(core, { state: 'offline', message });
      announce(core);
    },
    changed: () => announce(session()),
    ...opts,
  };
}

/** The connection to resume: the one already waiting, else the saved profile's (one opening at a time). */
async function resumable<C extends StoresClient, T extends TokenManagerLike>(
  core: SessionCore<C, T>,
): Promise<Active<C, T> | null> {
  const pending = core.resumer.pending();
  if (pending) return pending;
  const profile = core.deps.settings.get().connection;
  if (!profile) return null;
  const started = core.epoch;
  if (!core.opening) {
    drop(core);
    core.opening = open(core, profile).finally(() => {
      core.opening = null;
    });
  }
  const next = await core.opening;
  if (started !== core.epoch) {
    next.unsubscribe();
    return null;
  }
  return next;
}

export async function resume<C extends StoresClient, T extends TokenManagerLike>(
  core: SessionCore<C, T>,
): Promise<AuthStatus> {
  if ((core.active && core.active.tokens.state() === 'signedIn') || core.switching) return status(core);
  const next = await resumable(core);
  if (!next) return status(core);
  const outcome = await core.resumer.run(next);
  if (outcome?.kind === 'failed') return { ...status(core), reason: outcome.error.message };
  return status(core);
}
