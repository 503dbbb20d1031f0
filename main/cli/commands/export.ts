// Process: node (CLI). `cli -- export --session <id> [--out <file>] [--unsent]`: the session as CSV (expected,
// variance and value left out of a blind session), or with --unsent only the changes the service never took.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CliCommand, CliIo } from '../command';
import { CONNECTION, connectionOptions, openCounting, withCounting } from './count';

const USAGE = `--session <id> [--out <file>] [--unsent] ${CONNECTION}`;

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      options: {
        ...connectionOptions,
        session: { type: 'string' },
        out: { type: 'string' },
        unsent: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  }
  try {
    args = parse();
    if (!args.session) throw new Error('missing --session <id>');
  } catch (err) {
    io.err(`export: ${(err as Error).message}\nUsage: npm run -s cli -- export ${USAGE}`);
    return 2;
  }
  const open = () => openCounting('export', args, io, { needStore: false, needCatalog: false });
  return withCounting('export', USAGE, io, open, async ({ engine }) => {
    await engine.openSession(args.session!);
    const result = args.unsent ? engine.exportUnsent(args.session!) : engine.export(args.session!);
    if (args.out) {
      writeFileSync(args.out, result.csv);
      io.err(`export: ${result.rows} rows written to ${args.out}`);
    } else io.out(result.csv.trimEnd());
    return 0;
  });
}

export const exportCommand: CliCommand = {
  name: 'export',
  summary: 'Export a count session as CSV',
  usage: USAGE,
  run,
};
