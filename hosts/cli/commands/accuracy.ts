// Process: node (CLI). `cli -- accuracy --store <code> [--wrong] [--csv] [--journal-only]`: the store's inventory
// record accuracy over time. First the counts finalized elsewhere are read back from the service (GET /sessions,
// Finalized and Processed; --journal-only skips it and works from this PC's journal), then one JSON line per
// finalized count, oldest first (accuracy within tolerance and exact, variance value, items, units, source); with
// --wrong the items most often beyond tolerance, one JSON line each; with --csv the history as the app's CSV.
import { accuracyCsv, accuracyHistory } from '../../../domain/accuracy/history';
import { readBackAccuracy } from '../../../domain/accuracy/read-back';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = {
  name: 'accuracy',
  usage: `--store <code> [--wrong] [--csv] [--journal-only] ${CONNECTION_USAGE}`,
};

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = {
    wrong: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    'journal-only': { type: 'boolean', default: false },
  } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  if (args.wrong && args.csv) {
    io.err(`accuracy: --wrong and --csv are two outputs: choose one\nUsage: npm run -s cli -- accuracy ${cmd.usage}`);
    return 2;
  }
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ journal, store, api, engine, accuracy }) => {
    const storeId = store!.id;
    if (args['journal-only']) accuracy.backfill(storeId);
    else {
      const r = await readBackAccuracy({ api, store: accuracy, journal, counts: engine }, storeId);
      io.err(
        `accuracy: ${r.finalized} finalized count(s) at the service; stored now: ${r.fromJournal} from this PC's journal, ${r.fromService} from the service's items (no on-hand at the time: no accuracy)`,
      );
    }
    const history = accuracyHistory(journal, storeId);
    if (args.csv) io.out(accuracyCsv(history, store!.code).csv.trimEnd());
    else if (args.wrong) for (const w of history.mostWrong) io.out(JSON.stringify(w));
    else
      for (const p of history.points) {
        const { tolerances: _t, scope: _s, ...line } = p;
        io.out(JSON.stringify(line));
      }
    return 0;
  });
}

export const accuracyCommand: CliCommand = {
  ...cmd,
  summary:
    "Inventory record accuracy of a store's finalized counts over time (JSON lines, items most often wrong, CSV)",
  run,
};
