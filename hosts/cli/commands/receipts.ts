// Process: node (CLI). `cli -- receipts --store <code> [--json]`: the store's receipts from the service, newest
// first (all pages), as a table or one JSON object per receipt. Same sign-in and --data-dir as `sync`.
import type { ReceiptListRow } from '../../../contract/receiving';
import type { CliCommand, CliIo } from '../command';
import { openReceiving } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'receipts', usage: `--store <code|id> [--json] ${CONNECTION_USAGE}` };

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
  const args = parseCommand(cmd, argv, io, { json: { type: 'boolean', default: false } }, ['store']);
  if (!args) return 2;
  return runInWorkspace(
    cmd,
    io,
    () => openReceiving(cmd.name, args, io),
    async ({ engine }) => {
      const rows: ReceiptListRow[] = [];
      let cursor: string | null = null;
      do {
        const page = await engine.listReceipts({ cursor, pageSize: 200 });
        rows.push(...page.rows);
        cursor = page.nextCursor;
      } while (cursor);
      if (args.json) for (const r of rows) io.out(JSON.stringify(r));
      else {
        for (const line of table(rows)) io.out(line);
        io.err(`receipts: ${rows.length} receipts`);
      }
      return 0;
    },
  );
}

export const receiptsCommand: CliCommand = {
  ...cmd,
  summary: "List a store's receipts from the service (--json: one object per line)",
  run,
};
