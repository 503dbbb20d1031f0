// Process: node (CLI). `cli -- recount --session <id> --items beyond-tolerance|<id,id,...>`: sends items of a count
// back to be counted again (the session goes to Recount at the service; domain/review/recount.ts): the review's
// lines beyond the store's tolerances, or the item ids given. Prints the recount list, one JSON line per item,
// then a summary line. `--list` only prints the list as it stands (what is still to recount).
import { isFinishedName } from '../../../domain/counts/status';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = {
  name: 'recount',
  usage: `--session <id> (--items beyond-tolerance|<item id,...> | --list) ${CONNECTION_USAGE}`,
};

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = { session: { type: 'string' }, items: { type: 'string' }, list: { type: 'boolean' } } as const;
  const args = parseCommand(cmd, argv, io, options, ['session']);
  if (!args) return 2;
  if (!args.items === !args.list) {
    io.err(`recount: give --items or --list\nUsage: npm run -s cli -- recount ${cmd.usage}`);
    return 2;
  }
  const open = () => openCounting(cmd.name, args, io, { needStore: false, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ engine, journal }) => {
    const sessionId = args.session!;
    const view = await engine.openSession(sessionId);
    if (!isFinishedName(view.status)) await engine.refreshSession(sessionId);
    let list = engine.recountList(sessionId);
    if (args.items) {
      const ids =
        args.items === 'beyond-tolerance'
          ? engine
              .reviewLines(sessionId, createToleranceStore(journal).get(view.storeId), true)
              .lines.map((l) => l.itemId)
          : args.items
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
      if (ids.length === 0) {
        io.out(JSON.stringify({ sessionId, status: view.status, listed: 0, message: 'Nothing beyond tolerance.' }));
        return 0;
      }
      list = await engine.requestRecount(sessionId, ids);
      await engine.flush(3);
    }
    for (const item of list.items) io.out(JSON.stringify(item));
    const toRecount = list.items.filter((i) => i.recounted === null).length;
    io.out(JSON.stringify({ sessionId, status: list.status, listed: list.items.length, toRecount }));
    return 0;
  });
}

export const recountCommand: CliCommand = {
  ...cmd,
  summary: 'Send items of a count back to be counted again (the session goes to Recount)',
  run,
};
