// Process: main (domain, Electron-free). Small facts about connection profiles the session needs: whether two are
// the same account's service (switching keeps the working store only then) and the label the status bar shows.
import type { ConnectionProfile } from '../ipc/contract';

export function sameProfile(a: ConnectionProfile | null, b: ConnectionProfile): boolean {
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
