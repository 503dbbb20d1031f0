// Process: node (CLI). `cli -- review --session <id> [--all]`: the count's review judged by its store's tolerances
// (set in the app, kept in this PC's journal; none set is zero tolerance): one JSON line per line beyond tolerance
// (with --all every line, within and not counted too), then a summary line: the count's lines and items counted
// (domain/counts/line-figures.ts, as the app says them), within, beyond, not counted, missing, and the count's
// figures as the app's review shows them (domain/counts/variance.ts): `variance` and `varianceValue` over the
// counted lines (what finalizing posts), `missingValue` the missing items' value on hand. Reads everyone's lines
// back first.
import { isFinishedName } from '../../../domain/counts/status';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'review', usage: `--session <id> [--all] ${CONNECTION_USAGE}` };

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = { session: { type: 'string' }, all: { type: 'boolean', default: false } } as const;
  const args = parseCommand(cmd, argv, io, options, ['session']);
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: false, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ engine, journal }) => {
    const sessionId = args.session!;
    const view = await engine.openSession(sessionId);
    if (!isFinishedName(view.status)) await engine.refreshSession(sessionId);
    const tolerances = createToleranceStore(journal).get(view.storeId);
    const review = engine.reviewLines(sessionId, tolerances, !args.all);
    for (const line of review.lines) io.out(JSON.stringify(line));
    const { counted, within, beyond, notCounted, missing } = review;
    const status = engine.session(sessionId).status;
    const variance = engine.variance(sessionId);
    const figures = variance.blind
      ? {}
      : {
          variance: variance.session.variance,
          varianceValue: variance.session.varianceValue,
          missingValue: variance.missing.value,
          ...(variance.stillToRecount ? { stillToRecount: variance.stillToRecount } : {}),
        };
    const summary = { sessionId, status, lines: counted.lines, itemsCounted: counted.items, within, beyond };
    io.out(JSON.stringify({ ...summary, notCounted, missing, ...figures }));
    return 0;
  });
}

export const reviewCommand: CliCommand = {
  ...cmd,
  summary:
    "A count's items beyond its store's tolerances (--all: every item), then its lines, items counted and figures",
  run,
};
