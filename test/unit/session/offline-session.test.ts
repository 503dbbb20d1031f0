// Process: test (node). The session's offline launch as a state machine, on fake timers with a scripted token
// manager: unreachable → signed in on the cache (token kept) → retries with backoff → online (token rotated);
// refused tokens → sign-in with the message; no cache → the sign-in screen says so; a slow service; Retry,
// sign-in and sign-out while offline. The real thing runs in test/integration/app/offline-launch.test.ts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState, AuthStatus, ConnectionProfile } from '../../../contract';
import { AuthError, type AuthErrorCode, COMPROMISED_MESSAGE } from '../../../domain/auth/errors';
import { NO_CACHE_MESSAGE } from '../../../domain/session/core';
import type { OfflineCacheInfo } from '../../../domain/session/offline-cache';
import { createSessionService } from '../../../domain/session/service';
import type { TokenManagerLike } from '../../../domain/session/types';
import { DEFAULT_SETTINGS, type Settings, type SettingsStore } from '../../../domain/settings/settings-store';
import { setLogSink } from '../../../domain/shared/logger';
import { createEventHub } from '../../../hosts/ipc/events';

const PROFILE: ConnectionProfile = {
  kind: 'real',
  authUrl: 'https://auth.example',
  baseUrl: 'https://fetch.example',
  clientId: 'C1',
};
const STORE = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', code: 'S01', description: 'Main street' };
const CACHE: OfflineCacheInfo = { items: 1200, syncedAt: '2024-05-01T05:00:00.000Z' };

/** What each resume() does: fail with a code, succeed, or wait until the test releases it. */
type Step = AuthErrorCode | 'ok' | 'hang';

/** A token manager with a "stored" refresh token: rotated on success, wiped on refusal, untouched otherwise. */
function scriptedTokens(steps: Step[], world: { stored: string | null; resumes: number; release?: () => void }) {
  let state: AuthState = 'signedOut';
  const listeners = new Set<(e: { state: AuthState; message?: string }) => void>();
  const set = (s: AuthState, message?: string) => {
    state = s;
    for (const l of listeners) l({ state: s, message });
  };
  const tokens: TokenManagerLike = {
    async resume() {
      if (!world.stored) return false;
      world.resumes++;
      let step = steps.shift() ?? 'network';
      if (step === 'hang') {
        await new Promise<void>((resolve) => {
          world.release = resolve;
        });
        step = steps.shift() ?? 'network';
      }
      if (step === 'ok') {
        world.stored = `rt-${world.resumes}`;
        set('signedIn');
        return true;
      }
      const error = new AuthError(step === 'hang' ? 'network' : step); // a second 'hang' in a row: unreachable
      if (step === 'compromised' || step === 'expired') {
        world.stored = null;
        set('reauthRequired', error.message);
      }
      throw error;
    },
    async signIn({ password }) {
      if (password !== 'right') throw new AuthError(password === 'no-network' ? 'network' : 'bad_credentials');
      world.stored = 'rt-password';
      set('signedIn');
    },
    async signOut() {
      world.stored = null;
      set('signedOut');
    },
    state: () => state,
    onChange(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return tokens;
}

function setup(opts: { steps: Step[]; cache?: OfflineCacheInfo | null }) {
  const world = { stored: 'rt-0' as string | null, resumes: 0, release: undefined as (() => void) | undefined };
  let settings: Settings = { ...DEFAULT_SETTINGS, connection: PROFILE, userName: 'manager', workingStore: STORE };
  const settingsStore: SettingsStore = {
    get: () => settings,
    update: async (patch) => {
      settings = { ...settings, ...patch };
      return settings;
    },
    recovered: () => null,
  };
  const events = createEventHub();
  const auth: AuthStatus[] = [];
  const connection: string[] = [];
  events.subscribe((event, payload) => {
    if (event === 'auth.changed') auth.push(payload as AuthStatus);
    if (event === 'connection.changed') connection.push((payload as { state: string }).state);
  });
  const session = createSessionService({
    settings: settingsStore,
    events,
    demo: {
      ensure: async () => ({ authUrl: '', baseUrl: '' }),
      running: () => null,
      damaged: () => null,
      startFresh: () => Promise.reject(new Error('not used here')),
      close: async () => undefined,
    },
    factories: {
      connect: () => ({ tokens: scriptedTokens(opts.steps, world), api: { listStores: async () => [] } }),
    },
    offlineCache: () => (opts.cache === undefined ? CACHE : opts.cache),
  });
  return { session, world, auth, connection };
}

describe('offline launch (session state machine)', () => {
  let restoreSink: () => void;
  beforeAll(() => {
    restoreSink = setLogSink(() => undefined);
  });
  afterAll(() => restoreSink());
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2024-05-01T06:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens offline on the cache when the service is unreachable, keeps the token, and goes online when it is back', async () => {
    const { session, world, connection } = setup({ steps: ['network', 'network', 'server', 'ok'] });
    const launched = await session.resume();
    expect(launched).toMatchObject({
      state: 'signedIn',
      userName: 'manager',
      offline: { cachedItems: 1200, cachedAt: CACHE.syncedAt, retrying: false, attempts: 1 },
    });
    expect(launched.offline?.message).toMatch(/Cannot reach/);
    expect(launched.offline?.nextRetryAt).toBe('2024-05-01T06:00:05.000Z');
    expect(launched.reason).toBeUndefined();
    expect(world.stored).toBe('rt-0'); // not consumed, not discarded
    expect(session.connection().state).toBe('offline');
    // API calls fail as "offline", so the catalog sync reports offline rather than "signed out".
    await expect(session.call(async () => 1)).rejects.toMatchObject({ code: 'network' });

    await vi.advanceTimersByTimeAsync(5_000); // second attempt: network
    expect(session.status().offline).toMatchObject({ attempts: 2, nextRetryAt: '2024-05-01T06:00:15.000Z' });
    await vi.advanceTimersByTimeAsync(10_000); // third: 5xx, still offline
    expect(session.status()).toMatchObject({ state: 'signedIn', offline: { attempts: 3 } });
    expect(world.stored).toBe('rt-0');
    await vi.advanceTimersByTimeAsync(30_000); // fourth: the service is back
    const online = session.status();
    expect(online.state).toBe('signedIn');
    expect(online.offline).toBeUndefined();
    expect(world.stored).toBe('rt-4'); // rotated, as a normal resume does
    expect(session.connection().state).toBe('online');
    expect(connection.at(-1)).toBe('online');
    expect(await session.call(async () => 'value')).toBe('value');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(world.resumes).toBe(4); // no attempts once online
  });

  it('treats 401-style refusals as before: sign-in with the message, no offline state, no retries', async () => {
    const { session, world } = setup({ steps: ['compromised'] });
    const launched = await session.resume();
    expect(launched).toMatchObject({ state: 'reauthRequired', reason: COMPROMISED_MESSAGE });
    expect(launched.offline).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(world.resumes).toBe(1);
  });

  it('shows sign-in with the message when a retry is refused after the service comes back', async () => {
    const { session, world, auth } = setup({ steps: ['network', 'expired'] });
    expect((await session.resume()).state).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.status()).toMatchObject({ state: 'reauthRequired', reason: new AuthError('expired').message });
    expect(session.status().offline).toBeUndefined();
    expect(auth.at(-1)?.state).toBe('reauthRequired');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(world.resumes).toBe(2);
  });

  it('with nothing cached, says so on the sign-in screen and keeps retrying', async () => {
    const { session, world } = setup({ steps: ['network', 'ok'], cache: null });
    const launched = await session.resume();
    expect(launched).toMatchObject({ state: 'signedOut', reason: NO_CACHE_MESSAGE, offline: { cachedItems: 0 } });
    expect(world.stored).toBe('rt-0');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.status()).toMatchObject({ state: 'signedIn' });
    expect(session.status().reason).toBeUndefined();
  });

  it('Retry tries at once, and a second Retry during that attempt joins it (one token, one attempt)', async () => {
    const { session, world } = setup({ steps: ['network', 'hang', 'ok'] });
    await session.resume();
    await vi.advanceTimersByTimeAsync(1_000);
    const retry1 = session.resume();
    const retry2 = session.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.resumes).toBe(2);
    expect(session.status().offline).toMatchObject({ retrying: true, nextRetryAt: null });
    world.release?.();
    expect((await retry1).offline).toBeUndefined();
    expect((await retry2).state).toBe('signedIn');
    expect(world.resumes).toBe(2);
    expect(world.stored).toBe('rt-2');
  });

  it('shows the offline state when the service is slow to answer, and signs in when the answer comes', async () => {
    const { session, world } = setup({ steps: ['hang', 'ok'] });
    const launching = session.resume();
    await vi.advanceTimersByTimeAsync(4_000);
    const launched = await launching;
    expect(launched).toMatchObject({ state: 'signedIn', offline: { retrying: true, message: /not answered yet/ } });
    world.release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.status().offline).toBeUndefined();
    expect(world.resumes).toBe(1);
  });

  it('a failed password sign-in while offline goes back to retrying; a good one ends the offline state', async () => {
    const { session, world } = setup({ steps: ['network', 'network', 'network', 'network'] });
    await session.resume();
    const args = { connection: PROFILE, userName: 'manager', password: 'wrong' };
    await expect(session.signIn(args)).rejects.toMatchObject({ code: 'bad_credentials' });
    expect(session.status()).toMatchObject({ state: 'signedIn', offline: {} });
    await expect(session.signIn({ ...args, password: 'no-network' })).rejects.toMatchObject({ code: 'network' });
    expect(session.status()).toMatchObject({ state: 'signedIn', offline: {} });
    expect(world.stored).toBe('rt-0');
    expect(await session.signIn({ ...args, password: 'right' })).toMatchObject({ state: 'signedIn' });
    expect(session.status().offline).toBeUndefined();
    const before = world.resumes;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(world.resumes).toBe(before);
  });

  it('a password sign-in during an attempt waits it out, and Retry meanwhile starts no second attempt', async () => {
    const { session, world } = setup({ steps: ['network', 'hang', 'network'] });
    await session.resume();
    await vi.advanceTimersByTimeAsync(5_000); // the automatic retry starts and hangs
    expect(world.resumes).toBe(2);
    const signingIn = session.signIn({ connection: PROFILE, userName: 'manager', password: 'right' });
    await session.resume(); // Retry pressed while the sign-in waits
    expect(world.resumes).toBe(2);
    expect(world.stored).toBe('rt-0'); // the sign-in has not written over the token an attempt may be spending
    world.release?.();
    expect(await signingIn).toMatchObject({ state: 'signedIn' });
    expect(session.status().offline).toBeUndefined();
    expect(world.stored).toBe('rt-password');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(world.resumes).toBe(2);
  });

  it('signing out while offline wipes the saved sign-in and stops retrying', async () => {
    const { session, world } = setup({ steps: ['network'] });
    await session.resume();
    expect(await session.signOut()).toMatchObject({ state: 'signedOut' });
    expect(session.status().offline).toBeUndefined();
    expect(world.stored).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(world.resumes).toBe(1);
  });
});
