// Process: test (node). The token manager against the real local service: one refresh however many callers,
// single-use refresh tokens persisted before use, compromise detection, clear sign-in errors, no secrets logged.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../domain/api/client';
import { createRequestScheduler } from '../../../domain/api/scheduler';
import { AuthError, COMPROMISED_MESSAGE } from '../../../domain/auth/errors';
import { createMemoryRefreshTokenStore, type RefreshTokenStore } from '../../../domain/auth/refresh-token-store';
import { createTokenManager, type TokenChange } from '../../../domain/auth/token-manager';
import { setLogLevel, setLogSink } from '../../../domain/shared/logger';
import { DEMO_NO_API_PASSWORD, DEMO_NO_API_USER } from '../../../service/seed/demo-constants';
import { tapFetch } from '../../helpers/fetch-tap';
import { sleep } from '../../helpers/waits';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER, type LocalServiceOptions, startLocalService } from './local-service';

const running: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function setup(
  serviceOpts: LocalServiceOptions = {},
  store: RefreshTokenStore = createMemoryRefreshTokenStore(),
) {
  const service = await startLocalService(serviceOpts);
  running.push(service);
  const counter = tapFetch();
  let offset = 0;
  const manager = createTokenManager({
    authUrl: service.authUrl,
    clientId: DEMO_CLIENT_ID,
    store,
    fetch: counter.fetch,
    now: () => Date.now() + offset,
  });
  const events: TokenChange[] = [];
  manager.onChange((e) => events.push(e));
  return { service, counter, manager, store, events, shiftClock: (ms: number) => (offset += ms) };
}

describe('sign-in', () => {
  it('signs in with the demo credentials and persists only the refresh token', async () => {
    const { manager, store, events } = await setup();
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    expect(manager.state()).toBe('signedIn');
    expect(events).toEqual([{ state: 'signedIn', reason: 'signedIn' }]);
    const access = await manager.getAccessToken();
    expect(access.split('.')).toHaveLength(3);
    const stored = await store.load();
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored).not.toBe(access);
  });

  it('a wrong password is bad_credentials with a clear message, and nothing is stored', async () => {
    const { manager, store } = await setup();
    const err = await manager.signIn({ userName: DEMO_USER, password: 'wrong' }).catch((e) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect(err.code).toBe('bad_credentials');
    expect(err.message).toMatch(/client ID, user name or password is wrong/);
    expect(manager.state()).toBe('signedOut');
    expect(await store.load()).toBeNull();
    await expect(manager.getAccessToken()).rejects.toMatchObject({ code: 'signed_out' });
  });

  it('a user without the API privilege gets no_api_access', async () => {
    const { manager } = await setup();
    await expect(manager.signIn({ userName: DEMO_NO_API_USER, password: DEMO_NO_API_PASSWORD })).rejects.toMatchObject({
      code: 'no_api_access',
    });
  });

  it('an unreachable auth address is a network error', async () => {
    const manager = createTokenManager({
      authUrl: 'http://127.0.0.1:9/auth',
      clientId: DEMO_CLIENT_ID,
      store: createMemoryRefreshTokenStore(),
    });
    await expect(manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD })).rejects.toMatchObject({
      code: 'network',
    });
  });
});

describe('refreshing', () => {
  it('50 parallel calls with an expired access token cause exactly one /refreshToken', async () => {
    const { manager, counter, store, shiftClock } = await setup();
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    const first = await manager.getAccessToken();
    const firstRefresh = await store.load();
    shiftClock(2 * 3600 * 1000);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => manager.getAccessToken()));
    expect(counter.count('/refreshToken')).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(first);
    expect(await store.load()).not.toBe(firstRefresh);
  });

  it('50 parallel API calls rejected with 401 (token expired at the service) cause exactly one refresh', async () => {
    const { service, manager, counter } = await setup({ tokenTtlSeconds: 3 });
    // Tokens live 3 s here: long enough that the refreshed token is still good for the retry on a busy machine.
    // The test hands out the stale token itself, so the service, not the manager, must notice the expiry (401).
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    const stale = await manager.getAccessToken();
    await sleep(3100);
    const client = createApiClient({
      baseUrl: service.baseUrl,
      tokens: { getAccessToken: async () => stale, handleUnauthorized: (t) => manager.handleUnauthorized(t) },
      scheduler: createRequestScheduler({ maxPerSecond: 1000 }),
      fetch: counter.fetch,
    });
    const results = await Promise.all(Array.from({ length: 50 }, () => client.listStores()));
    expect(results.every((stores) => stores.length > 0)).toBe(true);
    expect(counter.count('/refreshToken')).toBe(1);
    expect(counter.calls.filter((c) => c.status === 401)).toHaveLength(50);
  });

  it('a reused refresh token leads to reauthRequired with the compromise message', async () => {
    const { service, manager, store, events, shiftClock } = await setup();
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    // Someone who copied the stored token uses it first.
    const stolen = await store.load();
    const thief = await fetch(`${service.authUrl}/refreshToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, refreshToken: stolen }),
    });
    expect(thief.status).toBe(200);
    shiftClock(2 * 3600 * 1000);
    const err = await manager.getAccessToken().catch((e) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect(err.code).toBe('compromised');
    expect(err.message).toBe(COMPROMISED_MESSAGE);
    expect(err.message).toMatch(/compromised.*Enter your password/s);
    expect(manager.state()).toBe('reauthRequired');
    expect(events.at(-1)).toEqual({ state: 'reauthRequired', reason: 'compromised', message: COMPROMISED_MESSAGE });
    expect(await store.load()).toBeNull();
    await expect(manager.getAccessToken()).rejects.toMatchObject({ code: 'compromised' });
    // The password still works.
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    expect(manager.state()).toBe('signedIn');
  });

  it('an expired refresh token asks for the password without crying compromise', async () => {
    const { manager, events, shiftClock } = await setup({ refreshTtlSeconds: 1 });
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    await sleep(1100);
    shiftClock(2 * 3600 * 1000);
    await expect(manager.getAccessToken()).rejects.toMatchObject({ code: 'expired' });
    expect(events.at(-1)).toMatchObject({ state: 'reauthRequired', reason: 'expired' });
  });
});

describe('resume and sign out', () => {
  it('resume() with nothing stored returns false and sends nothing', async () => {
    const { manager, counter } = await setup();
    expect(await manager.resume()).toBe(false);
    expect(counter.calls).toHaveLength(0);
    expect(manager.state()).toBe('signedOut');
  });

  it('resume() persists the new refresh token before the access token is handed out', async () => {
    const log: string[] = [];
    const inner = createMemoryRefreshTokenStore();
    const slowStore: RefreshTokenStore = {
      load: () => inner.load(),
      clear: () => inner.clear(),
      save: async (t) => {
        await sleep(150);
        await inner.save(t);
        log.push('saved');
      },
    };
    const first = await setup({}, slowStore);
    await first.manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    const oldToken = await inner.load();
    log.length = 0;
    // A fresh launch: a new manager over the same store.
    const manager = createTokenManager({
      authUrl: first.service.authUrl,
      clientId: DEMO_CLIENT_ID,
      store: slowStore,
      fetch: first.counter.fetch,
    });
    const resuming = manager.resume();
    const access = manager.getAccessToken().then((t) => {
      log.push('access');
      return t;
    });
    expect(await resuming).toBe(true);
    expect((await access).split('.')).toHaveLength(3);
    expect(log).toEqual(['saved', 'access']);
    expect(manager.state()).toBe('signedIn');
    const newToken = await inner.load();
    expect(newToken).not.toBe(oldToken);
    // The old one is spent: using it again is refused by the service.
    const again = await fetch(`${first.service.authUrl}/refreshToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientId: DEMO_CLIENT_ID, refreshToken: oldToken }),
    });
    expect(again.status).toBe(401);
  });

  it('resume() with a refused stored token reports compromise and wipes it', async () => {
    const { manager, store } = await setup();
    await store.save('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    await expect(manager.resume()).rejects.toMatchObject({ code: 'compromised' });
    expect(manager.state()).toBe('reauthRequired');
    expect(await store.load()).toBeNull();
  });

  it('resume() with a garbled stored token asks for the password without a compromise alarm', async () => {
    const { manager, store, events } = await setup();
    await store.save('not-a-token');
    await expect(manager.resume()).rejects.toMatchObject({ code: 'expired' });
    expect(events.at(-1)).toMatchObject({ state: 'reauthRequired', reason: 'expired' });
    expect(await store.load()).toBeNull();
  });

  it('sign out wipes the tokens from memory and the store', async () => {
    const { manager, store, events } = await setup();
    await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
    await manager.signOut();
    expect(manager.state()).toBe('signedOut');
    expect(events.at(-1)).toEqual({ state: 'signedOut', reason: 'signedOut' });
    expect(await store.load()).toBeNull();
    await expect(manager.getAccessToken()).rejects.toMatchObject({ code: 'signed_out' });
    expect(await manager.resume()).toBe(false);
  });
});

describe('logging', () => {
  it('never logs the password, the access token or the refresh token', async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    const wrongPassword = 'Wr0ng-Pa55word-that-must-not-leak';
    const secrets: string[] = [wrongPassword];
    try {
      const { manager, store, shiftClock } = await setup();
      await manager.signIn({ userName: DEMO_USER, password: wrongPassword }).catch(() => undefined);
      await manager.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
      secrets.push(await manager.getAccessToken(), (await store.load())!);
      shiftClock(2 * 3600 * 1000);
      secrets.push(await manager.getAccessToken(), (await store.load())!);
      await manager.signOut();
    } finally {
      restore();
      setLogLevel('info');
    }
    expect(lines.some((l) => l.includes('[auth.token-manager]'))).toBe(true);
    for (const line of lines) for (const s of secrets) expect(line).not.toContain(s);
  });
});
