// Process: test (node, vitest's global setup). Gives the crash tier's workflow files one folder for their figures and
// prints the tier's totals at the end of the run: workflows, crash points, crash runs, fault runs, invariant checks
// and the time the workflows took (summed over vitest's workers).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Figures {
  workflow: string;
  points: number;
  crashRuns: number;
  faultRuns: number;
  checks: number;
  seconds: number;
}

export function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'crash-figures-'));
  process.env.STOCKTAKE_CRASH_FIGURES = dir;
  return () => {
    let rows: Figures[] = [];
    try {
      rows = readFileSync(join(dir, 'figures.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Figures);
    } catch {
      // No crash-tier file ran.
    }
    rmSync(dir, { recursive: true, force: true });
    if (rows.length === 0) return;
    const sum = (k: keyof Omit<Figures, 'workflow'>) => rows.reduce((n, r) => n + r[k], 0);
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
