// Process: node (CLI). `cli -- minimums --store <code> (--import <csv> | --export <csv|->)`: a store's presentation
// minimums (domain/replenish/minimums.ts) as CSV, `kind,code,description,minimum` (kind category or item, code the
// category's code or the SKU). An import replaces the store's minimums whole, or is refused whole naming the wrong
// rows (exit 1); it prints how many of each kind it took. The catalog is synced first when empty (codes are
// resolved against it).
import { readFileSync, writeFileSync } from 'node:fs';
import { importMinimumsCsv, minimumsCsv } from '../../../domain/replenish/minimums-csv';
import type { CliCommand, CliIo } from '../command';
import { CONNECTION_USAGE, openWorkspace, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'minimums', usage: `--store <code> (--import <csv> | --export <csv|->) ${CONNECTION_USAGE}` };

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = { import: { type: 'string' }, export: { type: 'string' } } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  if ((args.import === undefined) === (args.export === undefined)) {
    io.err(`minimums: give one of --import or --export\nUsage: npm run -s cli -- minimums ${cmd.usage}`);
    return 2;
  }
  const open = () => openWorkspace(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ journal, catalog, store }) => {
    if (args.import !== undefined) {
      const took = importMinimumsCsv(journal, catalog.db, store!.id, readFileSync(args.import, 'utf8'));
      io.out(JSON.stringify({ imported: took }));
      return 0;
    }
    const csv = minimumsCsv(journal, catalog.db, store!.id);
    if (args.export === '-') io.out(csv.trimEnd());
    else writeFileSync(args.export!, csv);
    return 0;
  });
}

export const minimumsCommand: CliCommand = {
  ...cmd,
  summary: "A store's presentation minimums (per category and item) exported or imported as CSV",
  run,
};
