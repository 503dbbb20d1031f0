// Process: node (CLI). `cli -- receipt --store <code> --vendor <code|id> --doc <number> [--po <docNumber>]
// --reads <file|->`: makes a receipt from reads (EPC hex, barcodes or SKUs, one a line; each RFID tag counts once),
// submits it and prints the created receipt as JSON. Same sign-in as `sync` (--auth-url, --base-url, the
// STOCKTAKE_* variables) and --data-dir; the catalog cache is synced first when empty. A thin face over
// main/receiving: the draft lives in the journal like the app's, so a run whose submit got no answer is finished by
// running the same command again (the receipt is looked up first, never made twice).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectWithPassword } from '../../auth/connect';
import { openCatalog } from '../../catalog/catalog';
import { findStore } from '../../catalog/reference-data';
import { decodeInput } from '../../codes';
import type { ScanOutcome } from '../../contract/receiving';
import { openJournal } from '../../journal/journal';
import { createPackSizes } from '../../journal/pack-sizes';
import { catalogFacts } from '../../receiving/catalog-facts';
import { createReceivingService, type ReceivingService } from '../../receiving/service';
import { createScanItemResolver } from '../../resolve/scan-item';
import { defaultDataDir } from '../../shared/data-dir';
import type { CliCommand, CliIo } from '../command';
import { credentialsFromEnv } from '../credentials';
import { describeProgress } from './sync';

const CONNECTION = '--auth-url <url> --base-url <url> [--data-dir <dir>] [--max-per-second <n>]';
const USAGE = `--store <code|id> --vendor <code|id> --doc <number> [--po <docNumber>] --reads <file|-> ${CONNECTION}`;

export const connectionOptions = {
  'auth-url': { type: 'string' },
  'base-url': { type: 'string' },
  'data-dir': { type: 'string' },
  'max-per-second': { type: 'string' },
  store: { type: 'string' },
} as const;

export class UsageError extends Error {}

/** Signs in, opens (and when empty syncs) the catalog, opens the journal and builds the engine for the store. */
export async function openReceiving(
  name: string,
  args: { 'auth-url'?: string; 'base-url'?: string; 'data-dir'?: string; 'max-per-second'?: string; store?: string },
  io: CliIo,
): Promise<{ engine: ReceivingService; storeId: string; close(): void }> {
  const creds = credentialsFromEnv(io.env, { authUrl: args['auth-url'], baseUrl: args['base-url'] });
  if (!creds.ok) throw new UsageError(`missing ${creds.missing.join(', ')}`);
  if (!args.store) throw new UsageError('missing --store');
  const maxPerSecond = args['max-per-second'] === undefined ? 2 : Number(args['max-per-second']);
  if (!Number.isInteger(maxPerSecond) || maxPerSecond < 1)
    throw new UsageError('--max-per-second must be a whole number >= 1');
  const dataDir = args['data-dir'] ?? defaultDataDir(io.env);
  const { api } = await connectWithPassword({ ...creds.value, maxPerSecond });
  const { baseUrl, clientId } = creds.value;
  const catalog = openCatalog({ dataDir, baseUrl, clientId, decode: (t) => decodeInput(t) });
  try {
    if (catalog.status().items === 0) {
      io.err(`${name}: the catalog cache is empty; syncing first`);
      await catalog.sync(api, { store: args.store, onProgress: (p) => io.err(describeProgress(p)) });
    }
    const store = findStore(catalog.db, args.store);
    if (!store) throw new UsageError(`no store "${args.store}" in the catalog`);
    const journal = openJournal(dataDir, baseUrl, clientId);
    const packSizes = createPackSizes(journal);
    const engine = createReceivingService({
      api,
      db: journal,
      catalog: catalogFacts(catalog.db),
      scans: createScanItemResolver(catalog.index, packSizes),
      packSizes,
      workingStoreId: () => store.id,
      user: () => creds.value.userName,
    });
    return {
      engine,
      storeId: store.id,
      close: () => {
        journal.close();
        catalog.close();
      },
    };
  } catch (err) {
    catalog.close();
    throw err;
  }
}

function readReads(path: string, io: CliIo): Promise<string[]> {
  const split = (text: string) =>
    text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
  if (path !== '-') return Promise.resolve(split(readFileSync(path, 'utf8')));
  return new Promise((resolve, reject) => {
    let text = '';
    io.stdin.setEncoding('utf8');
    io.stdin.on('data', (d) => {
      text += d;
    });
    io.stdin.on('end', () => resolve(split(text)));
    io.stdin.on('error', reject);
  });
}

function reportScans(outcomes: readonly ScanOutcome[], io: CliIo): void {
  const count = (k: ScanOutcome['kind']) => outcomes.filter((o) => o.kind === k).length;
  io.err(
    `receipt: ${outcomes.length} reads: ${count('added')} added, ${count('repeatTag')} repeated tags (counted once)`,
  );
  for (const o of outcomes)
    if (o.kind !== 'added' && o.kind !== 'repeatTag') io.err(`receipt: ${o.text}: ${o.message}`);
}

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: Record<string, string | undefined>;
  try {
    args = parseArgs({
      args: argv,
      options: {
        ...connectionOptions,
        vendor: { type: 'string' },
        doc: { type: 'string' },
        po: { type: 'string' },
        reads: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
    const missing = ['vendor', 'doc', 'reads'].filter((k) => !args[k]).map((k) => `--${k}`);
    if (missing.length) throw new UsageError(`missing ${missing.join(', ')}`);
  } catch (err) {
    io.err(`receipt: ${(err as Error).message}\nUsage: npm run -s cli -- receipt ${USAGE}`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openReceiving>>;
  let reads: string[];
  try {
    reads = await readReads(args.reads!, io);
    opened = await openReceiving('receipt', args, io);
  } catch (err) {
    io.err(`receipt: ${(err as Error).message}`);
    return err instanceof UsageError ? 2 : 1;
  }
  try {
    return await makeReceipt(opened.engine, args as Record<'vendor' | 'doc', string> & { po?: string }, reads, io);
  } catch (err) {
    io.err(`receipt: ${(err as Error).message}`);
    return err instanceof UsageError ? 2 : 1;
  } finally {
    opened.close();
  }
}

async function makeReceipt(
  engine: ReceivingService,
  args: { vendor: string; doc: string; po?: string },
  reads: string[],
  io: CliIo,
): Promise<number> {
  // A run whose submit got no answer left its draft "submitting": finish that one (looked up first, never twice).
  const pending = engine.listDrafts().find((d) => d.state === 'submitting' && d.docNumber === args.doc);
  let draftId = pending?.id;
  if (pending) io.err(`receipt: finishing the earlier submit of ${args.doc} (its answer was lost)`);
  else {
    const needle = args.vendor.toLowerCase();
    const vendor = engine.vendors().find((v) => v.id.toLowerCase() === needle || v.code.toLowerCase() === needle);
    if (!vendor) throw new UsageError(`no vendor "${args.vendor}" available to this store`);
    let purchaseOrderId: string | undefined;
    if (args.po) {
      const orders = await engine.purchaseOrders({ vendorId: vendor.id });
      purchaseOrderId = orders.find((o) => o.docNumber.toLowerCase() === args.po!.toLowerCase())?.id;
      if (!purchaseOrderId) throw new UsageError(`no open purchase order ${args.po} of ${vendor.code} for this store`);
    }
    const draft = await engine.createDraft({ vendorId: vendor.id, docNumber: args.doc, purchaseOrderId });
    draftId = draft.id;
    if (reads.length) reportScans(engine.scan({ draftId, texts: reads }).outcomes, io);
  }
  const result = await engine.submit({ draftId: draftId! });
  if (result.status === 'submitted') {
    io.err(`receipt: ${result.message}`);
    io.out(JSON.stringify(await engine.getReceipt({ receiptId: result.receiptId })));
    return 0;
  }
  if (result.status === 'unknown') {
    io.err(`receipt: ${result.message} Run the same command again to finish it.`);
    return 1;
  }
  // Nothing was created: the reads are still in their file, so the draft is not kept.
  engine.discard({ draftId: draftId! });
  if (result.status === 'failed') io.err(`receipt: ${result.message}`);
  else
    for (const p of result.problems.filter((x) => x.severity === 'error')) {
      const line = p.lineId ? result.draft.lines.find((l) => l.id === p.lineId) : undefined;
      io.err(`receipt: ${line ? `line ${line.sku ?? line.itemId}: ` : `${p.field}: `}${p.message}`);
    }
  io.err('receipt: nothing was submitted');
  return 1;
}

export const receiptCommand: CliCommand = {
  name: 'receipt',
  summary: 'Make a receipt from reads (EPC hex, barcodes, SKUs), submit it and print it as JSON',
  usage: USAGE,
  run,
};
