// Process: main (domain, Electron-free). The one way main starts one of the app's worker threads, from the bundle the
// build places beside main's own bundle (electron.vite.config.ts: a rollup entry per worker), from a bundle a test
// run built (test/helpers/cli-bundle.ts names it in an environment variable: registering tsx and compiling the
// worker's modules in each new thread cost about 1 s of CPU), or from its TypeScript source through tsx.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerEntry {
  /** The starting module's import.meta.url: a `.ts` one runs from source, a bundled one beside the bundle. */
  here: string;
  /** The worker's bundle file name beside main's bundle (its rollup entry's name plus `.js`). */
  bundled: string;
  /** The worker's source, relative to `here`. */
  source: string;
  /** The environment variable that names a test run's bundle of the worker. */
  bundleEnv: string;
}

/** Starts the worker; throws where its bundle is missing (a broken build: the caller runs the work on main). */
export function startWorker(entry: WorkerEntry): Worker {
  const { here } = entry;
  if (!here.endsWith('.ts')) {
    const bundled = new URL(`./${entry.bundled}`, here);
    // plain Error: a broken build (the worker file missing), a bug for the log, not a step for the user.
    if (!existsSync(fileURLToPath(bundled))) throw new Error(`worker not found at ${bundled.href}`);
    return new Worker(bundled);
  }
  const prebuilt = process.env[entry.bundleEnv];
  if (prebuilt && existsSync(prebuilt)) return new Worker(prebuilt);
  // From source: the worker registers tsx's loader before importing the .ts entry.
  const source = new URL(entry.source, here).href;
  const tsxApi = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}
