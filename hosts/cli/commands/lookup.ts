// Process: node (CLI). `cli -- lookup <code ...>`: one JSON lookup result per code (stdin lines when no codes
// are given), read from the local catalog in --data-dir, fully offline. `--search <text>` lists matches by
// SKU, UPC or description instead. The cache is found by --base-url and STOCKTAKE_CLIENT_ID (or `--demo`: the app's
// built-in demo's cache) in the app's data folder (or --data-dir); when it is empty and --auth-url and credentials
// (or --demo) are given, it syncs first. Otherwise a folder with no catalog is an error, never a new empty cache (a
// mistyped --data-dir must not look like an empty catalog). A thin face over main/catalog.
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { catalogAccountOfProfile } from '../../../domain/catalog/account';
import { openCatalog } from '../../../domain/catalog/catalog';
import { catalogDbPath } from '../../../domain/catalog/db';
import { findStore } from '../../../domain/catalog/reference-data';
import { decodeInput } from '../../../domain/codes';
import { defaultDataDir } from '../../../domain/shared/data-dir';
import { type CliCommand, type CliIo, UsageError } from '../command';
import { whichService } from '../which-service';
import { describeProgress } from './sync';

const USAGE =
  '(--demo | --base-url <url> [--auth-url <url>]) [--data-dir <dir>] [--store <code|id>] [--search <text>] [code ...]';

async function readLines(io: CliIo): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim()) lines.push(line);
  }
  return lines;
}

function parseLookupArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      demo: { type: 'boolean' },
      'auth-url': { type: 'string' },
      'base-url': { type: 'string' },
      'data-dir': { type: 'string' },
      store: { type: 'string' },
      search: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
}

async function run(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseLookupArgs>;
  try {
    parsed = parseLookupArgs(argv);
  } catch (err) {
    io.err(`lookup: ${(err as Error).message}\nUsage: npm run -s cli -- lookup ${USAGE}`);
    return 2;
  }
  const args = parsed.values;
  if (args.demo && (args['base-url'] || args['auth-url'])) {
    io.err("lookup: --demo is the app's built-in demo service: give it without --auth-url and --base-url");
    return 2;
  }
  const demoAccount = args.demo ? catalogAccountOfProfile({ kind: 'demo' }) : null;
  const baseUrl = demoAccount?.baseUrl ?? args['base-url'];
  const clientId = demoAccount?.clientId ?? io.env.STOCKTAKE_CLIENT_ID;
  const label = demoAccount ? 'the built-in demo service' : `${baseUrl} (client ${clientId})`;
  if (!baseUrl || !clientId) {
    io.err(
      `lookup: missing ${[!baseUrl && '--base-url', !clientId && 'STOCKTAKE_CLIENT_ID'].filter(Boolean).join(', ')}` +
        ' (they name the catalog cache)',
    );
    return 2;
  }
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  const catalogPath = catalogDbPath(dataDir, baseUrl, clientId);
  if (!args['auth-url'] && !args.demo && !existsSync(catalogPath)) {
    const where = existsSync(dataDir) ? `${dataDir} has no catalog` : `${dataDir} does not exist, so it has no catalog`;
    io.err(
      `lookup: ${where} for ${label} (looked for ${catalogPath}). Check --data-dir, or run sync first ` +
        '(or give --auth-url and the credentials to sync now; --demo for the built-in demo).',
    );
    return 1;
  }
  const catalog = openCatalog({ dataDir, baseUrl, clientId, decode: (t) => decodeInput(t) });
  try {
    if (catalog.status().items === 0) {
      let service: ReturnType<typeof whichService>;
      try {
        service = whichService(args, io.env, dataDir);
      } catch (err) {
        if (!(err instanceof UsageError)) throw err;
        io.err(`lookup: the catalog cache ${catalogPath} is empty and cannot sync (${err.message})`);
        return 1;
      }
      io.err(`lookup: the catalog cache ${catalogPath} is empty; syncing first`);
      try {
        const { api } = await service.connect(2);
        await catalog.sync(api, { store: args.store, onProgress: (p) => io.err(describeProgress(p)) });
      } finally {
        await service.close();
      }
    } else if (args.store) {
      const store = findStore(catalog.db, args.store);
      if (!store) {
        io.err(`lookup: no store "${args.store}" in the cache`);
        return 2;
      }
      catalog.lookup.setStore(store.id);
    }
    if (args.search !== undefined) {
      for (const hit of catalog.lookup.search(args.search)) io.out(JSON.stringify(hit));
      return 0;
    }
    const codes = parsed.positionals.length > 0 ? parsed.positionals : await readLines(io);
    // Unknown codes are answers, not failures: each line's `status` says what was found.
    for (const code of codes) io.out(JSON.stringify(catalog.lookup.lookup(code)));
    return 0;
  } finally {
    await catalog.close();
  }
}

export const lookupCommand: CliCommand = {
  name: 'lookup',
  summary: 'Look codes up in the local catalog (EPC, tag URI, barcode, SKU); works offline',
  usage: USAGE,
  run,
};
