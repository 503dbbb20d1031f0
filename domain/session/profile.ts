// Process: main (domain, Electron-free).
// Small facts about connection profiles the session needs: where a profile's requests go (starting the demo if need
// be), whether two are the same account's service (switching keeps the working store only then), the label the status
// bar shows, and what a failure means for the connection.

import type { ConnectionProfile, ConnectionStatus } from '../../contract';
import { isNoAnswer } from '../api/errors';
import { UserError } from '../shared/errors';
import type { Logger } from '../shared/logger';
import type { DemoService } from './demo-service';

export async function endpointsFor(profile: ConnectionProfile, demo: DemoService, demoClientId: string, log: Logger) {
  if (profile.kind === 'real')
    return { authUrl: profile.authUrl, baseUrl: profile.baseUrl, clientId: profile.clientId };
  const { authUrl, baseUrl } = await demo.ensure().catch((err) => {
    log.error('demo service did not start', { error: String(err) });
    const damaged = demo.damaged();
    if (damaged)
      throw new UserError(
        'demo_damaged',
        `The demo service's data (${damaged.path}) is damaged. Move it aside (it is kept) and start fresh demo data.`,
      );
    throw new UserError(
      'demo_unavailable',
      `The built-in demo service did not start (${err instanceof Error ? err.message : String(err)}). Check that the data folder is writable and the disk has space, then try again.`,
    );
  });
  return { authUrl, baseUrl, clientId: demoClientId };
}

/** Network trouble means offline; anything else is a problem with the service or the account. */
export function connectionAfter(err: unknown): ConnectionStatus {
  if (isNoAnswer(err)) return { state: 'offline', message: (err as Error).message };
  return { state: 'error', message: err instanceof Error ? err.message : 'Sign-in failed.' };
}

export function sameProfile(a: ConnectionProfile | null, b: ConnectionProfile): boolean {
  if (!a || a.kind !== b.kind) return false;
  if (a.kind === 'demo' || b.kind === 'demo') return true;
  return a.authUrl === b.authUrl && a.baseUrl === b.baseUrl && a.clientId === b.clientId;
}

export function describeService(profile: ConnectionProfile | null, baseUrl?: string): string | null {
  if (!profile) return null;
  // Short: the status bar shows it on its one line beside the user, store, catalog and reader.
  if (profile.kind === 'demo') return 'Built-in demo';
  try {
    return new URL(baseUrl ?? profile.baseUrl).host;
  } catch {
    return profile.baseUrl;
  }
}
