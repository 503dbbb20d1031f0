// Process: test (node, vitest's global setup). The CLI bundled once per test run (esbuild, packages left to
// node_modules), with the catalog sync worker beside it as the app's build places it (domain/catalog/page-writer.ts
// starts ./catalog-sync-worker.js next to its bundle). Tests that run the CLI as a child process start this file:
// the same source as `npm run cli`, without tsx compiling some 700 modules at every start (about 1.9 s down to
// 0.2 s a process; the crash tier starts hundreds).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * In this checkout's build output (out/, ignored by git), not in node_modules: a git worktree whose node_modules is a
 * link to another checkout's would otherwise build into, and run, that checkout's bundle. The bare imports still
 * resolve up the tree to node_modules, and the repository's "type": "module" applies.
 */
const OUT_DIR = join(process.cwd(), 'out', 'test-cli');

/** Builds the bundle; returns the CLI file to run with node. */
export function buildCliBundle(): string {
  mkdirSync(OUT_DIR, { recursive: true });
  buildSync({
    entryPoints: { cli: 'hosts/cli/index.ts', 'catalog-sync-worker': 'domain/catalog/sync-worker.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: OUT_DIR,
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  return join(OUT_DIR, 'cli.js');
}
