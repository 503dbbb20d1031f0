// Process: test (node). The composed app services, through the dispatcher, against the real local demo service
// on loopback with real files: sign-in, stores, a remembered working store, silent resume after a restart,
// the compromise warning when a used refresh token comes back, sign-out. safeStorage is the one fake: it
// cannot exist outside Electron.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartService } from '../../../domain/session/demo-service';
import { setLogSink } from '../../../domain/shared/logger';
import { type AppServices, createAppServices, type Encryptor, REFRESH_TOKEN_FILE } from '../../../hosts/app/services';
import { startService } from '../../../service/index';
import { STORES } from '../../../service/seed/catalog-tree';

/** Reversible and visibly not plain text; stands in for the OS keychain. */
const fakeSafeStorage: Encryptor = {
  isEncryptionAvailable: () => true,
  encryptString: (plain) => Buffer.from(`enc:${Buffer.from(plain).toString('base64').split('').reverse().join('')}`),
  decryptString: (bytes) => {
    const text = bytes.toString();
    if (!text.startsWith('enc:')) throw new Error('not ours');
    return Buffer.from(text.slice(4).split('').reverse().join(''), 'base64').toString();
  },
};

const SIGN_IN = { connection: { kind: 'demo' }, userName: 'demo', password: 'demo' };

describe('app services with the real demo service', () => {
  let dataDir: string;
  let logLines: string[];
  let restoreSink: () => void;
  const open: AppServices[] = [];
  // Small seed: these tests are about sign-in, not catalog size.
  const startDemo: StartService = (o) => startService({ ...o, items: 20 });

  const launch = async (encryptor: Encryptor | null = fakeSafeStorage) => {
    const services = await createAppServices({
      dataDir,
      appInfo: { mode: 'electron', version: 'test' },
      encryptor,
      startDemoService: startDemo,
    });
    open.push(services);
    return services;
  };
  const quit = async (services: AppServices) => {
    await services.close();
    open.splice(open.indexOf(services), 1);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stocktake-app-'));
    logLines = [];
    restoreSink = setLogSink((line) => logLines.push(line));
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    restoreSink();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses store requests before sign-in, with a message to act on', async () => {
    const app = await launch();
    expect(await app.dispatch('stores.list', {})).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    expect(await app.dispatch('auth.resume', {})).toMatchObject({ ok: true, value: { state: 'signedOut' } });
    await quit(app);
  });

  it('reports a wrong password as bad credentials and stays signed out', async () => {
    const app = await launch();
    const result = await app.dispatch('auth.signIn', { ...SIGN_IN, password: 'wrong' });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad_credentials' } });
    expect(await app.dispatch('auth.status', {})).toMatchObject({ ok: true, value: { state: 'signedOut' } });
    await quit(app);
  });

  it('signs in, lists stores, remembers the chosen one, and resumes silently after a restart', async () => {
    const first = await launch();
    const events: string[] = [];
    first.events.subscribe((event, payload) => events.push(`${event}:${(payload as { state: string }).state}`));
    const signIn = await first.dispatch('auth.signIn', SIGN_IN);
    expect(signIn).toMatchObject({
      ok: true,
      value: { state: 'signedIn', userName: 'demo', serviceLabel: 'Built-in demo' },
    });
    expect(events).toContain('auth.changed:signedIn');
    expect(events).toContain('connection.changed:online');

    const stores = await first.dispatch('stores.list', {});
    expect(stores.ok && (stores.value as { code: string }[]).map((s) => s.code).sort()).toEqual(
      STORES.map((s) => s.code).sort(),
    );
    const chosen = STORES[2]!;
    expect(await first.dispatch('stores.choose', { storeId: chosen.id })).toMatchObject({
      ok: true,
      value: { code: chosen.code },
    });

    // Only an encrypted refresh token is on disk.
    const onDisk = await readFile(join(dataDir, REFRESH_TOKEN_FILE), 'utf8');
    expect(onDisk.startsWith('enc:')).toBe(true);
    expect(onDisk).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
    await quit(first);

    const second = await launch();
    expect(await second.dispatch('auth.resume', {})).toMatchObject({
      ok: true,
      value: { state: 'signedIn', userName: 'demo' },
    });
    expect(await second.dispatch('settings.get', {})).toMatchObject({
      ok: true,
      value: { workingStore: { id: chosen.id } },
    });
    expect(await second.dispatch('stores.list', {})).toMatchObject({ ok: true });
    await quit(second);
  });

  it('warns that the sign-in may be compromised when a used refresh token is presented', async () => {
    const tokenFile = join(dataDir, REFRESH_TOKEN_FILE);
    const stale = await readFile(tokenFile); // the token the next launch will spend
    const spender = await launch();
    expect(await spender.dispatch('auth.resume', {})).toMatchObject({ ok: true, value: { state: 'signedIn' } });
    await quit(spender);

    await writeFile(tokenFile, stale); // as if someone had copied it before it was used
    const victim = await launch();
    const resumed = await victim.dispatch('auth.resume', {});
    expect(resumed).toMatchObject({ ok: true, value: { state: 'reauthRequired' } });
    expect(resumed.ok && (resumed.value as { reason?: string }).reason).toMatch(/compromised/i);
    // The password brings the user back.
    expect(await victim.dispatch('auth.signIn', SIGN_IN)).toMatchObject({ ok: true, value: { state: 'signedIn' } });
    expect(await victim.dispatch('stores.list', {})).toMatchObject({ ok: true });

    expect(await victim.dispatch('auth.signOut', {})).toMatchObject({ ok: true, value: { state: 'signedOut' } });
    expect(await victim.dispatch('stores.list', {})).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    await quit(victim);

    const after = await launch();
    expect(await after.dispatch('auth.resume', {})).toMatchObject({ ok: true, value: { state: 'signedOut' } });
    await quit(after);
  });

  it('keeps nothing on disk without an encryptor (browser mode), and never logs a secret', async () => {
    await rm(join(dataDir, REFRESH_TOKEN_FILE), { force: true });
    const app = await launch(null);
    expect(await app.dispatch('auth.signIn', SIGN_IN)).toMatchObject({ ok: true });
    expect(existsSync(join(dataDir, REFRESH_TOKEN_FILE))).toBe(false);
    await quit(app);
    const log = logLines.join('\n');
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // no JWT
    expect(log).not.toContain('"password":"demo"');
  });
});

describe('app services when the demo service cannot start', () => {
  it('says so in words the user can act on, and a later attempt can still succeed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stocktake-app-nodemo-'));
    let attempts = 0;
    const app = await createAppServices({
      dataDir,
      appInfo: { mode: 'browser', version: 'test' },
      encryptor: null,
      startDemoService: async (o) => {
        attempts++;
        if (attempts === 1) throw new Error('EACCES: permission denied');
        return startService({ ...o, items: 20 });
      },
    });
    try {
      const failed = await app.dispatch('auth.signIn', SIGN_IN);
      expect(failed).toMatchObject({ ok: false, error: { code: 'demo_unavailable' } });
      expect(await app.dispatch('connection.status', {})).toMatchObject({ ok: true, value: { state: 'error' } });
      expect(await app.dispatch('auth.signIn', SIGN_IN)).toMatchObject({ ok: true, value: { state: 'signedIn' } });
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
