// Process: test (node, vitest's global setup and the tests). The programs tests start as children, bundled once per
// test run (esbuild; native and server packages left to node_modules): the CLI, browser mode in a process of its own
// (helpers/browser-mode-child.ts), the reader simulator (`npm run reader:sim`) and the local service's command line, with the catalog sync worker beside
// them as the app's build places it (domain/catalog/page-writer.ts starts ./catalog-sync-worker.js next to its
// bundle). Without a bundle each child is its source under tsx, which compiles the modules it loads at every start:
// about 1.9 s of CPU for the CLI or browser mode against 0.2 s bundled, and the crash tier starts hundreds.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** Each child: its source, and the environment variable that names its bundle for the test processes. */
const CHILDREN = {
  cli: { source: 'hosts/cli/index.ts', env: 'STOCKTAKE_TEST_CLI' },
  'browser-mode-child': { source: 'test/helpers/browser-mode-child.ts', env: 'STOCKTAKE_TEST_BROWSER_CHILD' },
  'reader-sim': { source: 'hosts/app/reader/sim-cli.ts', env: 'STOCKTAKE_TEST_READER_SIM' },
  'service-cli': { source: 'service/cli.ts', env: 'STOCKTAKE_TEST_SERVICE_CLI' },
} as const;

export type TestChild = keyof typeof CHILDREN;

const NOT_BUNDLED = [
  'libsql',
  '@libsql/*',
  'serialport',
  '@serialport/*',
  'node-hid',
  'fastify',
  '@fastify/*',
  'ws',
  'electron',
];

/** Inside node_modules so the bundle's bare imports resolve there and the repository's "type": "module" applies.
 * By its real path: node names the main module by it, and the CLI runs only when that name is the one it was started
 * by (a checkout whose node_modules is a link started it by the link and ran nothing). */
const OUT_ROOT = join(realpathSync(join(process.cwd(), 'node_modules')), '.cache', 'stocktake-test-cli');

/** Builds the bundles into a folder of this run's own (a second run at the same time, or another checkout sharing
 * node_modules, rewrote one shared file under the first run's children) and names each in this process's
 * environment, which the test workers inherit. Returns a remover for the run's end. */
export function buildChildBundles(): { remove(): void } {
  mkdirSync(OUT_ROOT, { recursive: true });
  const outDir = mkdtempSync(join(OUT_ROOT, 'run-'));
  const entryPoints: Record<string, string> = { 'catalog-sync-worker': 'domain/catalog/sync-worker.ts' };
  for (const [name, child] of Object.entries(CHILDREN)) entryPoints[name] = child.source;
  buildSync({
    entryPoints,
    bundle: true,
    // What a program imports only on some paths (the built-in demo service, fastify and all, for `--demo`) in chunks
    // of its own, loaded when taken: one bundle per program loaded all of it at every start.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Plain JavaScript packages (zod, csv-*, jose, the GS1 parser) inside the bundles: loaded from node_modules they
    // were some 150 module files read, resolved and linked at every child's start. Native addons (libsql, the serial
    // and HID bindings) stay outside, where they find their binaries, and so do the service's fastify and ws.
    external: NOT_BUNDLED,
    // Bundled CommonJS packages call require() for node's own modules.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    outdir: outDir,
    // Beside each bundle, read only when asked (NODE_OPTIONS=--enable-source-maps for stack traces in the sources):
    // mapping every child's stack on load cost each start about 0.1 s of CPU, and the crash tier starts hundreds.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [name, child] of Object.entries(CHILDREN)) process.env[child.env] = join(outDir, `${name}.js`);
  // The sync worker for catalogs synced inside the test processes too (domain/catalog/page-writer.ts).
  process.env.STOCKTAKE_SYNC_WORKER_BUNDLE = join(outDir, 'catalog-sync-worker.js');
  return { remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** node's arguments that run a child with `args`: its bundle when the run's global setup built one, else its source
 * through tsx (a test file run outside the node project). */
export function childArgv(child: TestChild, args: readonly string[]): string[] {
  const { source, env } = CHILDREN[child];
  const bundle = process.env[env];
  return bundle ? [bundle, ...args] : ['--import', 'tsx', source, ...args];
}
