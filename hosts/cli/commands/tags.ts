// Process: node (CLI). `cli -- tags --store <code> [--compare <sessionA> [<sessionB>]] [--report
// gone|moved|new|suspect] [--csv]`: without --compare, the store's counts with a recorded tag history (newest
// first, one JSON line each); with it, the two sessions compared from the one finished first to the later one (named
// the other way round, they are put in order and stderr says so) or, given one session, that count against the
// previous one of its scope: a JSON summary (every report, or the one asked for with its rows) or, with --csv, the
// report as CSV (domain/tags/reports.ts, as the app's download). With --demo on the app's data folder it reads the
// app's own journal (workspace.ts), so the app's counts are found.
import type { TagComparison, TagReportKind } from '../../../contract/tags';
import { TAG_REPORT_KINDS } from '../../../contract/tags';
import { recordedCounts } from '../../../domain/tags/history';
import { compareWithPrevious, tagReportCsv } from '../../../domain/tags/reports';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace, UsageError } from '../workspace';

const cmd = {
  name: 'tags',
  usage: `--store <code> [--compare <sessionA> [<sessionB>]] [--report gone|moved|new|suspect] [--csv] ${CONNECTION_USAGE}`,
};

/** `--compare A B` takes two values; node's parseArgs takes one a flag, so B is given its own --compare. */
function spreadCompare(argv: string[]): string[] {
  const at = argv.indexOf('--compare');
  const second = argv[at + 2];
  if (at < 0 || second === undefined || second.startsWith('--')) return argv;
  return [...argv.slice(0, at + 2), '--compare', ...argv.slice(at + 2)];
}

const iso = (at: number) => new Date(at).toISOString();

/** Which count is the earlier one, and when each was finished (its tag history recorded). */
const order = (r: TagComparison) => ({
  before: r.before,
  after: r.after,
  beforeFinishedAt: iso(r.counts.before.recordedAt),
  afterFinishedAt: iso(r.counts.after.recordedAt),
  reordered: r.counts.reordered,
});

const summary = (r: TagComparison) => ({
  ...order(r),
  notCovered: r.notCovered,
  transferred: r.transferred,
  ...Object.fromEntries(TAG_REPORT_KINDS.map((k) => [k, { tags: r[k].rows.length, byCategory: r[k].byCategory }])),
});

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = {
    compare: { type: 'string', multiple: true },
    report: { type: 'string' },
    csv: { type: 'boolean', default: false },
  } as const;
  const args = parseCommand(cmd, spreadCompare(argv), io, options, ['store']);
  if (!args) return 2;
  const report = args.report as TagReportKind | undefined;
  const bad = (message: string) => {
    io.err(`tags: ${message}\nUsage: npm run -s cli -- tags ${cmd.usage}`);
    return 2;
  };
  if (report !== undefined && !TAG_REPORT_KINDS.includes(report))
    return bad(`--report is one of ${TAG_REPORT_KINDS.join(', ')}`);
  if (args.csv && report === undefined) return bad('--csv writes one report: say which with --report');
  const pair = args.compare ?? [];
  if (pair.length > 2) return bad('--compare takes one or two sessions');
  if (pair.length === 0 && (report !== undefined || args.csv)) return bad('--report and --csv need --compare');

  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ journal, store }) => {
    const storeId = store!.id;
    if (pair.length === 0) {
      for (const c of recordedCounts(journal, storeId)) io.out(JSON.stringify(c));
      return 0;
    }
    const [before, after] = pair.length === 2 ? pair : [undefined, pair[0]!];
    const ofStore = journal.prepare('SELECT 1 FROM count_sessions WHERE id = ? AND store_id = ?');
    for (const id of pair)
      if (!ofStore.get(id, storeId))
        throw new UsageError(
          `no count ${id} of store ${store!.code} in this journal (${journal.name}): for the app's counts give its ` +
            'data folder (--data-dir, or none for the default) and the service it signs in to (--demo for its built-in demo)',
        );
    const r = compareWithPrevious(journal, after!, before);
    if (r.counts.reordered)
      io.err(
        `tags: ${r.after} was finished after ${r.before}, so it is the later count: compared from ${r.before} to ${r.after}`,
      );
    if (args.csv) io.out(tagReportCsv(r, report!).csv.trimEnd());
    else if (report) io.out(JSON.stringify({ ...order(r), report, ...r[report] }));
    else io.out(JSON.stringify(summary(r)));
    return 0;
  });
}

export const tagsCommand: CliCommand = {
  ...cmd,
  summary: 'Tag reports across two counts of a store: gone, moved, new and suspect tags (JSON or CSV)',
  run,
};
