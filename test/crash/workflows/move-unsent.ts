// Process: test (node). Move unsent in browser mode, driven over its WebSocket (no CLI command moves): A counted 2
// tags of item X and sent them; the back office finalized the session; A counted one more tag, which the service
// refused, so the session is locked here with 1 unit unsent (set up in this process). The workflow is
// `counts.lock.moveUnsent`, killed at each of its steps, then done again (a second move is refused: "moved
// already") and the outbox left to send. After it: one new session at the service holding exactly what was unsent
// (X: 1), the old one as it was (X: 2, Finalized), and A's journal with the old session marked moved to the new one
// and nothing unsent.
import Database from 'libsql';
import { expect } from 'vitest';
import type { MoveResult } from '../../../contract/counts';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { rendererFolder, startBrowserChild } from '../browser-world';
import type { CliWorldFile } from '../cli-world';
import { countingSteps } from '../counting-steps';
import type { ChildExit, CrashWorkflow, CrashWorld } from '../harness';

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = ['move.committed'] as const satisfies readonly CrashPointName[];

const DESCRIPTION = 'Crash tier team count (continued)';

export interface MoveWorld extends CrashWorld {
  dataDir: string;
  renderer: { dir: string; remove(): void };
  sessionId: string;
  /** Sessions continuing a count at the service before this world's move. */
  continuedBefore: number;
}

export function moveUnsentWorkflow(file: CliWorldFile): CrashWorkflow<MoveWorld> {
  const steps = countingSteps(file);
  const continued = () =>
    file.query<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE description = ?', DESCRIPTION)[0]!.n;
  const movedTo = (world: MoveWorld) =>
    steps.journal(
      world.dataDir,
      (db) =>
        (db.prepare('SELECT moved_to FROM count_sessions WHERE id = ?').get(world.sessionId) as { moved_to: string })
          .moved_to,
    );

  /** Moves (again), then waits until the new session is sent; a refusal of a second move is what a user sees. */
  async function move(world: MoveWorld, env: Record<string, string>, again: boolean): Promise<ChildExit> {
    const child = await startBrowserChild(file, world.dataDir, world.renderer.dir, env);
    if ('code' in child) return child;
    const r = await child.ask<MoveResult>('counts.lock.moveUnsent', { sessionId: world.sessionId });
    if (r && !r.ok && !(again && /moved already/.test(r.error.message))) throw new Error(r.error.message);
    const to = r?.ok && r.value.ok ? r.value.newSessionId : r ? movedTo(world) : null;
    if (to) await child.sent(to);
    return child.finish();
  }

  return {
    name: 'move unsent (browser mode): one new session holding exactly what was unsent',
    points: crashPoints,
    async setup() {
      const dataDir = file.newDataDir();
      const sessionId = await steps.count(dataDir, null, 'Front', steps.tags(0, [1, 2]));
      const db = new Database(file.svc.dataPath);
      try {
        db.prepare('UPDATE sessions SET mobile_status = 2 WHERE id = ?').run(sessionId.toLowerCase());
      } finally {
        db.close();
      }
      await steps.count(dataDir, sessionId, 'Front', steps.tags(0, [3]));
      expect(steps.unsent(dataDir, sessionId), 'locked with one change unsent').toBe(1);
      return { proxy: file.proxy, dataDir, renderer: rendererFolder(), sessionId, continuedBefore: continued() };
    },
    act: (world, env) => move(world, env, false),
    async recover(world) {
      const exit = await move(world, {}, true);
      expect(exit.code, `the move done again: ${exit.stderr.slice(-1500)}`).toBe(0);
    },
    async check(world) {
      const x = file.items[0]!.id;
      expect(steps.status(world.sessionId), 'the old session stays Finalized').toBe(2);
      expect(steps.held(world.sessionId).get(x), 'the old session as it was').toEqual({ items: 1, total: 2, nulls: 0 });
      const to = movedTo(world);
      expect(to, 'the old session marked moved').not.toBeNull();
      expect(continued() - world.continuedBefore, 'one new session at the service').toBe(1);
      expect([...steps.held(to)], 'the new session holds exactly what was unsent').toEqual([
        [x, { items: 1, total: 1, nulls: 0 }],
      ]);
      const sessions = steps.journal(
        world.dataDir,
        (db) => (db.prepare('SELECT COUNT(*) AS n FROM count_sessions').get() as { n: number }).n,
      );
      expect(sessions, 'one new session in the journal').toBe(2);
      expect(steps.unsent(world.dataDir, world.sessionId) + steps.unsent(world.dataDir, to), 'nothing unsent').toBe(0);
    },
    async teardown(world) {
      world.renderer.remove();
      file.removeDataDir(world.dataDir);
    },
    timeoutMs: 120_000,
  };
}
