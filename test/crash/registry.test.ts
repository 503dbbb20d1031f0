// Process: test (node). The crash tier covers the registry: every crash point in domain/shared/crash-points.ts is
// named by a workflow (and each workflow's clean run proves it hits the points it names: harness.ts), every workflow
// names at least one point, and every workflow has its test file that runs it through the tier.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { type CrashPointName, crashPointNames } from '../../domain/shared/crash-points';

const dir = join(process.cwd(), 'test/crash/workflows');
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts'));

async function workflowPoints(): Promise<Map<string, readonly CrashPointName[]>> {
  const out = new Map<string, readonly CrashPointName[]>();
  for (const file of modules) {
    const mod = (await import(join(dir, file))) as { crashPoints?: readonly CrashPointName[] };
    out.set(file, mod.crashPoints ?? []);
  }
  return out;
}

// Imported while the file is collected, as static imports would be: the workflows pull in most of the app, and on a
// busy machine transforming it took the whole of a test's 30 s.
const points = await workflowPoints();

it('every workflow names at least one crash point and has a test file in the tier', () => {
  expect(modules.length).toBeGreaterThan(0);
  for (const [file, named] of points) {
    expect(named.length, `${file} exports crashPoints`).toBeGreaterThan(0);
    const test = join(process.cwd(), 'test/crash', file.replace(/\.ts$/, '.test.ts'));
    expect(existsSync(test), `${file} runs in test/crash/${file.replace(/\.ts$/, '.test.ts')}`).toBe(true);
  }
});

it('every crash point of the registry is crossed by a workflow', () => {
  const named = new Set([...points.values()].flat());
  const missing = crashPointNames().filter((p) => !named.has(p));
  expect(missing, 'crash points no workflow crashes at').toEqual([]);
});
