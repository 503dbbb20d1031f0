// Process: test (node). An armed crash point kills its process with SIGKILL at the nth hit (nothing after it runs)
// and the hit log names every hit; unarmed, a point does nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { CRASH_POINTS, crashPointNames } from '../../../domain/shared/crash-points';

const dir = mkdtempSync(join(tmpdir(), 'crash-points-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCRIPT = `
import { crashPoint } from './domain/shared/crash-points.ts';
for (let i = 1; i <= 3; i++) { crashPoint('outbox.marked'); console.log('after', i); }
console.log('done');
`;

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

it('kills the process at the nth hit of the armed point, after logging the hit', () => {
  const log = join(dir, 'hits.log');
  const r = run({ STOCKTAKE_CRASH_AT: 'outbox.marked:2', STOCKTAKE_CRASH_LOG: log });
  expect(r.signal).toBe('SIGKILL');
  expect(r.stdout.trim().split('\n')).toEqual(['after 1']);
  expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual(['outbox.marked', 'outbox.marked']);
});

it('does nothing unarmed, and refuses a name that is no crash point', () => {
  const r = run({});
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('done');
  const bad = run({ STOCKTAKE_CRASH_AT: 'no.such.point:1' });
  expect(bad.status).not.toBe(0);
  expect(bad.stderr).toContain('names no crash point');
});

it('describes every point it lists', () => {
  for (const name of crashPointNames()) expect(CRASH_POINTS[name].length).toBeGreaterThan(10);
});
