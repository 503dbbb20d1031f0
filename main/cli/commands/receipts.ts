// Process: node (CLI). `cli -- receipts --store <code> [--json]`: the store's receipts from the service, newest
// first (all pages), as a table or one JSON object per receipt. Same sign-in and --data-dir as `sync`.
import { parseArgs } from 'node:util';
import type { ReceiptListRow } from '../../contract/receiving';
import type { CliCommand, CliIo } from '../command';
import { connectionOptions, openReceiving, UsageError } from './receipt';

const USAGE = '--store <code|id> [--json] --auth-url <url> --base-url <url> [--data-dir <dir>] [--max-per-second <n>]';

function table(rows: readonly ReceiptListRow[]): string[] {
  const cells = rows.map((r) => [
    r.docNumber,
    r.created.slice(0, 10),
    r.vendor.code ?? r.vendor.id,
    r.committed ? 'committed' : 'uncommitted',
    `${r.lineCount} lines`,
    `${r.totalQuantity} units`,
    r.reference ?? '',
  ]);
  const widths = cells.reduce((w, row) => row.map((c, i) => Math.max(w[i] ?? 0, c.length)), [] as number[]);
  return cells.map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      options: { ...connectionOptions, json: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }).values;
  }
  try {
    args = parse();
  } catch (err) {
    io.err(`receipts: ${(err as Error).message}\nUsage: npm run -s cli -- receipts ${USAGE}`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openReceiving>>;
  try {
    opened = await openReceiving('receipts', args, io);
  } catch (err) {
    const usage = err instanceof UsageError ? `\nUsage: npm run -s cli -- receipts ${USAGE}` : '';
    io.err(`receipts: ${(err as Error).message}${usage}`);
    return err instanceof UsageError ? 2 : 1;
  }
  try {
    const rows: ReceiptListRow[] = [];
    let cursor: string | null = null;
    do {
      const page = await opened.engine.listReceipts({ cursor, pageSize: 200 });
      rows.push(...page.rows);
      cursor = page.nextCursor;
    } while (cursor);
    if (args.json) for (const r of rows) io.out(JSON.stringify(r));
    else {
      for (const line of table(rows)) io.out(line);
      io.err(`receipts: ${rows.length} receipts`);
    }
    return 0;
  } catch (err) {
    io.err(`receipts: ${(err as Error).message}`);
    return 1;
  } finally {
    opened.close();
  }
}

export const receiptsCommand: CliCommand = {
  name: 'receipts',
  summary: "List a store's receipts from the service (--json: one object per line)",
  usage: USAGE,
  run,
};
