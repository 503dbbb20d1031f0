// Process: node (tests). A sync process killed mid-run (SIGKILL: no cleanup, no finally) through the real CLI
// against the real local service: the next `cli sync` resumes from the last committed page and the cache ends
// identical to an uninterrupted sync's.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../domain/catalog/catalog';
import { createSyncStateStore } from '../../../domain/catalog/sync-state';
import { startTestService, type TestService } from '../../helpers/local-service';
import { cacheSnapshot, createTap, openTestCatalog, signedInApi, tempDir } from './harness';

let service: TestService;
const dir = tempDir('catalog-crash-');
const refDir = tempDir('catalog-crash-ref-');

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
  dir.remove();
  refDir.remove();
});

function cli(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string }> } {
  const child = spawn('npx', ['tsx', 'hosts/cli/index.ts', 'sync', ...args], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      STOCKTAKE_CLIENT_ID: 'DEMO',
      STOCKTAKE_USER: 'demo',
      STOCKTAKE_PASSWORD: 'demo',
      STOCKTAKE_LOG: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  child.stdout?.on('data', (d) => {
    stdout += String(d);
  });
  const done = new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout })),
  );
  return { child, done };
}

describe('sync process killed mid-run', () => {
  it('resumes from the last committed page', async () => {
    const common = ['--auth-url', service.authUrl, '--base-url', service.baseUrl, '--store', 'S01'];
    // Paced at 2 requests a second so there is time to kill it between pages.
    const first = cli([...common, '--data-dir', dir.path, '--max-per-second', '2']);
    await new Promise<void>((resolve, reject) => {
      let err = '';
      first.child.stderr?.on('data', (d) => {
        err += String(d);
        if (/sync items \(full\): \d+(\/\d+)? items, 3 pages/.test(err)) {
          // The whole process group: npx, tsx and node.
          process.kill(-first.child.pid!, 'SIGKILL');
          resolve();
        }
      });
      first.done.then(() => reject(new Error(`sync ended before it could be killed:\n${err}`)));
    });
    const killed = await first.done;
    expect(killed.stdout).toBe('');

    let crashed: Catalog = openTestCatalog(dir.path, service);
    const run = createSyncStateStore(crashed.db).get(crashed.workingStoreId()!, 'items').run;
    crashed.close();
    expect(run?.mode).toBe('full');
    expect(run?.pages).toBeGreaterThanOrEqual(3);

    const second = cli([...common, '--data-dir', dir.path, '--max-per-second', '100']);
    const { code, stdout } = await second.done;
    expect(code).toBe(0);
    const summary = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(summary.items).toMatchObject({ mode: 'full', resumed: true });
    // Every request of the resumed part stored a new page, except the empty ones spent bounding the size.
    expect(summary.items.pages).toBe(
      run!.pages + summary.items.requests - (summary.items.wastedRequests - run!.wasted),
    );

    const reference = openTestCatalog(refDir.path, service);
    await reference.sync(await signedInApi(service, createTap()), { store: 'S01' });
    crashed = openTestCatalog(dir.path, service);
    expect(cacheSnapshot(crashed)).toEqual(cacheSnapshot(reference));
    crashed.close();
    reference.close();
  }, 90_000);
});
