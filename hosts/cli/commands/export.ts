// Process: node (CLI). `cli -- export --session <id> [--out <file>] [--unsent]`: the session as CSV (expected,
// variance and value left out of a blind session), or with --unsent what the service does not hold of this PC's
// count (the service is read first; --as-journal goes by the journal when it cannot be read).
import { writeFileSync } from 'node:fs';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'export', usage: `--session <id> [--out <file>] [--unsent [--as-journal]] ${CONNECTION_USAGE}` };

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = {
    session: { type: 'string' },
    out: { type: 'string' },
    unsent: { type: 'boolean', default: false },
    'as-journal': { type: 'boolean', default: false },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['session']);
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: false, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ engine }) => {
    await engine.openSession(args.session!);
    const result = args.unsent
      ? await engine.exportUnsent(args.session!, args['as-journal'])
      : engine.export(args.session!);
    if ('ok' in result) {
      io.err(`export: ${result.message} (--as-journal goes by the journal)`);
      return 1;
    }
    if (args.out) {
      writeFileSync(args.out, result.csv);
      io.err(`export: ${result.rows} rows written to ${args.out}`);
    } else io.out(result.csv.trimEnd());
    return 0;
  });
}

export const exportCommand: CliCommand = {
  ...cmd,
  summary: 'Export a count session as CSV',
  run,
};
