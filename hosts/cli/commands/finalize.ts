// Process: node (CLI). `cli -- finalize --session <id> [--anyway]`: sends what is waiting, reads the session from
// the service, then finalizes it (refused while changes are unsent, lines were refused by the service or, in a
// Recount session, listed items were not counted again on any PC, even with --anyway; and while unknown codes are
// open or stock moved during the count, unless --anyway). Prints the result.
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'finalize', usage: `--session <id> [--anyway] ${CONNECTION_USAGE}` };

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = { session: { type: 'string' }, anyway: { type: 'boolean', default: false } } as const;
  const args = parseCommand(cmd, argv, io, options, ['session']);
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: false, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ engine }) => {
    await engine.openSession(args.session!);
    const result = await engine.finalize(args.session!, args.anyway);
    io.out(JSON.stringify({ sessionId: args.session, ...result }));
    return result.ok ? 0 : 1;
  });
}

export const finalizeCommand: CliCommand = {
  ...cmd,
  summary: 'Finalize a count session (after sending what is waiting)',
  run,
};
