// Process: node (CLI). `cli -- sessions --store <code> [--json]`: the store's count sessions on the service with
// status and line counts, as a table or one JSON object per session.
import { parseArgs } from 'node:util';
import type { CliCommand, CliIo } from '../command';
import { CONNECTION, connectionOptions, openCounting, withCounting } from './count';

const USAGE = `--store <code|id> [--json] ${CONNECTION}`;

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
    io.err(`sessions: ${(err as Error).message}\nUsage: npm run -s cli -- sessions ${USAGE}`);
    return 2;
  }
  const open = () => openCounting('sessions', args, io, { needStore: true, needCatalog: true });
  return withCounting('sessions', USAGE, io, open, async ({ engine, storeId }) => {
    const list = await engine.listSessions(storeId!);
    if (args.json) for (const s of list) io.out(JSON.stringify(s));
    else
      for (const s of list)
        io.out(
          [s.id, s.status.padEnd(9), `${s.lines} lines`.padEnd(12), s.openedHere ? 'here' : '    ', s.description].join(
            '  ',
          ),
        );
    return 0;
  });
}

export const sessionsCommand: CliCommand = {
  name: 'sessions',
  summary: "List the store's count sessions with status and line counts",
  usage: USAGE,
  run,
};
