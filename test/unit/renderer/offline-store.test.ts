// Process: test (renderer logic under node). Offline launch in the renderer: the store starts in the app (not on
// sign-in) when main says "signed in offline on the cache", keeps the saved store without asking for stores,
// Retry asks main to resume now, and the pushed outcome (online, or the password needed) takes over. Plus the
// banner's sentences.
import { describe, expect, it } from 'vitest';
import type { AuthStatus, OfflineStatus } from '../../../contract';
import { offlineHeadline, reconnectText } from '../../../renderer/src/features/session/offline-text';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const STORE = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', code: 'S01', description: 'Downtown' };
const NOW = Date.parse('2024-05-01T06:00:00.000Z');
const OFFLINE: OfflineStatus = {
  message: 'Cannot reach the sign-in service. Check the network connection and the auth address.',
  cachedItems: 5000,
  cachedAt: '2024-05-01T03:00:00.000Z',
  retrying: false,
  nextRetryAt: '2024-05-01T06:00:05.000Z',
  attempts: 1,
};
const connection = { kind: 'real', authUrl: 'https://a.example', baseUrl: 'https://b.example', clientId: 'C' } as const;
const base = { connection, serviceLabel: 'b.example', userName: 'manager' };
const OFFLINE_SIGNED_IN: AuthStatus = { ...base, state: 'signedIn', offline: OFFLINE };
const RETRYING: AuthStatus = { ...OFFLINE_SIGNED_IN, offline: { ...OFFLINE, retrying: true, nextRetryAt: null } };

function started() {
  const api = createFakeApi();
  api.respond('app.info', () => ({ ok: true, value: { mode: 'electron', version: '1.0.0' } }));
  api.respond('connection.status', () => ({ ok: true, value: { state: 'offline' } }));
  api.respond('settings.get', () => ({
    ok: true,
    value: { connection, userName: 'manager', workingStore: STORE, language: 'en-GB', currency: null, staleDays: 7 },
  }));
  api.respond('auth.resume', () => ({ ok: true, value: OFFLINE_SIGNED_IN }));
  return { api, store: createAppStore(api) };
}

describe('offline launch in the renderer store', () => {
  it('opens the app on the cache with the saved store, and does not ask the service for stores', async () => {
    const { api, store } = started();
    await store.getState().start();
    const s = store.getState();
    expect(s.auth).toMatchObject({ state: 'signedIn', offline: { cachedItems: 5000 } });
    expect(s.workingStore).toEqual(STORE);
    expect(s.choosingStore).toBe(false);
    expect(api.calls.map((c) => c.name)).not.toContain('stores.list');
  });

  it('Retry asks main to resume now; the pushed outcome ends the offline state', async () => {
    const { api, store } = started();
    await store.getState().start();
    api.respond('auth.resume', () => ({ ok: true, value: RETRYING }));
    await store.getState().retrySignIn();
    expect(api.calls.filter((c) => c.name === 'auth.resume')).toHaveLength(2);
    expect(store.getState().auth?.offline?.retrying).toBe(true);
    api.push('auth.changed', { ...base, state: 'signedIn' });
    expect(store.getState().auth?.offline).toBeUndefined();
    expect(store.getState().auth?.state).toBe('signedIn');
  });

  it('a refused token after reconnecting leaves the app for sign-in with the reason', async () => {
    const { api, store } = started();
    await store.getState().start();
    api.push('auth.changed', { ...base, state: 'reauthRequired', reason: 'Your saved sign-in has expired.' });
    expect(store.getState().auth).toMatchObject({ state: 'reauthRequired', reason: 'Your saved sign-in has expired.' });
  });

  it('says a failed Retry request plainly', async () => {
    const { api, store } = started();
    await store.getState().start();
    api.respond('auth.resume', () => ({ ok: false, error: { code: 'internal', message: 'Something went wrong.' } }));
    await store.getState().retrySignIn();
    expect(store.getState().authError?.message).toBe('Something went wrong.');
  });
});

describe('offline banner sentences', () => {
  it('says how old the cache is', () => {
    expect(offlineHeadline(OFFLINE, NOW)).toBe('Offline — working from the catalog cached 3 h ago.');
    expect(offlineHeadline({ ...OFFLINE, cachedAt: null, cachedItems: 1200 }, NOW)).toMatch(
      /cached catalog \(1,200 items; its first download did not finish\)/,
    );
    expect(offlineHeadline({ ...OFFLINE, cachedItems: 0, cachedAt: null }, NOW)).toMatch(/no cached catalog yet/);
  });

  it('counts down to the next attempt, and says Reconnecting… while one runs', () => {
    expect(reconnectText(OFFLINE, NOW)).toBe('Reconnecting in 5 s…');
    expect(reconnectText(OFFLINE, NOW + 4_200)).toBe('Reconnecting in 1 s…');
    expect(reconnectText(RETRYING.offline!, NOW)).toBe('Reconnecting…');
  });
});
