// Process: node (benchmark). `npm run bench -- plans [--items N] [--runs N]`: ABC-classify a synthetic catalog of
// N items (default 100,000: prices and on-hand from the seeded generator) and spread it over the weeks with the
// default frequencies (A every 4 weeks, B 13, C 26). Prints the best of the runs' times (target: classifying
// <= 2 s) and the schedule's spread: items per week (mean, min, max) and the worst week's distance from the mean.
import { parseArgs } from 'node:util';
import { classifyAbc } from '../../domain/plans/abc';
import { spreadAbc, spreadOf } from '../../domain/plans/schedule';
import { syntheticStock } from '../unit/plans/synthetic-stock';

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

export default async function plansBench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { items: { type: 'string' }, runs: { type: 'string' } } });
  const ITEMS = Number(values.items ?? 100_000);
  const RUNS = Number(values.runs ?? 5);
  const stock = syntheticStock(ITEMS, 21);

  let classifySeconds = Infinity;
  let scheduleSeconds = Infinity;
  let abc = classifyAbc(stock);
  let schedule = spreadAbc(abc.items);
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    abc = classifyAbc(stock);
    const t1 = performance.now();
    schedule = spreadAbc(abc.items);
    const t2 = performance.now();
    classifySeconds = Math.min(classifySeconds, (t1 - t0) / 1000);
    scheduleSeconds = Math.min(scheduleSeconds, (t2 - t1) / 1000);
  }
  const spread = spreadOf(schedule.perWeek);
  const classes = Object.fromEntries(
    Object.entries(abc.byClass).map(([c, f]) => [c, { items: f.items, valueShare: round(f.value / abc.totalValue) }]),
  );
  console.log(`${ITEMS} items classified in ${(classifySeconds * 1000).toFixed(1)} ms (best of ${RUNS}; target 2 s)`);
  console.log(`scheduled in ${(scheduleSeconds * 1000).toFixed(1)} ms: ${JSON.stringify(classes)}`);
  console.log(
    `items per week: mean ${spread.mean.toFixed(1)}, min ${spread.min}, max ${spread.max} ` +
      `(worst week ${(spread.maxDeviation * 100).toFixed(2)}% from the mean)`,
  );
  return {
    items: ITEMS,
    runs: RUNS,
    classifySeconds: round(classifySeconds, 4),
    scheduleSeconds: round(scheduleSeconds, 4),
    classes,
    spread: {
      weeks: spread.weeks,
      meanPerWeek: round(spread.mean, 1),
      minPerWeek: spread.min,
      maxPerWeek: spread.max,
      maxDeviation: round(spread.maxDeviation, 4),
    },
  };
}
