// Process: node (CLI). `cli -- items weights --store <code> (--import <csv> | --export <csv|->)`: each item's full and
// empty bottle weight, kept in the journal (domain/units/weight-store.ts), shared as CSV (weight-csv.ts: `item id,
// sku, description, full g, empty g`; an import may name items by item id or SKU). Import prints one JSON summary
// (imported, and each refused line with its reason); export writes the CSV (to stdout with -) and prints the rows.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import { exportWeightsCsv, importWeightsCsv } from '../../../domain/units/weight-csv';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = {
  name: 'items',
  usage: `weights --store <code|id> (--import <csv> | --export <csv|->) ${CONNECTION_USAGE}`,
};

async function run(argv: string[], io: CliIo): Promise<number> {
  const [what, ...rest] = argv;
  const options = { import: { type: 'string' }, export: { type: 'string' } } as const;
  if (what !== 'weights') {
    io.err(`items: say what: weights\nUsage: npm run -s cli -- items ${cmd.usage}`);
    return 2;
  }
  const args = parseCommand(cmd, rest, io, options, ['store']);
  if (!args) return 2;
  if (!args.import === !args.export) {
    io.err(`items: give one of --import <csv> or --export <csv|->\nUsage: npm run -s cli -- items ${cmd.usage}`);
    return 2;
  }
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ engine, catalog, store }) => {
    if (args.import) {
      const csv = await readFile(args.import, 'utf8');
      const itemOf = (code: string) => (catalog.index.get(code) ? code : engine.itemOfCode(code));
      const result = importWeightsCsv(engine.weights, csv, itemOf, null);
      io.out(JSON.stringify({ ok: true, ...result }));
      return 0;
    }
    const facts = catalogItemFacts(catalog.db);
    const out = exportWeightsCsv(engine.weights, (id) => facts([id], store!.id)[0] ?? null);
    if (args.export === '-') io.out(out.csv.trimEnd());
    else {
      writeFileSync(args.export!, out.csv);
      io.out(JSON.stringify({ ok: true, file: args.export, rows: out.rows }));
    }
    return 0;
  });
}

export const itemsCommand: CliCommand = {
  ...cmd,
  summary: "Items' bottle weights (full and empty) as CSV: import or export",
  run,
};
