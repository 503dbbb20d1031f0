// Process: node (CLI). `cli -- transfer send|list|receive`: transfers between stores, a thin face over
// domain/transfers (drafts and receipts live in the journal like the app's).
//   send --store <from> --to <store> --reads <file|-> [--box <n>] [--doc <number>] [--need-by <ISO date>]
//     [--packing-list <file>]
//     packs the reads (EPC hex, barcodes or SKUs, one a line; a line `box <n>` starts box n; --box the first box)
//     and sends the transfer, printing it as JSON. With --doc, running the same command again after a crash or a
//     lost answer finishes that transfer (read back by its id first), never a second one; without --doc, while a
//     send to that store is unconfirmed, nothing is sent (it names the --doc). --packing-list writes the
//     packing list (CSV: a row per tag and per box's untagged units) once the transfer is sent.
//   list --store <code> [--incoming]    the store's outgoing (or incoming) transfers, one JSON line each
//   receive --store <code> --id <id> --reads <file|-> [--csv]   what arrived, verified against what was sent; prints
//     the differences as JSON (or CSV). A transfer received already prints its kept report.
import { writeFileSync } from 'node:fs';
import type { TransferScanOutcome } from '../../../contract/transfers';
import { findStore } from '../../../domain/catalog/reference-data';
import { transferReportCsv } from '../../../domain/transfers/report-csv';
import type { TransferService } from '../../../domain/transfers/service';
import type { CliCommand, CliIo } from '../command';
import { openTransfers } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace, UsageError } from '../workspace';
import { readReads } from './receipt';

const cmd = {
  name: 'transfer',
  usage:
    `send --store <code> --to <code> --reads <file|-> [--box <n>] [--doc <number>] [--need-by <date>] ` +
    `[--packing-list <file>] | ` +
    `list --store <code> [--incoming] | receive --store <code> --id <id> --reads <file|-> [--csv]  ${CONNECTION_USAGE}`,
};

const options = {
  to: { type: 'string' },
  reads: { type: 'string' },
  box: { type: 'string' },
  doc: { type: 'string' },
  'need-by': { type: 'string' },
  'packing-list': { type: 'string' },
  incoming: { type: 'boolean' },
  id: { type: 'string' },
  csv: { type: 'boolean' },
} as const;

const REQUIRED = { send: ['store', 'to', 'reads'], list: ['store'], receive: ['store', 'id', 'reads'] } as const;
type Sub = keyof typeof REQUIRED;
const BATCH = 1000;

function report(outcomes: readonly TransferScanOutcome[], io: CliIo): void {
  const added = outcomes.filter((o) => o.kind === 'added').length;
  const repeats = outcomes.filter((o) => o.kind === 'repeatTag').length;
  io.err(`transfer: ${outcomes.length} reads: ${added} added, ${repeats} repeated tags (counted once)`);
  for (const o of outcomes)
    if (o.kind !== 'added' && o.kind !== 'repeatTag') io.err(`transfer: ${o.text}: ${o.message}`);
}

/** The reads split at `box <n>` lines, in order: each part goes into its box. */
export function boxedReads(reads: readonly string[], firstBox: number): { box: number; texts: string[] }[] {
  const parts = [{ box: firstBox, texts: [] as string[] }];
  for (const r of reads) {
    const m = /^box\s+(\d+)$/i.exec(r);
    if (m) parts.push({ box: Number(m[1]), texts: [] });
    else parts.at(-1)!.texts.push(r);
  }
  return parts.filter((p) => p.texts.length);
}

async function send(t: TransferService, a: Record<string, string | boolean | undefined>, reads: string[], io: CliIo) {
  const firstBox = a.box === undefined ? 1 : Number(a.box);
  if (!Number.isInteger(firstBox) || firstBox < 1) throw new UsageError('--box must be a whole number >= 1');
  const to = String(a.to).toLowerCase();
  const doc = a.doc as string | undefined;
  // With --doc the same command run again finishes what an earlier run did: sent is reported, sending is finished
  // (read back by id first), an open draft an interrupted run left is packed anew from the reads.
  const same = doc
    ? t.listDrafts().find((d) => d.docNumber.toLowerCase() === doc.toLowerCase() && d.toStoreId === to)
    : undefined;
  const packingList = (draftId: string) => {
    if (a['packing-list']) writeFileSync(String(a['packing-list']), t.packingList({ draftId }));
  };
  // Without --doc a run cannot tell its own earlier, interrupted send: one whose answer is unknown is finished first
  // (with its --doc), never sent around as a second transfer of the same goods.
  const unconfirmed = doc ? undefined : t.listDrafts().find((d) => d.state === 'sending' && d.toStoreId === to);
  if (unconfirmed) {
    io.err(
      `transfer: the send of ${unconfirmed.docNumber} to this store is unconfirmed (an earlier run was interrupted); ` +
        `finish it first: the same command with --doc ${unconfirmed.docNumber}. Nothing was sent.`,
    );
    return 1;
  }
  if (same?.state === 'sent') {
    io.err(`transfer: ${same.docNumber} was sent by an earlier run; nothing was sent again`);
    packingList(same.id);
    io.out(JSON.stringify({ status: 'sent', transferId: same.id, docNumber: same.docNumber, draft: same }));
    return 0;
  }
  let draftId = same?.id;
  if (same?.state === 'sending')
    io.err(`transfer: finishing the earlier send of ${same.docNumber} (its answer was lost)`);
  else {
    if (same) t.clear({ draftId: same.id });
    else draftId = t.createDraft({ toStoreId: to, docNumber: doc, needBy: a['need-by'] as string | undefined }).id;
    for (const part of boxedReads(reads, firstBox)) {
      t.setBox({ draftId: draftId!, box: part.box });
      for (let i = 0; i < part.texts.length; i += BATCH)
        report(t.scan({ draftId: draftId!, texts: part.texts.slice(i, i + BATCH) }).outcomes, io);
    }
  }
  const result = await t.send({ draftId: draftId! });
  if (result.status === 'sent') {
    io.err(`transfer: ${result.docNumber} ${result.adopted ? 'was found on the service (sent before)' : 'was sent'}`);
    packingList(result.transferId);
    io.out(JSON.stringify({ ...result }));
    return 0;
  }
  if (result.status === 'unknown') {
    io.err(`transfer: ${result.message} Run the same command again (with --doc) to finish it.`);
    return 1;
  }
  for (const l of result.lines) io.err(`transfer: ${l.sku ? `line ${l.sku}: ` : `${l.field}: `}${l.message}`);
  io.err(`transfer: ${result.message}`);
  return 1;
}

async function receive(t: TransferService, id: string, reads: string[], csv: boolean, io: CliIo) {
  const opened = await t.openIncoming({ transferId: id });
  let done = opened;
  if (opened.state === 'finished') io.err(`transfer: ${id} was received already; its report as kept`);
  else {
    // The reads file is what arrived, whole: what an interrupted run took is forgotten, then taken again.
    t.restartReceipt({ transferId: id });
    for (let i = 0; i < reads.length; i += BATCH)
      report(t.receiveScan({ transferId: id, texts: reads.slice(i, i + BATCH) }).outcomes, io);
    done = t.finish({ transferId: id });
  }
  if (!done.tagsKnown) io.err('transfer: the transfer came without its EPCs: verified by quantity per line only');
  io.out(csv ? transferReportCsv(done).trimEnd() : JSON.stringify(done));
  return 0;
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const sub = argv[0] as Sub;
  if (!(sub in REQUIRED)) {
    io.err(`transfer: say send, list or receive\nUsage: npm run -s cli -- transfer ${cmd.usage}`);
    return 2;
  }
  const args = parseCommand(cmd, argv.slice(1), io, options, REQUIRED[sub]);
  if (!args) return 2;
  const open = async () => {
    const reads = args.reads ? await readReads(args.reads, io) : [];
    return { ...(await openTransfers(cmd.name, args, io)), reads };
  };
  return runInWorkspace(cmd, io, open, async ({ transfers, catalog, reads }) => {
    if (sub === 'list') {
      for (const row of await transfers.list({ incoming: Boolean(args.incoming) })) io.out(JSON.stringify(row));
      return 0;
    }
    if (sub === 'receive') return receive(transfers, args.id!, reads, Boolean(args.csv), io);
    const to = findStore(catalog.db, args.to!);
    if (!to) throw new UsageError(`no store "${args.to}" in the catalog`);
    return send(transfers, { ...args, to: to.id }, reads, io);
  });
}

export const transferCommand: CliCommand = {
  ...cmd,
  summary: 'Transfers between stores: pack and send from reads, list, receive and verify (JSON or CSV)',
  run,
};
