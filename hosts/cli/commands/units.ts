// Process: node (CLI). Each unit's precision, the step a count of it moves by (domain/units/unit-store.ts, kept in
// the journal, shared by every session):
//   `cli -- units`: every unit's precision, one JSON object a line (`unit`, `kind`, `step`, `defaultStep`);
//   `cli -- units precision <each|bottle|kg|l> <step>`: sets one (0.05 bottle, 0.001 kg: a step divides one unit
//     evenly, else it is refused with the reason) and prints that unit's line.
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'units', usage: `[precision <each|bottle|kg|l> <step>] ${CONNECTION_USAGE}` };

const usage = (io: CliIo, why: string): number => {
  io.err(`units: ${why}\nUsage: npm run -s cli -- units ${cmd.usage}`);
  return 2;
};

async function run(argv: string[], io: CliIo): Promise<number> {
  const setting = argv[0] === 'precision';
  const [unit, stepText] = setting ? argv.slice(1, 3) : [];
  if (setting && (!unit || !stepText || unit.startsWith('--'))) return usage(io, 'say the unit and its step');
  const step = Number(stepText);
  if (setting && !Number.isFinite(step)) return usage(io, `${stepText} is not a number`);
  const args = parseCommand(cmd, argv.slice(setting ? 3 : 0), io, {});
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: false, syncEmptyCatalog: false });
  return runInWorkspace(cmd, io, open, async ({ engine }) => {
    if (setting) engine.setUnitPrecision(unit!, step);
    for (const p of engine.units.precisions()) if (!setting || p.unit === unit) io.out(JSON.stringify(p));
    return 0;
  });
}

export const unitsCommand: CliCommand = {
  ...cmd,
  summary: "Each unit's precision (the step a count moves by): list them, or set one",
  run,
};
