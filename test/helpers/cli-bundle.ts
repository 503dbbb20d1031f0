// Process: test (node, vitest's global setup). The CLI bundled once per test run (esbuild, packages left to
// node_modules), with the catalog sync worker beside it as the app's build places it (domain/catalog/page-writer.ts
// starts ./catalog-sync-worker.js next to its bundle). Tests that run the CLI as a child process start this file:
// the same source as `npm run cli`, without tsx compiling some 700 modules at every start (about 1.9 s down to
// 0.2 s a process; the crash tier starts hundreds).
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** Inside node_modules so the bundle's bare imports resolve there and the repository's "type": "module" applies.
 * By its real path: node names the main module by it, and the CLI runs only when that name is the one it was started
 * by (a checkout whose node_modules is a link started it by the link and ran nothing). */
const OUT_ROOT = join(realpathSync(join(process.cwd(), 'node_modules')), '.cache', 'stocktake-test-cli');

/** Builds the bundle into a folder of this run's own: a second run at the same time (or another checkout sharing
 * node_modules) rewrote one shared file under the first run's children. Returns the CLI file to run with node and
 * a remover for the run's end. */
export function buildCliBundle(): { cli: string; remove(): void } {
  mkdirSync(OUT_ROOT, { recursive: true });
  const outDir = mkdtempSync(join(OUT_ROOT, 'run-'));
  buildSync({
    entryPoints: { cli: 'hosts/cli/index.ts', 'catalog-sync-worker': 'domain/catalog/sync-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: outDir,
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return { cli: join(outDir, 'cli.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
