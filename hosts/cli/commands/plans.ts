// Process: node (CLI). `cli -- plans --store <code> [--due] [--json]`: the store's count plans with their next
// due date, overdue ones marked, and how many items the count due this week means; `--due` only those due
// today or overdue. A plan's count is started with `count --plan <name>`.
import type { PlanView } from '../../../contract/plans';
import type { CliCommand, CliIo } from '../command';
import { openCounting } from '../engines';
import { CONNECTION_USAGE, parseCommand, runInWorkspace } from '../workspace';

const cmd = { name: 'plans', usage: `--store <code|id> [--due] [--json] ${CONNECTION_USAGE}` };

/** What the plan counts and how often, in words. */
export function planText(p: Pick<PlanView, 'what' | 'every' | 'classWeeks'>): string {
  const what =
    p.what.kind === 'abc'
      ? `class ${p.what.abcClass} items`
      : p.what.scope.kind === 'categories'
        ? p.what.scope.categories.join(', ')
        : p.what.scope.kind === 'areas'
          ? 'areas counted'
          : 'whole store';
  // In words, as the app's plan list says it: an ABC plan that follows its class gives that class's weeks.
  const every =
    p.every.kind === 'abc'
      ? `every ${p.classWeeks ?? '?'} weeks (class ${p.what.kind === 'abc' ? p.what.abcClass : '?'} frequency)`
      : `every ${p.every.n} ${p.every.unit}`;
  return `${what}, ${every}`;
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const options = { due: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } as const;
  const args = parseCommand(cmd, argv, io, options, ['store']);
  if (!args) return 2;
  const open = () => openCounting(cmd.name, args, io, { needStore: true, syncEmptyCatalog: true });
  return runInWorkspace(cmd, io, open, async ({ plans, store }) => {
    const list = plans.list(store!.id);
    const shown = args.due ? list.plans.filter((p) => p.due) : list.plans;
    if (!args.json) io.err(`plans: ${shown.length} of ${list.plans.length} on ${list.today}`);
    for (const p of shown) {
      if (args.json) io.out(JSON.stringify(p));
      else {
        const state = p.overdue ? 'OVERDUE' : p.due ? 'due' : '';
        const items = p.dueItems === null ? '' : `${p.dueItems} items`;
        io.out([p.nextDue, state.padEnd(7), items.padEnd(11), p.name, `(${planText(p)})`].join('  '));
      }
    }
    return 0;
  });
}

export const plansCommand: CliCommand = {
  ...cmd,
  summary: "List the store's count plans with their next due date (--due: only those due now)",
  run,
};
