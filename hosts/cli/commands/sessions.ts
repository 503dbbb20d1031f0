// Process: node (CLI). `cli -- sessions --store <code> [--json]`: the store's count sessions on the service with
// status and line counts, as a table or one JSON object per session.
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'sessions', usage: `--store <code|id> [--json] ${CONNECTION_USAGE}` };

async function run(argv: string[], io: CliIo): Promise<number> {
  const args = parseCommand(cmd, argv, io, { json: { type: 'boolean', default: false } }, ['store']);
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ engine, store }) => {
    const list = await engine.listSessions(store!.id);
    for (const s of list) {
      if (args.json) io.out(JSON.stringify(s));
      else {
        const where = s.openedHere ? 'here' : '    ';
        io.out([s.id, s.status.padEnd(9), `${s.lines} lines`.padEnd(12), where, s.description].join('  '));
      }
    }
    return 0;
  });
}

export const sessionsCommand: CliCommand = {
  ...cmd,
  summary: "List the store's count sessions with status and line counts",
  run,
};
