// Process: test (renderer logic under node). The one app store against an in-memory fake of the contract:
// start-up with silent sign-in, sign-in errors, choosing a store, push events, sign-out.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthStatus, SettingsView } from '../../../contract';
import { createAppStore } from '../../../renderer/src/store';
import { sleep } from '../../helpers/waits';
import { createFakeApi, type FakeApi } from './fake-api';

const S1 = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', code: 'S01', description: 'Downtown' };
const S2 = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3302', code: 'S02', description: 'Harbour' };
const SIGNED_IN: AuthStatus = {
  state: 'signedIn',
  connection: { kind: 'demo' },
  serviceLabel: 'Built-in demo',
  userName: 'demo',
};
const SIGNED_OUT: AuthStatus = { ...SIGNED_IN, state: 'signedOut' };
const settings = (workingStore: SettingsView['workingStore']): SettingsView => ({
  connection: { kind: 'demo' },
  userName: 'demo',
  workingStore,
  language: 'en-GB',
  currency: null,
  staleDays: 7,
});

function script(api: FakeApi, opts: { resume: AuthStatus; workingStore?: SettingsView['workingStore'] }) {
  let saved = opts.workingStore ?? null;
  api.respond('app.info', () => ({ ok: true, value: { mode: 'browser', version: '1.0.0' } }));
  api.respond('connection.status', () => ({ ok: true, value: { state: 'online' } }));
  api.respond('settings.get', () => ({ ok: true, value: settings(saved) }));
  api.respond('auth.resume', () => ({ ok: true, value: opts.resume }));
  api.respond('stores.list', () => ({ ok: true, value: [S1, S2] }));
  api.respond('stores.choose', ({ storeId }) => {
    const store = [S1, S2].find((s) => s.id === storeId);
    if (!store) return { ok: false, error: { code: 'not_found', message: 'That store no longer exists.' } };
    saved = store;
    return { ok: true, value: store };
  });
  api.respond('auth.signOut', () => ({ ok: true, value: SIGNED_OUT }));
}

const settle = () => sleep(0);

describe('app store', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = createFakeApi();
  });

  it('starts signed out when there is nothing to resume, and remembers the last profile for the form', async () => {
    script(api, { resume: SIGNED_OUT });
    const store = createAppStore(api);
    await store.getState().start();
    const s = store.getState();
    expect(s.auth?.state).toBe('signedOut');
    expect(s.info).toEqual({ mode: 'browser', version: '1.0.0' });
    expect(s.lastConnection).toEqual({ kind: 'demo' });
    expect(s.lastUserName).toBe('demo');
    expect(api.calls.map((c) => c.name)).not.toContain('stores.list');
  });

  it('after a silent sign-in with no working store, loads the stores and asks for one', async () => {
    script(api, { resume: SIGNED_IN });
    const store = createAppStore(api);
    await store.getState().start();
    await settle();
    expect(store.getState().choosingStore).toBe(true);
    expect(store.getState().stores).toEqual([S1, S2]);
  });

  it('after a silent sign-in with a remembered store, goes straight to the shell without spending a request', async () => {
    script(api, { resume: SIGNED_IN, workingStore: S2 });
    const store = createAppStore(api);
    await store.getState().start();
    await settle();
    expect(store.getState().choosingStore).toBe(false);
    expect(store.getState().workingStore).toEqual(S2);
    expect(api.calls.map((c) => c.name)).not.toContain('stores.list');
  });

  it('shows a sign-in failure as given by main and stays signed out', async () => {
    script(api, { resume: SIGNED_OUT });
    api.respond('auth.signIn', () => ({
      ok: false,
      error: { code: 'bad_credentials', message: 'The client ID, user name or password is wrong.' },
    }));
    const store = createAppStore(api);
    await store.getState().start();
    const done = await store.getState().signIn({ connection: { kind: 'demo' }, userName: 'demo', password: 'x' });
    expect(done).toBe(false);
    expect(store.getState().authError?.code).toBe('bad_credentials');
    expect(store.getState().auth?.state).toBe('signedOut');
    expect(store.getState().authBusy).toBe(false);
  });

  it('signs in, chooses a store, and signs out', async () => {
    script(api, { resume: SIGNED_OUT });
    api.respond('auth.signIn', () => ({ ok: true, value: SIGNED_IN }));
    const store = createAppStore(api);
    await store.getState().start();
    expect(await store.getState().signIn({ connection: { kind: 'demo' }, userName: 'demo', password: 'demo' })).toBe(
      true,
    );
    await settle();
    expect(store.getState().stores).toHaveLength(2);
    expect(store.getState().choosingStore).toBe(true);

    expect(await store.getState().chooseStore(S1.id)).toBe(true);
    expect(store.getState()).toMatchObject({ workingStore: S1, choosingStore: false });

    expect(await store.getState().chooseStore('3f2504e0-4f89-41d3-9a0c-0305e82c3399')).toBe(false);
    expect(store.getState().storesError?.code).toBe('not_found');
    expect(store.getState().workingStore).toEqual(S1);

    await store.getState().signOut();
    expect(store.getState().auth?.state).toBe('signedOut');
    expect(store.getState().stores).toEqual([]);
  });

  it('follows pushed auth and connection events, including the compromise warning', async () => {
    script(api, { resume: SIGNED_IN, workingStore: S1 });
    const store = createAppStore(api);
    await store.getState().start();
    api.push('connection.changed', { state: 'offline', message: 'Cannot reach the service.' });
    expect(store.getState().connection).toEqual({ state: 'offline', message: 'Cannot reach the service.' });
    api.push('auth.changed', { ...SIGNED_IN, state: 'reauthRequired', reason: 'It may have been compromised.' });
    expect(store.getState().auth).toMatchObject({ state: 'reauthRequired', reason: 'It may have been compromised.' });
  });

  it('stop() removes exactly the subscriptions start() made, and a second start does not double them', async () => {
    script(api, { resume: SIGNED_OUT });
    const store = createAppStore(api);
    await store.getState().start();
    await store.getState().start();
    expect(api.listenerCount()).toBe(4); // auth.changed, connection.changed, app.notice, app.rateLimited
    store.getState().stop();
    expect(api.listenerCount()).toBe(0);
  });
});
