// Process: test (node). The whole main-process services over the real demo service and a temporary data folder,
// for a test file: launch (several times: a relaunch finds the same folder), quit, wait for the catalog, and
// everything closed and removed after the file. safeStorage is the one fake (fakeSafeStorage).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StartService } from '../../domain/session/demo-service';
import { setLogSink } from '../../domain/shared/logger';
import { type AppServices, type AppServicesOptions, createAppServices } from '../../hosts/app/services';
import { startService } from '../../service/index';
import { fakeSafeStorage, ok } from './app-services';

export { DEMO_SIGN_IN } from './app-services';

export interface AppHarness {
  /** The file's data folder (set in beforeAll). */
  readonly dataDir: string;
  launch(overrides?: Partial<AppServicesOptions>): Promise<AppServices>;
  quit(services: AppServices): Promise<void>;
  catalogReady(services: AppServices): Promise<void>;
}

/** Call at the top of a describe block; `items` sizes the demo catalog (small keeps the sync quick). */
export function appHarnessPerFile(prefix: string, items: number): AppHarness {
  const open: AppServices[] = [];
  const startDemo: StartService = (o) => startService({ ...o, items, rateLimit: 0 });
  let restoreSink = () => {};
  const h = {
    dataDir: '',
    async launch(overrides: Partial<AppServicesOptions> = {}) {
      const services = await createAppServices({
        dataDir: h.dataDir,
        appInfo: { mode: 'electron', version: 'test' },
        encryptor: fakeSafeStorage,
        startDemoService: startDemo,
        maxRequestsPerSecond: 50,
        countsOutbox: { debounceMs: 20 },
        ...overrides,
      });
      open.push(services);
      return services;
    },
    async quit(services: AppServices) {
      await services.close();
      open.splice(open.indexOf(services), 1);
    },
    async catalogReady(services: AppServices) {
      await expect
        .poll(async () => (await ok(services, 'catalog.status', {})).state, { timeout: 20_000, interval: 50 })
        .toBe('ready');
    },
  };
  beforeAll(async () => {
    h.dataDir = await mkdtemp(join(tmpdir(), prefix));
    restoreSink = setLogSink(() => undefined);
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    restoreSink();
    await rm(h.dataDir, { recursive: true, force: true });
  });
  return h;
}
