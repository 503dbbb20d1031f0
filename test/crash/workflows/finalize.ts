// Process: test (node). Finalize from the CLI on a PC that has not read a recount (the side that finalizes over a
// recount it has not seen): A counted 3 tags of item X in Front and one of Y, B two other tags of X in Back; A sent X
// back to recount and counted all 5 tags of X again (set up in this process). The workflow is B's `finalize`, killed at
// each of its steps and run again: it reads the session, learns the recount (its line of X reset and sent as not
// counted) and finalizes. After it: the session is Finalized at the service by one answered PUT, X is the recount's 5
// (counted once, B's earlier 2 not added), Y keeps its 1, and B's journal says Finalized with its line of X at 0,
// nothing unsent.
import { expect } from 'vitest';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import type { CliWorldFile } from '../cli-world';
import { countingSteps } from '../counting-steps';
import type { CrashWorkflow, CrashWorld } from '../harness';
import { teamCountOfX } from './recount';

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'finalize.sent',
  'session.read-back',
  'recount.learnt',
  'finalize.answered',
  'finalize.marked',
] as const satisfies readonly CrashPointName[];

export interface FinalizeWorld extends CrashWorld {
  dataA: string;
  dataB: string;
  sessionId: string;
  x: string;
  y: string;
  /** The proxy's request log up to the workflow: what follows is the workflow's. */
  seenBefore: number;
}

export function finalizeWorkflow(file: CliWorldFile): CrashWorkflow<FinalizeWorld> {
  const steps = countingSteps(file);
  return {
    name: 'finalize (CLI) after a recount this PC had not read: learnt, sent, finalized once',
    points: crashPoints,
    async setup() {
      const team = await teamCountOfX(file);
      await steps.run(team.dataA, ['recount', '--session', team.sessionId, '--items', team.x]);
      await steps.count(team.dataA, team.sessionId, 'Front', steps.tags(0, [1, 2, 3, 4, 5]));
      return { proxy: file.proxy, ...team, seenBefore: file.proxy.seen().length };
    },
    act: (world, env) => file.cli(world.dataB, ['finalize', '--session', world.sessionId], env),
    async check(world) {
      expect(steps.status(world.sessionId), 'Finalized at the service').toBe(2);
      // A PUT whose answer was lost is sent again by the API client (PUT is idempotent: the same status again, no
      // second finalize); what must be one is the finalize the app heard answered.
      const finalizePuts = file.proxy
        .seen()
        .slice(world.seenBefore)
        .filter((r) => r.method === 'PUT' && r.path.split('?')[0] === '/api/v3/sessions' && r.fault === null);
      expect(finalizePuts, 'one finalize PUT answered').toHaveLength(1);
      const held = steps.held(world.sessionId);
      expect(held.get(world.x)?.total, 'X is the recount’s 5: counted once, B’s earlier 2 not added').toBe(5);
      expect(held.get(world.y), 'Y keeps its count').toEqual({ items: 1, total: 1, nulls: 0 });
      expect(steps.counted(world.dataB, world.sessionId, world.x), 'B’s line of X was reset').toBe(0);
      expect(steps.unsent(world.dataB, world.sessionId), 'nothing waits to be sent on B').toBe(0);
      const row = steps.journal(
        world.dataB,
        (db) =>
          db.prepare('SELECT status, locked_reason FROM count_sessions WHERE id = ?').get(world.sessionId) as {
            status: number;
            locked_reason: string | null;
          },
      );
      expect({ status: row.status, locked: row.locked_reason }, 'B’s journal: Finalized, not locked').toEqual({
        status: 2,
        locked: null,
      });
    },
    async teardown(world) {
      file.removeDataDir(world.dataA);
      file.removeDataDir(world.dataB);
    },
  };
}
