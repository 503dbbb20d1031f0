// Process: main (domain, Electron-free).
// Turns why a catalog sync stopped into the state the status bar shows and a sentence saying what to do next. The cache
// keeps answering lookups whatever happened here.

import type { CatalogProblem, CatalogState } from '../../contract/catalog';
import type { AppErrorCode } from '../../contract/errors';
import { isNoAnswer } from '../api/errors';
import { isUserFacing } from '../shared/errors';

const SIGNED_OUT: ReadonlySet<AppErrorCode> = new Set([
  'signed_out',
  'unauthorized',
  'expired',
  'compromised',
  'bad_credentials',
]);

export interface ClassifiedProblem {
  state: Extract<CatalogState, 'offline' | 'error' | 'ready'>;
  problem: CatalogProblem;
}

/** `cancelled` is true when the user (or a store change) stopped the sync on purpose. */
export function classifySyncFailure(err: unknown, cancelled: boolean, retryMinutes: number): ClassifiedProblem {
  const retry = retryMinutes === 1 ? 'in a minute' : `in ${retryMinutes} minutes`;
  if (cancelled) {
    return {
      state: 'ready',
      problem: {
        code: 'cancelled',
        message: 'Sync paused.',
        action: 'It continues from where it stopped when you press Sync now, or on its own later.',
      },
    };
  }
  // A code the contract does not list (SQLite's, Node's, a main-only one) is a bug to the user: `internal`.
  const code = isUserFacing(err) ? err.code : 'internal';
  if (isNoAnswer(err)) {
    return {
      state: 'offline',
      problem: {
        code,
        message: 'The service cannot be reached.',
        action: `Lookups use the cached catalog. Sync tries again ${retry}, or press Sync now when you are back online.`,
      },
    };
  }
  if (SIGNED_OUT.has(code)) {
    return {
      state: 'error',
      problem: {
        code,
        message: 'Your session with the service has ended.',
        action: 'Sign in again to sync; lookups still use the cached catalog.',
      },
    };
  }
  if (code === 'rate_limited') {
    return {
      state: 'error',
      problem: { code, message: 'The service asked us to slow down.', action: `Sync tries again ${retry}.` },
    };
  }
  // Only typed errors carry a sentence meant for people; anything else is a bug, described generically.
  return {
    state: 'error',
    problem: {
      code,
      message: isUserFacing(err) ? err.message : 'The catalog sync failed.',
      action: `Sync tries again ${retry}; if it keeps failing, check the service address and your access.`,
    },
  };
}
