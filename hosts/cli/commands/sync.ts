// Process: node (CLI). `cli -- sync (--demo | --auth-url <u> --base-url <u>) [--store <code|id>] [--data-dir <d>]
// [--full]`: signs in with STOCKTAKE_CLIENT_ID / STOCKTAKE_USER / STOCKTAKE_PASSWORD (`--demo`: the app's built-in
// demo, started here on the data folder's demo data) and syncs the local catalog the app keeps for that service.
// Progress goes to stderr, one JSON summary to stdout. Ctrl-C stops after the current page; the next run
// resumes there. A thin face over domain/catalog: no sync logic lives here.
import { parseArgs } from 'node:util';
import { openCatalog } from '../../../domain/catalog/catalog';
import type { SyncProgress } from '../../../domain/catalog/progress';
import { decodeInput } from '../../../domain/codes';
import { defaultDataDir } from '../../../domain/shared/data-dir';
import { type CliCommand, type CliIo, UsageError } from '../command';
import { type CliService, whichService } from '../which-service';

const USAGE =
  '(--demo | --auth-url <url> --base-url <url>) [--store <code|id>] [--data-dir <dir>] [--full] [--max-per-second <n>]';

export function describeProgress(p: SyncProgress): string {
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const total = p.totalEstimate !== null ? `/${p.totalEstimate}` : '';
  const left = p.etaMs !== null ? `, ~${secs(p.etaMs)} left` : '';
  const what = p.phase === 'onhand' ? 'on-hand rows' : 'items';
  if (p.phase === 'reference') return 'sync: stores, vendors, dimensions';
  if (p.phase === 'done') return `sync: done, ${p.itemsDone} items in ${secs(p.elapsedMs)}`;
  const mode = p.mode ? ` (${p.mode}${p.resumed ? ', resumed' : ''})` : '';
  return `sync ${p.phase}${mode}: ${p.itemsDone}${total} ${what}, ${p.pagesDone} pages, ${secs(p.elapsedMs)}${left}`;
}

/** Parses the shared connection flags; returns an error message for bad usage. */
export function parseSyncArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      demo: { type: 'boolean' },
      'auth-url': { type: 'string' },
      'base-url': { type: 'string' },
      store: { type: 'string' },
      'data-dir': { type: 'string' },
      full: { type: 'boolean', default: false },
      'max-per-second': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
}

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parseSyncArgs>;
  try {
    args = parseSyncArgs(argv);
  } catch (err) {
    io.err(`sync: ${(err as Error).message}\nUsage: npm run -s cli -- sync ${USAGE}`);
    return 2;
  }
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  let service: CliService;
  try {
    service = whichService(args, io.env, dataDir);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`sync: ${err.message}\nUsage: npm run -s cli -- sync ${USAGE}`);
    return 2;
  }
  const maxPerSecond = args['max-per-second'] === undefined ? 2 : Number(args['max-per-second']);
  if (!Number.isInteger(maxPerSecond) || maxPerSecond < 1) {
    io.err('sync: --max-per-second must be a whole number >= 1');
    return 2;
  }
  try {
    return await syncWith(service, args, dataDir, maxPerSecond, io);
  } finally {
    await service.close();
  }
}

async function syncWith(
  service: CliService,
  args: ReturnType<typeof parseSyncArgs>,
  dataDir: string,
  maxPerSecond: number,
  io: CliIo,
): Promise<number> {
  const { api } = await service.connect(maxPerSecond);
  const catalog = openCatalog({ dataDir, ...service.account, decode: (t) => decodeInput(t) });
  const onSignal = () => {
    io.err('sync: stopping after the current page; the next sync resumes from there');
    catalog.cancelSync();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const summary = await catalog.sync(api, {
      store: args.store,
      full: args.full,
      onProgress: (p) => io.err(describeProgress(p)),
    });
    io.out(JSON.stringify({ ok: true, dataDir, catalogFile: catalog.path, ...summary }));
    return 0;
  } catch (err) {
    const status = catalog.status();
    io.out(
      JSON.stringify({
        ok: false,
        error: (err as Error).message,
        dataDir,
        catalogFile: catalog.path,
        items: status.items,
        unfinished: status.unfinished,
      }),
    );
    io.err(
      `sync: ${(err as Error).message}${status.unfinished ? ' (the next sync resumes where this one stopped)' : ''}`,
    );
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await catalog.close();
  }
}

export const syncCommand: CliCommand = {
  name: 'sync',
  summary: 'Sync the local catalog (items, stores, vendors, dimensions, on-hand) from the service',
  usage: USAGE,
  run,
};
