// Process: test (node). What a crash-tier workflow file shares: one local service on its own SQLite file (few
// items, no rate limit) behind a fault proxy, started once per file; per run a fresh data folder (a copy of one signed in once); the CLI run as a
// user runs it (test/helpers/cli-process.ts) against the proxy with the crash environment added; and read-only
// queries of what the service holds, to check the invariants against the service itself.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll } from 'vitest';
import { encodeSgtin96 } from '../../domain/codes';
import { setLogSink } from '../../domain/shared/logger';
import { cliInProcess } from '../helpers/cli-in-process';
import { DEMO_CLI_ENV, spawnCli } from '../helpers/cli-process';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy';
import { startTestService, type TestService } from '../helpers/local-service';
import type { ChildExit } from './harness';

export interface CatalogItem {
  id: string;
  sku: string;
  gtin: string;
}

export interface CliWorldFile {
  svc: TestService;
  proxy: FaultProxy;
  /** The first store's id and code (the CLI takes either). */
  storeId: string;
  storeCode: string;
  /** Items of that store with a current GTIN, in the service's order. */
  items: CatalogItem[];
  /** A tag of the i-th item. */
  epc(i: number, serial: number): string;
  /** Read-only SQL over the service's own file. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** A fresh data folder for one run (removed by `removeDataDir`): signed in and synced, unless the file said not. */
  newDataDir(): string;
  removeDataDir(dir: string): void;
  /** Runs a CLI command on `dataDir` against the proxy (signed in as the demo user): in a child with `env` added
   * (a crash armed, the hit log), in this process when `env` is empty. */
  cli(dataDir: string, args: string[], env?: Record<string, string>): Promise<ChildExit & { stdout: string }>;
}

/**
 * One service and fault proxy for the file's workflow runs. Fields are set before the file's first test.
 * `signedIn` (default true): each new data folder is a copy of one made once for the file, its journal created and its
 * catalog synced for the first store (by `sessions`, run in this process): a workflow's children then do what it
 * tests, not the first sync and the journal's creation again at every run (about 0.7 s of CPU a child). The catalog
 * workflow, which tests that first sync, starts from empty folders.
 */
export function cliWorldPerFile(opts: { items?: number; signedIn?: boolean } = {}): CliWorldFile {
  const world = {} as CliWorldFile;
  const dirs = new Set<string>();
  beforeAll(async () => {
    const svc = await startTestService({ items: opts.items ?? 200 });
    const proxy = await startFaultProxy(svc.baseUrl);
    const query = <T>(sql: string, ...params: unknown[]): T[] => {
      const db = new Database(svc.dataPath, { readonly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    };
    const store = query<{ id: string; code: string }>('SELECT id, code FROM stores ORDER BY code LIMIT 1')[0]!;
    const items = query<CatalogItem>(
      `SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
       JOIN item_stores s ON s.item_id = i.id AND s.store_id = ? WHERE i.active = 1 ORDER BY i.seq`,
      store.id,
    );
    const authPath = new URL(svc.authUrl).pathname;
    const template = opts.signedIn === false ? null : mkdtempSync(join(tmpdir(), 'crash-template-'));
    if (template) {
      dirs.add(template);
      const restore = setLogSink(() => undefined);
      const where = () => ({ authUrl: `${proxy.url}${authPath}`, baseUrl: proxy.url, dataDir: template });
      const made = await cliInProcess(where)(['sessions', '--store', store.code]).finally(restore);
      // plain Error: the test set-up failed; its words are for whoever reads the test's output.
      if (made.code !== 0) throw new Error(`the signed-in data folder was not made: ${made.stderr.slice(-1500)}`);
    }
    Object.assign(world, {
      svc,
      proxy,
      storeId: store.id,
      storeCode: store.code,
      items,
      epc: (i: number, serial: number) =>
        encodeSgtin96({ gtin14: items[i]!.gtin.padStart(14, '0'), serial, filter: 1 }),
      query,
      newDataDir: () => {
        const dir = mkdtempSync(join(tmpdir(), 'crash-data-'));
        dirs.add(dir);
        if (template) cpSync(template, dir, { recursive: true });
        return dir;
      },
      removeDataDir: (dir: string) => {
        dirs.delete(dir);
        rmSync(dir, { recursive: true, force: true });
      },
      cli: async (dataDir: string, args: string[], env: Record<string, string> = {}) => {
        // Unarmed (a recovery, a fault-pass run): the same command in this process, as the counting steps run; a
        // child costs about 0.7 s of CPU to start, and only a run that may be killed needs one.
        if (Object.keys(env).length === 0) {
          const restore = setLogSink(() => undefined);
          const r = await cliInProcess(() => ({ authUrl: `${proxy.url}${authPath}`, baseUrl: proxy.url, dataDir }))(
            args,
          ).finally(restore);
          return { code: r.code, signal: null, stderr: r.stderr, stdout: r.out.map((l) => `${l}\n`).join('') };
        }
        const connection = ['--auth-url', `${proxy.url}${authPath}`, '--base-url', proxy.url];
        const run = spawnCli([...args, ...connection, '--data-dir', dataDir, '--max-per-second', '1000'], {
          log: 'error',
          env: { ...DEMO_CLI_ENV, ...env },
        });
        // 'close', not 'exit': every byte the child wrote has been read by then.
        return new Promise<ChildExit & { stdout: string }>((resolve) =>
          run.child.on('close', (code, signal) =>
            resolve({ code, signal, stderr: run.stderr(), stdout: run.stdout() }),
          ),
        );
      },
    } satisfies CliWorldFile);
  }, 60_000);
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await world.proxy?.close();
    await world.svc?.close();
  });
  return world;
}
