// Process: node (CLI). `cli -- tag --store <code> (--item <sku> --count <n> | --receipt <docNumber>) --printer
// tcp://host:9100|file:<path> [--company-prefix-length <6-12>] | --resume <jobId>`: allocates the serials (committed
// in the journal first), prints and encodes one RFID label per unit, and prints the job as JSON with its EPCs. A
// job cut off (printer error, lost connection) is resumed with --resume: nothing printed is printed again.
// `--item <sku> --reader <port> [--baud <n>] [--access-password <8 hex>] [--lock-with <8 hex>]` writes one tag with
// a TSL reader instead: exactly one tag near it, written, read back, optionally locked behind the --lock-with
// password, and only then the serial used (domain/encode/write-tag.ts).
import { openSerialByteLink, tslReaderLink } from '../../../domain/encode/reader-link';
import type { CliCommand, CliIo } from '../command';
import { openEncoding } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace, UsageError } from '../workspace';

const cmd = {
  name: 'tag',
  usage:
    '--store <code|id> (--item <sku> --count <n> | --receipt <docNumber> | --resume <jobId>) ' +
    '(--printer tcp://host:9100|file:<path> | --reader <port> [--baud <n>] [--access-password <hex>] [--lock-with <hex>]) ' +
    `[--company-prefix-length <6-12>] ${CONNECTION_USAGE}`,
};

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
    resume: { type: 'string' },
    printer: { type: 'string' },
    reader: { type: 'string' },
    baud: { type: 'string' },
    'access-password': { type: 'string' },
    'lock-with': { type: 'string' },
    'company-prefix-length': { type: 'string' },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  if (Boolean(args.printer) === Boolean(args.reader) || (args.reader && !args.item)) {
    io.err(`tag: give --printer, or --reader with --item\nUsage: npm run -s cli -- tag ${cmd.usage}`);
    return 2;
  }
  if (args.reader) return writeWithReader(args as ReaderArgs, io);
  const modes = [args.item, args.receipt, args.resume].filter(Boolean).length;
  if (modes !== 1) {
    io.err(`tag: give one of --item, --receipt or --resume\nUsage: npm run -s cli -- tag ${cmd.usage}`);
    return 2;
  }
  return runInWorkspace(
    cmd,
    io,
    () => openEncoding(cmd.name, args, io),
    async (ws) => {
      const { encode } = ws;
      if (args['company-prefix-length']) encode.setCompanyPrefixLength(Number(args['company-prefix-length']));
      let jobId = args.resume;
      if (args.item) {
        const count = Number(args.count ?? '1');
        const itemId = ws.encodeCatalog.itemIdBySku(args.item);
        if (!itemId) throw new UsageError(`no item with SKU "${args.item}" in the catalog`);
        jobId = encode.itemJob(args.printer!, itemId, count).id;
      } else if (args.receipt) {
        jobId = encode.receiptJob(args.printer!, await findReceipt(ws, args.receipt)).id;
      }
      const job = encode.job(jobId!);
      io.err(`tag: job ${job.id} (${job.from}): ${job.pending} labels to print to ${args.printer}`);
      try {
        const done = await encode.runJob(job.id, undefined, args.printer!);
        io.err(`tag: ${done.printed} labels printed${done.spoiled ? `, ${done.spoiled} void` : ''}`);
        io.out(JSON.stringify({ ...done, epcs: encode.printed(job.id).map((l) => l.epc) }));
        return 0;
      } catch (err) {
        const now = encode.job(job.id);
        io.err(`tag: ${(err as Error).message}`);
        io.err(
          `tag: ${now.printed} printed, ${now.pending} to go; resume with: tag --resume ${job.id} --printer <url>`,
        );
        return 1;
      }
    },
  );
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
        const written = await ws.encode.prepareTagWrite(itemId, {
          accessPassword: args['access-password']?.toUpperCase(),
          lockWith: args['lock-with']?.toUpperCase(),
        })(link);
        io.err(`tag: wrote and verified ${written.epc} (${args.item})`);
        io.out(JSON.stringify({ epc: written.epc, serial: written.serial, itemId, sku: args.item }));
        return 0;
      } finally {
        await link.close();
      }
    },
  );
}

export const tagCommand: CliCommand = {
  ...cmd,
  summary: 'Print and encode RFID labels for an item or a receipt (serials never repeat; resumable)',
  run,
};
