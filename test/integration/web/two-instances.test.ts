// Process: test (node). Two browser-mode instances on one data folder: one in a child process (test/helpers/browser-mode-child.ts)
// holds the journal; the second, here, signs in and looks up but is told counting is in use by browser mode (with
// the other's pid) and writes nothing; after kill -9 of the first, the second counts within seconds, no stale lock.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setLogSink } from '../../../domain/shared/logger';
import { type BrowserMode, startBrowserMode } from '../../../hosts/web/browser-mode';
import { STORES } from '../../../service/seed/catalog-tree';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { ok } from '../../helpers/app-services';
import { childArgv } from '../../helpers/cli-bundle';
import { startTestService, type TestService } from '../../helpers/local-service';

const STORE = STORES[0]!;
let svc: TestService;
let dir: string;
let second: BrowserMode | null = null;
let restoreSink = () => {};

beforeAll(async () => {
  svc = await startTestService({ items: 200 });
  dir = await mkdtemp(join(tmpdir(), 'stocktake-two-web-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>ok</title>');
  restoreSink = setLogSink(() => undefined);
});
afterAll(async () => {
  await second?.close();
  await svc?.close();
  restoreSink();
  await rm(dir, { recursive: true, force: true });
});

it('a second browser mode on the data folder is told who holds the journal, and counts once it is killed', async () => {
  const dataDir = join(dir, 'data');
  const child = spawn(
    process.execPath,
    childArgv('browser-mode-child', [dataDir, dir, svc.authUrl, svc.baseUrl, STORE.id]),
    // stdin a pipe left open: the child runs until it is killed (it closes cleanly when its stdin ends).
    { cwd: process.cwd(), env: { ...process.env, STOCKTAKE_LOG: 'error' }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    void exited.then(() => reject(new Error(`the first browser mode ended: ${stderr}`)));
  });

  try {
    second = await startBrowserMode({ dataDir, rendererDir: dir, version: 'test' });
    const services = second.services;
    await ok(services, 'auth.signIn', {
      connection: { kind: 'real', authUrl: svc.authUrl, baseUrl: svc.baseUrl, clientId: DEMO_CLIENT_ID },
      userName: DEMO_USER,
      password: DEMO_PASSWORD,
    });
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await expect
      .poll(async () => (await ok(services, 'catalog.status', {})).state, { timeout: 20_000, interval: 50 })
      .toBe('ready');
    const refused = await services.dispatch('counts.sessions.create', { storeId: STORE.id, description: 'Second' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        message: expect.stringContaining(`in use by Stocktake in browser mode (process ${child.pid}`),
      },
    });

    child.kill('SIGKILL');
    await exited;
    await expect
      .poll(async () => (await services.dispatch('counts.sessions.list', { storeId: STORE.id })).ok, {
        timeout: 6_000,
        interval: 100,
      })
      .toBe(true);
    await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'Second' });
  } finally {
    child.kill('SIGKILL');
  }
}, 60_000);
