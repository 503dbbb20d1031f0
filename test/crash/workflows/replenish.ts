// Process: test (node). Picking a replenishment list from the CLI: after a whole count (item 0: one tag on the
// "Sales floor", two in the "Back room"; item 1: two in the back room) and minimums of 3 and 2, the workflow is
// `replenish --pick` in the back room (item 1 told not found first, then three tags picked) with the put-away step
// on the floor (the three placed), the list keeping the day's floor availability. Killed at each step
// and run again: every tag picked once and put away once (one move each, back room → floor), one miss, every pick
// placed, and the day's availability equal to the list's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import type { CliWorldFile } from '../cli-world';
import { countingSteps } from '../counting-steps';
import type { ChildExit, CrashWorkflow, CrashWorld } from '../harness';

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = [
  'replen.miss.recorded',
  'replen.pick.recorded',
  'replen.move.recorded',
  'replen.availability.kept',
] as const satisfies readonly CrashPointName[];

const FLOOR = 'Sales floor';
const BACK = 'Back room';

export interface ReplenishWorld extends CrashWorld {
  dataDir: string;
  picks: string;
}

export function replenishWorkflow(file: CliWorldFile): CrashWorkflow<ReplenishWorld> {
  const steps = countingSteps(file);
  const picked = () => [file.epc(0, 2), file.epc(0, 3), file.epc(1, 1)];
  return {
    name: 'replenish (CLI): a miss, picks in the back room, put away on the floor',
    points: crashPoints,
    // Only sign-in reaches the service; every step here is the journal's.
    network: false,
    async setup() {
      const dataDir = file.newDataDir();
      const session = await steps.count(dataDir, null, FLOOR, [file.epc(0, 1)]);
      await steps.count(dataDir, session, BACK, [file.epc(0, 2), file.epc(0, 3), file.epc(1, 1), file.epc(1, 2)]);
      await steps.run(dataDir, ['finalize', '--session', session]);
      const minimums = join(dataDir, 'minimums.csv');
      writeFileSync(minimums, `kind,code,minimum\nitem,${file.items[0]!.sku},3\nitem,${file.items[1]!.sku},2\n`);
      await steps.run(dataDir, ['minimums', '--store', file.storeCode, '--import', minimums]);
      const picks = join(dataDir, 'picks.txt');
      writeFileSync(picks, `${picked().join('\n')}\n`);
      return { dataDir, picks };
    },
    // One process (a point's hits are counted per process): the miss, the picks, then the put-away step.
    act: (world, env): Promise<ChildExit> =>
      file.cli(
        world.dataDir,
        [
          ...['replenish', '--store', file.storeCode, '--pick', world.picks, '--area', BACK, '--put-away', FLOOR],
          ...['--miss', file.items[1]!.sku, '--reason', 'not_found'],
        ],
        env,
      ),
    async check(world) {
      const kept = steps.journal(world.dataDir, (db) => ({
        moves: db.prepare('SELECT epc, from_area, to_area FROM tag_area_moves ORDER BY epc').all(),
        picks: db.prepare('SELECT epc, placed_at IS NOT NULL AS placed FROM replen_picks ORDER BY epc').all(),
        misses: db.prepare('SELECT COUNT(*) AS n FROM replen_misses').get() as { n: number },
        availability: db
          .prepare('SELECT category, after_held AS held, after_at_minimum AS atMinimum FROM replen_availability')
          .all(),
      }));
      const tags = picked().sort();
      expect(kept.moves, 'each tag moved once, back room → floor').toMatchObject(
        tags.map((epc) => ({ epc, from_area: BACK, to_area: FLOOR })),
      );
      expect(kept.picks, 'each tag picked once, and put away').toMatchObject(tags.map((epc) => ({ epc, placed: 1 })));
      expect(kept.misses.n, 'one miss').toBe(1);
      // The list now: item 0 at 3 on the floor, item 1 one short with one left in the back room.
      const out = await steps.run(world.dataDir, ['replenish', '--store', file.storeCode]);
      const lines = out.filter((o) => o.list === 'pick');
      expect(lines).toMatchObject([{ sku: file.items[1]!.sku, floor: 1, minimum: 2, back: 1, bring: 1, picked: 0 }]);
      const summary = out.at(-1) as { availability: { category: string; held: number; atMinimum: number }[] };
      expect(kept.availability, "the day's availability is the list's").toEqual(
        expect.arrayContaining(summary.availability.map((a) => expect.objectContaining(a))),
      );
    },
    async teardown(world) {
      file.removeDataDir(world.dataDir);
    },
  };
}
