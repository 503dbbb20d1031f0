// Process: node (CLI). `cli -- count --store <code> (--session <id> | --new <description>) [--area <name>]
// --reads <file|->`: feeds EPC hex or barcodes (one a line) to the counting engine in batches, each committed to
// the journal before the next is read, sends what it can and prints one JSON summary. A rerun with the same
// reads counts no tag twice (the journal remembers every tag). Also `openCounting`, which the other count
// commands (sessions, sync-counts, finalize, export) share: sign-in, catalog (synced first when empty), journal.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { connectWithPassword } from '../../auth/connect';
import { openCatalog } from '../../catalog/catalog';
import { findStore } from '../../catalog/reference-data';
import { decodeInput } from '../../codes';
import { catalogItemFacts } from '../../counts/item-facts';
import { type CountService, createCountService } from '../../counts/service';
import { openJournal } from '../../journal/journal';
import { defaultDataDir } from '../../shared/data-dir';
import type { CliCommand, CliIo } from '../command';
import { credentialsFromEnv } from '../credentials';
import { connectionOptions, UsageError } from './receipt';
import { describeProgress } from './sync';

export const CONNECTION = '--auth-url <url> --base-url <url> [--data-dir <dir>] [--max-per-second <n>]';
const USAGE = `--store <code|id> (--session <id> | --new <description>) [--area <name>] [--blind] --reads <file|-> ${CONNECTION}`;
const BATCH = 1000;

export { connectionOptions, UsageError };

export interface OpenedCounting {
  engine: CountService;
  storeId: string | null;
  close(): void;
}

/** Signs in, opens the catalog (syncing it first when `needCatalog` and empty) and the journal, builds the engine. */
export async function openCounting(
  name: string,
  args: { 'auth-url'?: string; 'base-url'?: string; 'data-dir'?: string; 'max-per-second'?: string; store?: string },
  io: CliIo,
  opts: { needStore: boolean; needCatalog: boolean },
): Promise<OpenedCounting> {
  const creds = credentialsFromEnv(io.env, { authUrl: args['auth-url'], baseUrl: args['base-url'] });
  if (!creds.ok) throw new UsageError(`missing ${creds.missing.join(', ')}`);
  if (opts.needStore && !args.store) throw new UsageError('missing --store');
  const maxPerSecond = args['max-per-second'] === undefined ? 2 : Number(args['max-per-second']);
  if (!Number.isInteger(maxPerSecond) || maxPerSecond < 1)
    throw new UsageError('--max-per-second must be a whole number >= 1');
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  const { api, scheduler } = await connectWithPassword({ ...creds.value, maxPerSecond });
  const { baseUrl, clientId } = creds.value;
  const catalog = openCatalog({ dataDir, baseUrl, clientId, decode: (t) => decodeInput(t) });
  try {
    if (opts.needCatalog && catalog.status().items === 0) {
      io.err(`${name}: the catalog cache is empty; syncing first`);
      await catalog.sync(api, { store: args.store, onProgress: (p) => io.err(describeProgress(p)) });
    }
    const store = args.store ? findStore(catalog.db, args.store) : null;
    if (args.store && !store) throw new UsageError(`no store "${args.store}" in the catalog (run sync first)`);
    const journal = openJournal(dataDir, baseUrl, clientId);
    const engine = createCountService({
      journal,
      api,
      scheduler,
      index: catalog.index,
      itemFacts: catalogItemFacts(catalog.db),
      user: creds.value.userName,
      // The CLI sends explicitly (flush), so it knows when everything is out.
      outbox: { autoSend: false, backoffMs: { base: 500, max: 5000 } },
    });
    return {
      engine,
      storeId: store?.id ?? null,
      close: () => {
        engine.stop();
        journal.close();
        catalog.close();
      },
    };
  } catch (err) {
    catalog.close();
    throw err;
  }
}

/** Runs a count command's body with the usual usage / failure exits. */
export async function withCounting(
  name: string,
  usage: string,
  io: CliIo,
  open: () => Promise<OpenedCounting>,
  body: (c: OpenedCounting) => Promise<number>,
): Promise<number> {
  let opened: OpenedCounting;
  try {
    opened = await open();
  } catch (err) {
    const bad = err instanceof UsageError;
    io.err(`${name}: ${(err as Error).message}${bad ? `\nUsage: npm run -s cli -- ${name} ${usage}` : ''}`);
    return bad ? 2 : 1;
  }
  try {
    return await body(opened);
  } catch (err) {
    io.err(`${name}: ${(err as Error).message}`);
    return 1;
  } finally {
    opened.close();
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      options: {
        ...connectionOptions,
        session: { type: 'string' },
        new: { type: 'string' },
        area: { type: 'string' },
        blind: { type: 'boolean', default: false },
        reads: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  }
  try {
    args = parse();
    if (!args.reads) throw new UsageError('missing --reads <file|->');
    if (!args.session === !args.new) throw new UsageError('give one of --session <id> or --new <description>');
  } catch (err) {
    io.err(`count: ${(err as Error).message}\nUsage: npm run -s cli -- count ${USAGE}`);
    return 2;
  }
  const open = () => openCounting('count', args, io, { needStore: true, needCatalog: true });
  return withCounting('count', USAGE, io, open, async ({ engine, storeId }) => {
    const session = args.new
      ? await engine.createSession({
          storeId: storeId!,
          description: args.new,
          areas: args.area ? [args.area] : [],
          blind: args.blind,
        })
      : await engine.openSession(args.session!, { blind: args.blind });
    if (args.area && session.activeArea !== args.area) engine.switchArea(session.id, args.area);
    io.err(`count: session ${session.id}, area ${args.area ?? session.activeArea}`);
    const input = args.reads === '-' ? io.stdin : createReadStream(args.reads!);
    const outcomes: Record<string, number> = {};
    let reads = 0;
    let batch: string[] = [];
    const feed = () => {
      if (batch.length === 0) return;
      const result = engine.scanTexts(session.id, batch);
      for (const e of result.events)
        outcomes[e.outcome] = (outcomes[e.outcome] ?? 0) + (e.outcome === 'repeatedTag' ? 0 : 1);
      reads += batch.length;
      batch = [];
    };
    for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
      const text = line.trim();
      if (text) batch.push(text);
      if (batch.length >= BATCH) feed();
    }
    feed();
    const sent = await engine.flush(3);
    const view = engine.session(session.id);
    io.out(
      JSON.stringify({
        ok: true,
        sessionId: session.id,
        area: view.activeArea,
        reads,
        outcomes,
        totals: view.totals,
        unknownOpen: view.unknownOpen,
        sent,
        outbox: engine.outboxState(session.id),
        locked: view.locked,
      }),
    );
    return 0;
  });
}

export const countCommand: CliCommand = {
  name: 'count',
  summary: 'Count reads (EPC hex or barcodes, one a line) into a session, and send them',
  usage: USAGE,
  run,
};
