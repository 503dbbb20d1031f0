// Process: main (domain, Electron-free). The signed-in session: which service, whose tokens, which API client.
// Sign-in and sign-out (sign-in.ts), silent resume on launch (resume.ts), and the auth/connection events the UI
// follows (core.ts). Tokens stay here. A launch that cannot reach the service works offline from the catalog cache
// (offline-resume.ts).
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { type Active, drop, noteFailure, type SessionCore, setConnection, status } from './core';
import { createResumer } from './offline-resume';
import { connectionAfter } from './profile';
import { resume, resumerHooks } from './resume';
import { signIn, signOut } from './sign-in';
import type { SessionDeps, SessionService, StoresClient, TokenManagerLike } from './types';

const OFFLINE_CALL_MESSAGE = 'Working offline: the service cannot be reached yet. Lookups use the cached catalog.';

export function createSessionService<C extends StoresClient, T extends TokenManagerLike>(
  deps: SessionDeps<C, T>,
): SessionService<C> {
  const log = deps.logger ?? createLogger('app.session');
  const core: SessionCore<C, T> = {
    deps,
    log,
    resumer: createResumer<Active<C, T>>(
      resumerHooks(() => core, {
        cache: deps.offlineCache,
        retryDelaysMs: deps.retryDelaysMs,
        offlineAfterMs: deps.offlineAfterMs,
        log,
      }),
    ),
    active: null,
    opening: null,
    reason: undefined,
    connection: { state: 'offline' },
    epoch: 0,
    switching: false,
  };

  return {
    status: () => status(core),
    connection: () => core.connection,
    signIn: (args) => signIn(core, args),
    resume: () => resume(core),
    signOut: () => signOut(core),
    async call(fn) {
      const { active } = core;
      if (active?.tokens.state() !== 'signedIn') {
        if (core.resumer.offlineStatus()) throw new UserError('network', OFFLINE_CALL_MESSAGE);
        throw new UserError('signed_out', 'Sign in first.');
      }
      try {
        const value = await fn(active.client);
        setConnection(core, { state: 'online' });
        return value;
      } catch (err) {
        if (connectionAfter(err).state === 'offline') noteFailure(core, err);
        throw err;
      }
    },
    async close() {
      core.resumer.close();
      drop(core);
    },
  };
}
