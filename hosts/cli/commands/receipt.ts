// Process: node (CLI). `cli -- receipt --store <code> --vendor <code|id> --doc <number> [--po <docNumber>]
// --reads <file|->`: makes a receipt from reads (EPC hex, barcodes or SKUs, one a line; each RFID tag counts once),
// submits it and prints the created receipt as JSON. Same sign-in as `sync` (--auth-url, --base-url, the
// STOCKTAKE_* variables) and --data-dir; the catalog cache is synced first when empty. A thin face over
// domain/receiving: the draft lives in the journal like the app's, so a run whose submit got no answer is finished by
// running the same command again (the receipt is looked up first, never made twice).
import { readFileSync } from 'node:fs';
import type { ScanOutcome } from '../../../contract/receiving';
import type { ReceivingService } from '../../../domain/receiving/service';
import type { CliCommand, CliIo } from '../command';
import { openReceiving } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace, UsageError } from '../workspace';

const cmd = {
  name: 'receipt',
  usage: `--store <code|id> --vendor <code|id> --doc <number> [--po <docNumber>] --reads <file|-> ${CONNECTION_USAGE}`,
};

/** The reads of `--reads <file|->`: one a line, blank lines and edge spaces dropped (transfer.ts reads them too). */
export function readReads(path: string, io: CliIo): Promise<string[]> {
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
  const options = {
    vendor: { type: 'string' },
    doc: { type: 'string' },
    po: { type: 'string' },
    reads: { type: 'string' },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['store', 'vendor', 'doc', 'reads']);
  if (!args) return 2;
  const open = async () => {
    const reads = await readReads(args.reads!, io);
    return { ...(await openReceiving(cmd.name, args, io)), reads };
  };
  return runInWorkspace(cmd, io, open, ({ engine, reads }) =>
    makeReceipt(engine, { vendor: args.vendor!, doc: args.doc!, po: args.po }, reads, io),
  );
}

async function makeReceipt(
  engine: ReceivingService,
  args: { vendor: string; doc: string; po?: string },
  reads: string[],
  io: CliIo,
): Promise<number> {
  const needle = args.vendor.toLowerCase();
  const vendor = engine.vendors().find((v) => v.id.toLowerCase() === needle || v.code.toLowerCase() === needle);
  if (!vendor) throw new UsageError(`no vendor "${args.vendor}" available to this store`);
  const same = engine
    .listDrafts()
    .filter((d) => d.docNumber.toLowerCase() === args.doc.toLowerCase() && d.vendor?.id === vendor.id);
  // The same command run again after a crash or a lost answer finishes what the first run did, never a second receipt:
  // a draft already submitted is reported; one left "submitting" is finished (looked up first, never sent twice).
  const submitted = same.find((d) => d.state === 'submitted' && d.receiptId);
  if (submitted) {
    io.err(`receipt: ${args.doc} was submitted by an earlier run; nothing was sent again`);
    io.out(JSON.stringify(await engine.getReceipt({ receiptId: submitted.receiptId! })));
    return 0;
  }
  const pending = same.find((d) => d.state === 'submitting');
  let draftId = pending?.id;
  if (pending) io.err(`receipt: finishing the earlier submit of ${args.doc} (its answer was lost)`);
  else {
    // An open draft an interrupted run left: the reads file is what this command receives, so it starts anew.
    for (const d of same.filter((x) => x.state === 'open')) engine.discard({ draftId: d.id });
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
    for (const p of result.problems.filter((x) => x.blocks)) {
      const line = p.lineId ? result.draft.lines.find((l) => l.id === p.lineId) : undefined;
      io.err(`receipt: ${line ? `line ${line.sku ?? line.itemId}: ` : `${p.field}: `}${p.message}`);
    }
  io.err('receipt: nothing was submitted');
  return 1;
}

export const receiptCommand: CliCommand = {
  ...cmd,
  summary: 'Make a receipt from reads (EPC hex, barcodes, SKUs), submit it and print it as JSON',
  run,
};
