// Process: node (CLI). `cli -- encode --store <code> (--item <sku> --count <n> | --receipt <docNumber> | --resume
// <jobId>) (--printer tcp://host:9100|file:<device> | --printer-file <name>.zpl) [--company-prefix-length <6-12>]`:
// allocates the serials (committed in the journal first), prints and encodes one RFID label per unit, and prints
// the job as JSON with its EPCs. A job cut off (printer error, lost connection, the process killed) is resumed with
// --resume: nothing printed is printed again (a label in doubt is void and replaced). The count and the printer are
// checked before anything is committed; ZPL goes to a plain file only when it is named with --printer-file.
// --receipt prints one label per unit of the lines that can be tagged and names on stderr each line left out and why
// (the screen's rule: domain/encode/receipt-plan.ts); a receipt this PC made labels for before is refused unless
// --again says it is meant (its goods would get a second tag).
// `--item <sku> --reader <port> [--baud <n>] [--access-password <8 hex>] [--lock-with <8 hex>]` writes one tag with
// a TSL reader instead: exactly one tag near it, written, read back, optionally locked behind the --lock-with
// password, and only then the serial used (domain/encode/write-tag.ts).
import { resolve } from 'node:path';
import type { ReceiptDetail } from '../../../contract/receiving';
import { createStoreCurrency } from '../../../domain/counts/currency';
import { checkPrinterTarget } from '../../../domain/encode/printer-target';
import { openSerialByteLink, tslReaderLink } from '../../../domain/encode/reader-link';
import type { ReceiptPlan } from '../../../domain/encode/receipt-plan';
import { MAX_PER_REQUEST } from '../../../domain/encode/serials';
import type { EncodeService, ReceiptJobOptions } from '../../../domain/encode/service';
import { UserError } from '../../../domain/shared/errors';
import type { CliCommand, CliIo } from '../command';
import { openEncoding } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace, UsageError } from '../workspace';

const cmd = {
  name: 'encode',
  usage:
    '--store <code|id> (--item <sku> --count <n> | --receipt <docNumber> [--again] | --resume <jobId>) ' +
    '(--printer tcp://host:9100|file:<device> | --printer-file <name>.zpl | --reader <port> [--baud <n>] ' +
    '[--access-password <hex>] [--lock-with <hex>]) ' +
    `[--company-prefix-length <6-12>] ${CONNECTION_USAGE}`,
};

/** --count as given, else UsageError saying what is wrong with that value. */
function labelCount(text: string | undefined): number {
  if (text === undefined) return 1;
  const why = (what: string) =>
    new UsageError(`--count ${what}: give the number of labels, a whole number from 1 to 100,000`);
  if (text.trim() === '') throw why('is empty');
  if (!/^[-+]?\d+(\.\d*)?$/.test(text.trim())) throw why(`"${text}" is not a number`);
  const n = Number(text);
  if (!Number.isInteger(n)) throw why(`${text} is not a whole number`);
  if (n < 1 || n > MAX_PER_REQUEST) throw why(`${text} is out of range`);
  return n;
}

/** The printer flag's target, checked now (form, and what a file path is), before anything is committed. */
function printerOf(args: { printer?: string; 'printer-file'?: string }): { target: string; fileChosen: boolean } {
  const fileChosen = args['printer-file'] !== undefined;
  const target = fileChosen ? `file:${resolve(args['printer-file']!)}` : args.printer!;
  try {
    checkPrinterTarget(target, { fileChosen });
  } catch (err) {
    if (err instanceof UserError) throw new UsageError(err.message);
    throw err;
  }
  return { target, fileChosen };
}

async function findReceipt(ws: Awaited<ReturnType<typeof openEncoding>>, doc: string) {
  const page = await ws.receiving.listReceipts({ docNumber: doc, pageSize: 50 });
  const row = page.rows.find((r) => r.docNumber === doc);
  if (!row) throw new UsageError(`no receipt "${doc}" at this store`);
  return ws.receiving.getReceipt({ receiptId: row.id });
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = {
    item: { type: 'string' },
    count: { type: 'string' },
    receipt: { type: 'string' },
    again: { type: 'boolean', default: false },
    resume: { type: 'string' },
    printer: { type: 'string' },
    'printer-file': { type: 'string' },
    reader: { type: 'string' },
    baud: { type: 'string' },
    'access-password': { type: 'string' },
    'lock-with': { type: 'string' },
    'company-prefix-length': { type: 'string' },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  const ways = [args.printer, args['printer-file'], args.reader].filter((a) => a !== undefined).length;
  if (ways !== 1 || (args.reader && !args.item)) {
    io.err(
      `encode: give --printer or --printer-file, or --reader with --item\nUsage: npm run -s cli -- encode ${cmd.usage}`,
    );
    return 2;
  }
  if (args.reader) return writeWithReader(args as ReaderArgs, io);
  const modes = [args.item, args.receipt, args.resume].filter(Boolean).length;
  if (modes !== 1) {
    io.err(`encode: give one of --item, --receipt or --resume\nUsage: npm run -s cli -- encode ${cmd.usage}`);
    return 2;
  }
  if (args.again && !args.receipt) {
    io.err(
      `encode: --again goes with --receipt (a receipt tagged before)\nUsage: npm run -s cli -- encode ${cmd.usage}`,
    );
    return 2;
  }
  let count: number;
  let printer: { target: string; fileChosen: boolean };
  try {
    count = labelCount(args.item ? args.count : undefined);
    printer = printerOf(args);
  } catch (err) {
    io.err(`encode: ${(err as Error).message}\nUsage: npm run -s cli -- encode ${cmd.usage}`);
    return 2;
  }
  const chosen = { fileChosen: printer.fileChosen };
  return runInWorkspace(
    cmd,
    io,
    () => openEncoding(cmd.name, args, io),
    async (ws) => {
      const { encode } = ws;
      if (args['company-prefix-length']) encode.setCompanyPrefixLength(Number(args['company-prefix-length']));
      let jobId = args.resume;
      // Prices print in the store's currency, as in the app: the service's base currency (no settings file here).
      const money = async () => ({
        ...chosen,
        currency: (await createStoreCurrency({ api: ws.api, setting: () => null })()).code,
      });
      if (args.item) {
        const itemId = ws.encodeCatalog.itemIdBySku(args.item);
        if (!itemId) throw new UsageError(`no item with SKU "${args.item}" in the catalog`);
        jobId = encode.itemJob(printer.target, itemId, count, await money()).id;
      } else if (args.receipt) {
        const receipt = await findReceipt(ws, args.receipt);
        jobId = receiptJob(encode, receipt, printer.target, { ...(await money()), again: args.again }, io);
      }
      const job = encode.job(jobId!);
      io.err(`encode: job ${job.id} (${job.from}): ${job.pending} labels to print to ${printer.target}`);
      if (job.inDoubt > 0) {
        io.err(`encode: ${job.inDoubt} label(s) may have printed when the job stopped: void, discard them if printed`);
      }
      try {
        const done = await encode.runJob(job.id, undefined, printer.target, chosen);
        io.err(`encode: ${done.printed} labels printed${done.spoiled ? `, ${done.spoiled} void` : ''}`);
        io.out(JSON.stringify({ ...done, epcs: encode.printed(job.id).map((l) => l.epc) }));
        return 0;
      } catch (err) {
        const now = encode.job(job.id);
        io.err(`encode: ${(err as Error).message}`);
        io.err(
          `encode: ${now.printed} printed, ${now.pending} to go; resume with: encode --resume ${job.id} --printer <url>`,
        );
        return 1;
      }
    },
  );
}

/** Each left-out line on stderr, as "encode: SKU left out (2 labels): why". */
function sayLeftOut(plan: ReceiptPlan, io: CliIo) {
  for (const l of plan.leftOut) {
    io.err(`encode: ${l.sku} left out (${l.units} label${l.units === 1 ? '' : 's'}): ${l.problem}`);
  }
}

/**
 * The receipt's job for the lines that can be tagged (the others named on stderr); refused when none can be, and
 * (the reprint rule) when this PC tagged it before and --again was not given.
 */
function receiptJob(
  encode: EncodeService,
  receipt: ReceiptDetail,
  printer: string,
  opts: ReceiptJobOptions,
  io: CliIo,
): string {
  const plan = encode.receiptPlan(receipt);
  if (![...plan.counts.values()].some((n) => n > 0)) {
    sayLeftOut(plan, io);
    throw new UserError('bad_input', `Nothing on receipt ${receipt.docNumber} can be tagged: no label was printed.`);
  }
  try {
    const job = encode.receiptJob(printer, receipt, plan.counts, opts);
    sayLeftOut(plan, io);
    return job.id;
  } catch (err) {
    if (!(err instanceof UserError) || err.code !== 'receipt_tagged_before') throw err;
    throw new UserError(
      err.code,
      `${err.message} To print them anyway, run the same command with --again; to finish a job cut off, use --resume <jobId>.`,
    );
  }
}

type ReaderArgs = Parameters<typeof openEncoding>[1] & {
  item: string;
  reader: string;
  baud?: string;
  'access-password'?: string;
  'lock-with'?: string;
  'company-prefix-length'?: string;
};

/** One tag written with a TSL reader on a serial port; prints the EPC as JSON. */
function writeWithReader(args: ReaderArgs, io: CliIo): Promise<number> {
  return runInWorkspace(
    cmd,
    io,
    () => openEncoding(cmd.name, args, io),
    async (ws) => {
      if (args['company-prefix-length']) ws.encode.setCompanyPrefixLength(Number(args['company-prefix-length']));
      const itemId = ws.encodeCatalog.itemIdBySku(args.item);
      if (!itemId) throw new UsageError(`no item with SKU "${args.item}" in the catalog`);
      const bytes = await openSerialByteLink(args.reader, Number(args.baud ?? 115200));
      const link = tslReaderLink(bytes);
      try {
        const opts = {
          accessPassword: args['access-password']?.toUpperCase(),
          lockWith: args['lock-with']?.toUpperCase(),
        };
        const written = await ws.encode.writeTag(itemId, opts, (write) => write(link));
        io.err(`encode: wrote and verified ${written.epc} (${args.item})`);
        io.out(JSON.stringify({ epc: written.epc, serial: written.serial, itemId, sku: args.item }));
        return 0;
      } finally {
        await link.close();
      }
    },
  );
}

export const encodeCommand: CliCommand = {
  ...cmd,
  summary: 'Print and encode RFID labels for an item or a receipt (serials never repeat; resumable)',
  run,
};
