// Process: node (CLI). What the count and receipt commands share: the connection flags, bad-usage exits, and the
// workspace they run in: signed in (domain/auth/connect.ts) to the service the flags name (which-service.ts:
// `--demo` is the app's built-in demo), the catalog cache (synced first when empty) and the journal
// (domain/journal), all closed again when the command ends however it ends. The journal is locked to this command
// first (domain/journal lockJournal): with the app, browser mode or another command on it, the command stops at once
// (exit 1) naming that process, before starting the demo, signing in or touching anything. A data folder with
// neither a journal nor a catalog for that service is named on stderr before new ones are made there, so a wrong
// folder or service cannot pass for an empty one.
import { existsSync } from 'node:fs';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import type { ApiClient, RequestScheduler } from '../../domain/api/client';
import { type Catalog, openCatalog } from '../../domain/catalog/catalog';
import { catalogDbPath } from '../../domain/catalog/db';
import { findStore } from '../../domain/catalog/reference-data';
import { decodeInput } from '../../domain/codes';
import { type JournalDb, journalPath, lockJournal, openJournalFile } from '../../domain/journal/journal';
import { defaultDataDir } from '../../domain/shared/data-dir';
import { isUserFacing } from '../../domain/shared/errors';
import { createLogger } from '../../domain/shared/logger';
import { type CliIo, UsageError } from './command';
import { describeProgress } from './commands/sync';
import { type CliService, whichService } from './which-service';

export { UsageError };

export const CONNECTION_USAGE =
  '(--demo | --auth-url <url> --base-url <url>) [--data-dir <dir>] [--max-per-second <n>]';

export const connectionOptions = {
  demo: { type: 'boolean' },
  'auth-url': { type: 'string' },
  'base-url': { type: 'string' },
  'data-dir': { type: 'string' },
  'max-per-second': { type: 'string' },
  store: { type: 'string' },
} as const;

type ConnectionArgs = { [K in Exclude<keyof typeof connectionOptions, 'demo'>]?: string } & { demo?: boolean };

const usageLine = (name: string, usage: string) => `Usage: npm run -s cli -- ${name} ${usage}`;

/** The command's flags (connection flags included), or null after printing what is wrong and the usage. */
export function parseCommand<O extends ParseArgsOptionsConfig>(
  cmd: { name: string; usage: string },
  argv: string[],
  io: CliIo,
  options: O,
  required: readonly string[] = [],
) {
  try {
    const values = parseArgs({
      args: argv,
      options: { ...connectionOptions, ...options },
      strict: true,
      allowPositionals: false,
    }).values;
    const missing = required.filter((k) => !(values as Record<string, unknown>)[k]).map((k) => `--${k}`);
    if (missing.length) throw new UsageError(`missing ${missing.join(', ')}`);
    return values;
  } catch (err) {
    io.err(`${cmd.name}: ${(err as Error).message}\n${usageLine(cmd.name, cmd.usage)}`);
    return null;
  }
}

export interface Workspace {
  api: ApiClient;
  scheduler: RequestScheduler;
  catalog: Catalog;
  journal: JournalDb;
  /** The store named by --store, when one was asked for. */
  store: { id: string; code: string } | null;
  userName: string;
  /** Runs before the catalog and journal close (an engine's stop). */
  onClose(fn: () => void): void;
  close(): Promise<void>;
}

/** Where a command looked and found nothing of the service's, and what it does now. */
function nothingHereNotice(name: string, dataDir: string, service: CliService, files: string[]): string {
  return (
    `${name}: ${dataDir} holds no journal or catalog for ${service.label} (looked for ${files.join(' and ')}); ` +
    'starting new ones there. For what the app holds, give its data folder (--data-dir, or none for the default) ' +
    'and the service it signs in to (--demo for its built-in demo).'
  );
}

/** Signs in, opens the catalog (syncing it first when `syncEmptyCatalog` and it is empty) and the journal. */
export async function openWorkspace(
  name: string,
  args: ConnectionArgs,
  io: CliIo,
  opts: { needStore: boolean; syncEmptyCatalog: boolean },
): Promise<Workspace> {
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  const service = whichService(args, io.env, dataDir);
  if (opts.needStore && !args.store) throw new UsageError('missing --store');
  const maxPerSecond = args['max-per-second'] === undefined ? 2 : Number(args['max-per-second']);
  if (!Number.isInteger(maxPerSecond) || maxPerSecond < 1)
    throw new UsageError('--max-per-second must be a whole number >= 1');
  const { baseUrl, clientId } = service.account;
  const path = journalPath(dataDir, baseUrl, clientId);
  const catalogPath = catalogDbPath(dataDir, baseUrl, clientId);
  // Before the lock, which makes the journal's folder.
  if (!existsSync(path) && !existsSync(catalogPath))
    io.err(nothingHereNotice(name, dataDir, service, [path, catalogPath]));
  const lock = lockJournal(path, `the CLI command "${name}"`);
  let opened: Catalog | null = null;
  try {
    const { api, scheduler } = await service.connect(maxPerSecond);
    const catalog = openCatalog({ dataDir, baseUrl, clientId, decode: (t) => decodeInput(t) });
    opened = catalog;
    if (opts.syncEmptyCatalog && catalog.status().items === 0) {
      io.err(`${name}: the catalog cache is empty; syncing first`);
      await catalog.sync(api, { store: args.store, onProgress: (p) => io.err(describeProgress(p)) });
    }
    const store = args.store ? findStore(catalog.db, args.store) : null;
    if (args.store && !store) throw new UsageError(`no store "${args.store}" in the catalog (run sync first)`);
    const journal = openJournalFile(path);
    const closers: Array<() => void> = [];
    return {
      api,
      scheduler,
      catalog,
      journal,
      store: store ? { id: store.id, code: store.code } : null,
      userName: service.userName,
      onClose: (fn) => closers.push(fn),
      async close() {
        for (const fn of closers) fn();
        journal.close();
        await catalog.close();
        // The demo's data is this folder's too: it stops before the lock lets another program in.
        await service.close();
        lock.release();
      },
    };
  } catch (err) {
    await opened?.close();
    await service.close();
    lock.release();
    throw err;
  }
}

const log = createLogger('cli.workspace');

/** A failure the user's words do not explain (not bad usage, not a coded error) is logged with its stack and code. */
function logUnexpected(cmd: string, err: unknown): void {
  if (err instanceof UsageError || isUserFacing(err)) return;
  const e = err as { code?: unknown; stack?: unknown };
  log.error('command failed', { command: cmd, error: String(err), code: e.code, stack: e.stack });
}

/** Opens the workspace, runs the command's body and closes it: 2 for bad usage, 1 for a failure. */
export async function runInWorkspace<W>(
  cmd: { name: string; usage: string },
  io: CliIo,
  open: () => Promise<W & { close(): Promise<void> }>,
  body: (w: W) => Promise<number>,
): Promise<number> {
  let opened: W & { close(): Promise<void> };
  try {
    opened = await open();
  } catch (err) {
    logUnexpected(cmd.name, err);
    const bad = err instanceof UsageError;
    io.err(`${cmd.name}: ${(err as Error).message}${bad ? `\n${usageLine(cmd.name, cmd.usage)}` : ''}`);
    return bad ? 2 : 1;
  }
  try {
    return await body(opened);
  } catch (err) {
    logUnexpected(cmd.name, err);
    io.err(`${cmd.name}: ${(err as Error).message}`);
    return err instanceof UsageError ? 2 : 1;
  } finally {
    await opened.close();
  }
}
