// Process: node (CLI). `cli -- finalize --session <id> [--anyway]`: sends what is waiting, then finalizes the
// session (refused while changes are unsent or unknown codes are open, unless --anyway). Prints the result.
import { parseArgs } from 'node:util';
import type { CliCommand, CliIo } from '../command';
import { CONNECTION, connectionOptions, openCounting, withCounting } from './count';

const USAGE = `--session <id> [--anyway] ${CONNECTION}`;

async function run(argv: string[], io: CliIo): Promise<number> {
  let args: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: argv,
      options: { ...connectionOptions, session: { type: 'string' }, anyway: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }).values;
  }
  try {
    args = parse();
    if (!args.session) throw new Error('missing --session <id>');
  } catch (err) {
    io.err(`finalize: ${(err as Error).message}\nUsage: npm run -s cli -- finalize ${USAGE}`);
    return 2;
  }
  const open = () => openCounting('finalize', args, io, { needStore: false, needCatalog: false });
  return withCounting('finalize', USAGE, io, open, async ({ engine }) => {
    await engine.openSession(args.session!);
    const result = await engine.finalize(args.session!, args.anyway);
    io.out(JSON.stringify({ sessionId: args.session, ...result }));
    return result.ok ? 0 : 1;
  });
}

export const finalizeCommand: CliCommand = {
  name: 'finalize',
  summary: 'Finalize a count session (after sending what is waiting)',
  usage: USAGE,
  run,
};
