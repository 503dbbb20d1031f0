// Process: test (renderer logic under node). The settings slice against the in-memory fake of the contract: the
// language and currency come with the settings at start-up and set the one date format; a change goes through
// main (which validates it) and a refusal is kept for the Settings screen.
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsView } from '../../../contract';
import { setDateLanguage } from '../../../renderer/src/lib/dates';
import { formatWhen } from '../../../renderer/src/lib/format';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

afterEach(() => setDateLanguage('en-GB'));
const AT = new Date(2026, 10, 23, 6, 5).getTime();

function scripted(start: Pick<SettingsView, 'language' | 'currency'>) {
  const api = createFakeApi();
  let saved: SettingsView = { connection: null, userName: null, workingStore: null, staleDays: 7, ...start };
  api.respond('app.info', () => ({ ok: true, value: { mode: 'browser', version: '1.0.0' } }));
  api.respond('connection.status', () => ({ ok: true, value: { state: 'online' } }));
  api.respond('app.notices', () => ({ ok: true, value: [] }));
  api.respond('settings.get', () => ({ ok: true, value: saved }));
  api.respond('auth.resume', () => ({
    ok: true,
    value: { state: 'signedOut', connection: null, serviceLabel: null, userName: null },
  }));
  api.respond('settings.set', (patch) => {
    if (patch.currency !== undefined && patch.currency !== null && !/^[A-Z]{3}$/.test(patch.currency))
      return {
        ok: false,
        error: {
          code: 'invalid_argument',
          message: 'Invalid settings',
          fields: [{ field: 'currency', message: 'a three-letter ISO 4217 code, like EUR' }],
        },
      };
    saved = { ...saved, ...patch };
    return { ok: true, value: saved };
  });
  return { api, store: createAppStore(api) };
}

describe('settings slice', () => {
  it('takes the language at start-up, and every date follows it', async () => {
    const { store } = scripted({ language: 'en-US', currency: 'USD' });
    await store.getState().start();
    expect(store.getState()).toMatchObject({ language: 'en-US', currency: 'USD' });
    expect(formatWhen(AT)).toMatch(/^11\/23\/2026/);
  });

  it('changes the language and the currency through main, and keeps a refusal for the screen', async () => {
    const { api, store } = scripted({ language: 'en-GB', currency: null });
    await store.getState().start();
    expect(formatWhen(AT)).toBe('23/11/2026, 06:05');
    expect(await store.getState().saveSettings({ language: 'de-DE' })).toBe(true);
    expect(store.getState().language).toBe('de-DE');
    expect(formatWhen(AT)).toBe('23.11.2026, 06:05');
    expect(await store.getState().saveSettings({ currency: 'eu' })).toBe(false);
    expect(store.getState().settingsError?.fields?.[0]?.field).toBe('currency');
    expect(store.getState().currency).toBeNull();
    expect(await store.getState().saveSettings({ currency: 'EUR' })).toBe(true);
    expect(store.getState()).toMatchObject({ currency: 'EUR', settingsError: null });
    expect(api.calls.filter((c) => c.name === 'settings.set').map((c) => c.args)).toEqual([
      { language: 'de-DE' },
      { currency: 'eu' },
      { currency: 'EUR' },
    ]);
  });
});
