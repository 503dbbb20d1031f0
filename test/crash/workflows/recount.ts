// Process: test (node). A recount request from the CLI on a team count: A counted 3 tags of item X in Front and one
// of Y, B two other tags of X in Back (both sent; set up in this process); the workflow is A's `recount --items X`,
// killed at each of its steps and run again. After it: the session is Recount at the service, every line of X there
// (A's, B's and the list's marker) is null, Y keeps its count, and A's journal lists X once with its lines of X at
// 0 and nothing waiting to be sent.
import { expect } from 'vitest';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import type { CliWorldFile } from '../cli-world';
import { countingSteps } from '../counting-steps';
import type { CrashWorkflow, CrashWorld } from '../harness';

const X = 0;
const Y = 1;

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'session.read-back',
  'recount.status-set',
  'recount.reset-sent',
  'recount.listed',
] as const satisfies readonly CrashPointName[];

export interface RecountWorld extends CrashWorld {
  dataA: string;
  dataB: string;
  sessionId: string;
}

/** A's count (X: 3 tags in Front, Y: 1) and B's (X: 2 other tags in Back) of one session, both sent. */
export async function teamCountOfX(file: CliWorldFile) {
  const steps = countingSteps(file);
  const dataA = file.newDataDir();
  const dataB = file.newDataDir();
  const sessionId = await steps.count(dataA, null, 'Front', [...steps.tags(X, [1, 2, 3]), ...steps.tags(Y, [1])]);
  await steps.count(dataB, sessionId, 'Back', steps.tags(X, [4, 5]));
  return { dataA, dataB, sessionId, x: file.items[X]!.id, y: file.items[Y]!.id };
}

export function recountWorkflow(file: CliWorldFile): CrashWorkflow<RecountWorld> {
  const steps = countingSteps(file);
  return {
    name: 'recount (CLI): read, Recount, every PC’s lines reset, listed here',
    points: crashPoints,
    async setup() {
      const { dataA, dataB, sessionId } = await teamCountOfX(file);
      return { proxy: file.proxy, dataA, dataB, sessionId };
    },
    act: (world, env) =>
      file.cli(world.dataA, ['recount', '--session', world.sessionId, '--items', file.items[X]!.id], env),
    async check(world) {
      const x = file.items[X]!.id;
      expect(steps.status(world.sessionId), 'Recount at the service').toBe(3);
      const held = steps.held(world.sessionId);
      expect(held.get(x), 'every line of X at the service (A’s, B’s, the marker) is null').toMatchObject({
        nulls: held.get(x)?.items,
        total: 0,
      });
      expect(held.get(x)!.items).toBeGreaterThanOrEqual(3);
      expect(held.get(file.items[Y]!.id), 'Y keeps its count').toEqual({ items: 1, total: 1, nulls: 0 });
      const listed = steps.journal(
        world.dataA,
        (db) =>
          db.prepare('SELECT item_id FROM count_recount WHERE session_id = ?').all(world.sessionId) as {
            item_id: string;
          }[],
      );
      expect(listed.map((r) => r.item_id)).toEqual([x]);
      expect(steps.counted(world.dataA, world.sessionId, x), 'A’s lines of X start again at 0').toBe(0);
      expect(steps.unsent(world.dataA, world.sessionId), 'nothing waits to be sent').toBe(0);
    },
    async teardown(world) {
      file.removeDataDir(world.dataA);
      file.removeDataDir(world.dataB);
    },
  };
}
