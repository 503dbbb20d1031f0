// Process: node (CLI). `cli -- lookup <code ...>`: one JSON lookup result per code (stdin lines when no codes
// are given), read from the local catalog in --data-dir, fully offline. `--search <text>` lists matches by
// SKU, UPC or description instead. The cache is found by --base-url and STOCKTAKE_CLIENT_ID in the app's data
// folder (or --data-dir); when it is empty and --auth-url and credentials are given, it syncs first. Without
// --auth-url a folder with no catalog is an error, never a new empty cache (a mistyped --data-dir must not
// look like an empty catalog). A thin face over main/catalog.
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connectWithPassword } from '../../../domain/auth/connect';
import { openCatalog } from '../../../domain/catalog/catalog';
import { catalogDbPath } from '../../../domain/catalog/db';
import { findStore } from '../../../domain/catalog/reference-data';
import { decodeInput } from '../../../domain/codes';
import { defaultDataDir } from '../../../domain/shared/data-dir';
import type { CliCommand, CliIo } from '../command';
import { credentialsFromEnv } from '../credentials';
import { describeProgress } from './sync';

const USAGE = '--base-url <url> [--auth-url <url>] [--data-dir <dir>] [--store <code|id>] [--search <text>] [code ...]';

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
  const baseUrl = args['base-url'];
  const clientId = io.env.STOCKTAKE_CLIENT_ID;
  if (!baseUrl || !clientId) {
    io.err(
      `lookup: missing ${[!baseUrl && '--base-url', !clientId && 'STOCKTAKE_CLIENT_ID'].filter(Boolean).join(', ')}` +
        ' (they name the catalog cache)',
    );
    return 2;
  }
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  if (!args['auth-url'] && !existsSync(catalogDbPath(dataDir, baseUrl, clientId))) {
    const where = existsSync(dataDir) ? `${dataDir} has no catalog` : `${dataDir} does not exist, so it has no catalog`;
    io.err(
      `lookup: ${where} for ${baseUrl} (client ${clientId}). Check --data-dir, or run sync first ` +
        '(or give --auth-url and the credentials to sync now).',
    );
    return 1;
  }
  const catalog = openCatalog({ dataDir, baseUrl, clientId, decode: (t) => decodeInput(t) });
  try {
    if (catalog.status().items === 0) {
      const creds = credentialsFromEnv(io.env, { authUrl: args['auth-url'], baseUrl });
      if (!creds.ok) {
        io.err(`lookup: the catalog cache is empty and cannot sync (missing ${creds.missing.join(', ')})`);
        return 1;
      }
      io.err('lookup: the catalog cache is empty; syncing first');
      const { api } = await connectWithPassword(creds.value);
      await catalog.sync(api, { store: args.store, onProgress: (p) => io.err(describeProgress(p)) });
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
    catalog.close();
  }
}

export const lookupCommand: CliCommand = {
  name: 'lookup',
  summary: 'Look codes up in the local catalog (EPC, tag URI, barcode, SKU); works offline',
  usage: USAGE,
  run,
};
