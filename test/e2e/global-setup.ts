// Process: test (node, vitest's global setup for the e2e project). Once per run: the built-in demo's catalog synced
// in full (S01, 5,000 items) into a folder of its own, which every e2e file on the default demo then starts from
// (test/e2e/fixtures.ts copies it into its data folder): a user's second launch, whose sync only brings what changed.
// Each file synced the whole catalog itself before, about 4 s of CPU a file on a 2-core machine that the e2e files
// keep busy. The first sync itself is watched end to end in lookup.test.ts (and in test/integration's sync tests).
// Also the programs e2e tests start as children, bundled (test/helpers/cli-bundle.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserMode } from '../../hosts/web/browser-mode';
import { STORES } from '../../service/seed/catalog-tree';
import { DEMO_ITEM_COUNT } from '../../service/seed/demo-constants';
import { DEMO_SIGN_IN } from '../helpers/app-services';
import { buildChildBundles } from '../helpers/cli-bundle';
import { waitFor } from '../helpers/waits';
import { RENDERER_DIR, SYNCED_CATALOG_ENV, UNLIMITED_DEMO } from './demo-app';

export async function setup(): Promise<() => void> {
  // The reader simulator the encode tests start, bundled as for the node project (test/global-setup.ts).
  const bundles = buildChildBundles();
  const dataDir = mkdtempSync(join(tmpdir(), 'stocktake-e2e-catalog-'));
  const app = await startBrowserMode({
    dataDir,
    rendererDir: RENDERER_DIR,
    version: 'test',
    port: 0,
    services: UNLIMITED_DEMO,
  });
  try {
    const call = async (name: string, args: unknown) => {
      const r = (await app.services.dispatch(name as never, args as never)) as {
        ok: boolean;
        value?: unknown;
        error?: { message: string };
      };
      if (!r.ok) throw new Error(`e2e global setup: ${name}: ${r.error?.message}`);
      return r.value;
    };
    await call('auth.signIn', DEMO_SIGN_IN);
    await call('stores.choose', { storeId: STORES[0]!.id });
    await waitFor(
      async () => {
        const c = (await call('catalog.status', {})) as { state: string; items: number; lastSyncedAt: string | null };
        return c.state !== 'syncing' && c.lastSyncedAt !== null && c.items === DEMO_ITEM_COUNT;
      },
      120_000,
      'the demo catalog synced for the e2e files',
      100,
    );
  } finally {
    await app.close();
  }
  process.env[SYNCED_CATALOG_ENV] = join(dataDir, 'catalog');
  return () => {
    bundles.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
