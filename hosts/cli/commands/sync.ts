// Process: node (CLI). `cli -- sync --auth-url <u> --base-url <u> [--store <code|id>] [--data-dir <d>] [--full]`:
// signs in with STOCKTAKE_CLIENT_ID / STOCKTAKE_USER / STOCKTAKE_PASSWORD and syncs the local catalog.
// Progress goes to stderr, one JSON summary to stdout. Ctrl-C stops after the current page; the next run
// resumes there. A thin face over domain/catalog: no sync logic lives here.
import { parseArgs } from 'node:util';
import { connectWithPassword } from '../../../domain/auth/connect';
import { openCatalog } from '../../../domain/catalog/catalog';
import type { SyncProgress } from '../../../domain/catalog/progress';
import { decodeInput } from '../../../domain/codes';
import { defaultDataDir } from '../../../domain/shared/data-dir';
import type { CliCommand, CliIo } from '../command';
import { credentialsFromEnv } from '../credentials';

const USAGE =
  '--auth-url <url> --base-url <url> [--store <code|id>] [--data-dir <dir>] [--full] [--max-per-second <n>]';

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
  const creds = credentialsFromEnv(io.env, { authUrl: args['auth-url'], baseUrl: args['base-url'] });
  if (!creds.ok) {
    io.err(`sync: missing ${creds.missing.join(', ')}\nUsage: npm run -s cli -- sync ${USAGE}`);
    return 2;
  }
  const maxPerSecond = args['max-per-second'] === undefined ? 2 : Number(args['max-per-second']);
  if (!Number.isInteger(maxPerSecond) || maxPerSecond < 1) {
    io.err('sync: --max-per-second must be a whole number >= 1');
    return 2;
  }
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  const { api } = await connectWithPassword({ ...creds.value, maxPerSecond });
  const catalog = openCatalog({
    dataDir,
    baseUrl: creds.value.baseUrl,
    clientId: creds.value.clientId,
    decode: (t) => decodeInput(t),
  });
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
    catalog.close();
  }
}

export const syncCommand: CliCommand = {
  name: 'sync',
  summary: 'Sync the local catalog (items, stores, vendors, dimensions, on-hand) from the service',
  usage: USAGE,
  run,
};
