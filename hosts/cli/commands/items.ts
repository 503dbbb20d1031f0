// Process: node (CLI). The store's record of its items, kept in the journal and shared as CSV:
//   `cli -- items weights --store <code> (--import <csv> | --export <csv|->)`: each item's full and empty bottle
//     weight (domain/units/weight-csv.ts: `item id, sku, description, full g, empty g`);
//   `cli -- items units --store <code> (--import <csv> | --export <csv|->)`: the unit each item is counted in
//     (domain/units/unit-csv.ts: `item id, sku, description, unit`; each, bottle, kg or l);
//   `cli -- items unit <code> <unit> --store <code>`: one item's unit (the item by id, SKU, UPC or any code).
// An import may name items by item id or SKU and prints one JSON summary (imported, and each refused line with its
// reason); an export writes the CSV (to stdout with -) and prints the rows.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import type { CountService } from '../../../domain/counts/service';
import type { ItemCsvImport } from '../../../domain/units/item-csv';
import { exportUnitsCsv, importUnitsCsv } from '../../../domain/units/unit-csv';
import { exportWeightsCsv, importWeightsCsv } from '../../../domain/units/weight-csv';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = {
  name: 'items',
  usage:
    `(weights | units) --store <code|id> (--import <csv> | --export <csv|->) ${CONNECTION_USAGE}\n` +
    `       items unit <code> <each|bottle|kg|l> --store <code|id> ${CONNECTION_USAGE}`,
};

type Describe = (itemId: string) => { sku: string; description: string } | null;
type ItemOf = (idOrSku: string) => string | null;

/** The per-item CSVs: how each is imported into and exported from the engine's journal. */
const CSVS: Record<
  string,
  {
    import: (e: CountService, csv: string, itemOf: ItemOf) => ItemCsvImport;
    export: (e: CountService, d: Describe) => { csv: string; rows: number };
  }
> = {
  weights: {
    import: (e, csv, itemOf) => importWeightsCsv(e.weights, csv, itemOf),
    export: (e, d) => exportWeightsCsv(e.weights, d),
  },
  units: {
    import: (e, csv, itemOf) => importUnitsCsv(e.units, csv, itemOf),
    export: (e, d) => exportUnitsCsv(e.units, d),
  },
};

const usage = (io: CliIo, why: string): number => {
  io.err(`items: ${why}\nUsage: npm run -s cli -- items ${cmd.usage}`);
  return 2;
};

async function setOne(rest: string[], io: CliIo): Promise<number> {
  const [code, unit, ...flags] = rest;
  if (!code || !unit || code.startsWith('--') || unit.startsWith('--')) return usage(io, 'say the item and its unit');
  const args = parseCommand(cmd, flags, io, {}, ['store']);
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ engine, catalog }) => {
    const itemId = catalog.index.get(code) ? code : engine.itemOfCode(code);
    if (!itemId) {
      io.err(`items: no item with code ${code} in the catalog`);
      return 1;
    }
    engine.setItemUnit(itemId, unit);
    const now = engine.itemUnit(itemId);
    io.out(JSON.stringify({ ok: true, itemId, unit: now.unit, step: now.stepMilli / 1000, caseUnits: now.caseUnits }));
    return 0;
  });
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const [what, ...rest] = argv;
  if (what === 'unit') return setOne(rest, io);
  const csvKind = what ? CSVS[what] : undefined;
  if (!csvKind) return usage(io, 'say what: weights, units or unit');
  const options = { import: { type: 'string' }, export: { type: 'string' } } as const;
  const args = parseCommand(cmd, rest, io, options, ['store']);
  if (!args) return 2;
  if (!args.import === !args.export) return usage(io, 'give one of --import <csv> or --export <csv|->');
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ engine, catalog, store }) => {
    if (args.import) {
      const csv = await readFile(args.import, 'utf8');
      const itemOf = (code: string) => (catalog.index.get(code) ? code : engine.itemOfCode(code));
      io.out(JSON.stringify({ ok: true, ...csvKind.import(engine, csv, itemOf) }));
      return 0;
    }
    const facts = catalogItemFacts(catalog.db);
    const out = csvKind.export(engine, (id) => facts([id], store!.id)[0] ?? null);
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
  summary: "Items' bottle weights and units as CSV (import or export), or one item's unit",
  run,
};
