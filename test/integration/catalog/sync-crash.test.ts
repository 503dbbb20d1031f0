// Process: node (tests). A sync process killed mid-run (SIGKILL: no cleanup, no finally) through the real CLI
// against the real local service: the next `cli sync` resumes from the last committed page and the cache ends
// identical to an uninterrupted sync's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../domain/catalog/catalog';
import { createSyncStateStore } from '../../../domain/catalog/sync-state';
import { spawnCli } from '../../helpers/cli-process';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { cacheSnapshot, createTap, openTestCatalog, signedInApi } from './harness';

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

// Its own process group, so the kill below reaches whatever the command started.
const cli = (args: string[]) => spawnCli(['sync', ...args], { detached: true });

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
          // The whole process group, whatever the command started.
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
    await crashed.close();
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
    await crashed.close();
    await reference.close();
  }, 90_000);
});
