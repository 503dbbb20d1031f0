// Process: test (node). Zero-confirm in browser mode, driven over its WebSocket (no CLI command confirms a zero): A
// counted 2 tags of item X and sent them (set up in this process); the workflow is `counts.zero.confirm` of item Z,
// which reads the session from the service first, killed at each of its steps, then asked again and the outbox left
// to send. After it: the service holds one line of Z, a counted 0, X as it was, and A's journal one confirmed zero
// line of Z with nothing unsent.
import { expect } from 'vitest';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { rendererFolder, startBrowserChild } from '../browser-world';
import type { CliWorldFile } from '../cli-world';
import { countingSteps } from '../counting-steps';
import type { ChildExit, CrashWorkflow, CrashWorld } from '../harness';

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = ['session.read-back', 'zero.confirmed'] as const satisfies readonly CrashPointName[];

const Z = 2;

export interface ZeroWorld extends CrashWorld {
  dataDir: string;
  renderer: { dir: string; remove(): void };
  sessionId: string;
}

export function zeroConfirmWorkflow(file: CliWorldFile): CrashWorkflow<ZeroWorld> {
  const steps = countingSteps(file);

  async function confirm(world: ZeroWorld, env: Record<string, string>): Promise<ChildExit> {
    const child = await startBrowserChild(file, world.dataDir, world.renderer.dir, env);
    if ('code' in child) return child;
    const r = await child.ask('counts.zero.confirm', { sessionId: world.sessionId, itemIds: [file.items[Z]!.id] });
    if (r && !r.ok) throw new Error(r.error.message);
    if (r) await child.sent(world.sessionId);
    return child.finish();
  }

  return {
    name: 'zero-confirm (browser mode): read first, one counted-zero line',
    points: crashPoints,
    async setup() {
      const dataDir = file.newDataDir();
      const sessionId = await steps.count(dataDir, null, 'Front', steps.tags(0, [1, 2]));
      return { proxy: file.proxy, dataDir, renderer: rendererFolder(), sessionId };
    },
    act: (world, env) => confirm(world, env),
    async check(world) {
      const held = steps.held(world.sessionId);
      expect(held.get(file.items[Z]!.id), 'one line of Z at the service, a counted 0').toEqual({
        items: 1,
        total: 0,
        nulls: 0,
      });
      expect(held.get(file.items[0]!.id), 'X as it was').toEqual({ items: 1, total: 2, nulls: 0 });
      const lines = steps.journal(
        world.dataDir,
        (db) =>
          db
            .prepare('SELECT qty, zero_confirmed FROM count_lines WHERE session_id = ? AND item_id = ?')
            .all(world.sessionId, file.items[Z]!.id) as { qty: number; zero_confirmed: number }[],
      );
      expect(
        lines.map((l) => [l.qty, l.zero_confirmed]),
        'one confirmed zero line in the journal',
      ).toEqual([[0, 1]]);
      expect(steps.unsent(world.dataDir, world.sessionId), 'nothing unsent').toBe(0);
    },
    async teardown(world) {
      world.renderer.remove();
      file.removeDataDir(world.dataDir);
    },
    timeoutMs: 120_000,
  };
}
