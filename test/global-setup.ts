// Process: test (node, vitest's global setup). Once per run, before any test file: the programs tests start as
// children bundled (helpers/cli-bundle.ts: the CLI, browser mode, the reader simulator; removed at the end), and one
// folder for the crash tier's figures;
// at the end, the crash tier's totals: workflows, crash points, crash runs, fault runs, invariant checks and the time
// the workflows took (summed over vitest's workers).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CrashFigures } from './crash/figures';
import { buildChildBundles } from './helpers/cli-bundle';

export function setup(): () => void {
  const bundle = buildChildBundles();
  const dir = mkdtempSync(join(tmpdir(), 'crash-figures-'));
  process.env.STOCKTAKE_CRASH_FIGURES = dir;
  return () => {
    bundle.remove();
    let rows: CrashFigures[] = [];
    try {
      rows = readFileSync(join(dir, 'figures.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as CrashFigures);
    } catch {
      // No crash-tier file ran.
    }
    rmSync(dir, { recursive: true, force: true });
    if (rows.length === 0) return;
    const sum = (k: keyof Omit<CrashFigures, 'workflow'>) => rows.reduce((n, r) => n + r[k], 0);
    const totals = {
      workflows: rows.length,
      crashPoints: sum('points'),
      crashRuns: sum('crashRuns'),
      faultRuns: sum('faultRuns'),
      invariantChecks: sum('checks'),
      workflowSeconds: Math.round(sum('seconds')),
      full: process.env.CRASH_FULL === '1',
      seed: Number(process.env.CRASH_SEED ?? 1),
    };
    console.log(`crash tier: ${JSON.stringify(totals)}`);
    for (const r of rows) console.log(`crash tier: ${JSON.stringify(r)}`);
  };
}
