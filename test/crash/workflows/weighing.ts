// Process: test (node). Open bottles weighed into a count from the CLI (`count --weights`): a session with one full
// bottle of item 0 counted by its tag (set up in this process, with the four items' bottle weights imported and
// their unit set to bottles), then eight weighings of the four items, killed after each is committed and run again
// with the same file. After it: the service holds each item's exact base-unit count (every weighing once), the
// journal holds each weighing once and nothing waits to be sent.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CrashPointName } from '../../../domain/shared/crash-points';
import { createUnitStore } from '../../../domain/units/unit-store';
import type { CliWorldFile } from '../cli-world';
import { countingSteps } from '../counting-steps';
import type { CrashWorkflow, CrashWorld } from '../harness';

/** The points this workflow crosses (test/crash/registry.test.ts reads every workflow's list). */
export const crashPoints = ['count.weighing.committed'] as const satisfies readonly CrashPointName[];

const ITEMS = 4;
/** Each item: 1,000 g full, 400 g empty; weighed at 520 g (0.2) and 910 g (0.85). */
const WEIGHED_GRAMS = [520, 910];
/** Per item: item 0's full bottle plus 0.2 + 0.85; the others 0.2 + 0.85. */
const expected = (i: number) => (i === 0 ? 2.05 : 1.05);

export interface WeighingWorld extends CrashWorld {
  dataDir: string;
  sessionId: string;
  weightsFile: string;
}

export function weighingWorkflow(file: CliWorldFile): CrashWorkflow<WeighingWorld> {
  const steps = countingSteps(file);
  const items = () => file.items.slice(0, ITEMS);
  return {
    name: 'weighing (CLI): open bottles weighed into a count, each once',
    points: crashPoints,
    async setup() {
      const dataDir = file.newDataDir();
      const csv = join(dataDir, 'bottle-weights.csv');
      writeFileSync(
        csv,
        `sku,full g,empty g\n${items()
          .map((i) => `${i.sku},1000,400`)
          .join('\n')}\n`,
      );
      await steps.run(dataDir, ['items', 'weights', '--store', file.storeCode, '--import', csv]);
      steps.journal(dataDir, (db) => {
        const units = createUnitStore(db);
        for (const i of items()) units.setUnit(i.id, 'bottle');
      });
      const sessionId = await steps.count(dataDir, null, 'Bar', steps.tags(0, [1]));
      const weightsFile = join(dataDir, 'weighed.txt');
      const lines = items().flatMap((i) => WEIGHED_GRAMS.map((g) => `${i.gtin} ${g} g`));
      writeFileSync(weightsFile, `${lines.join('\n')}\n`);
      return { proxy: file.proxy, dataDir, sessionId, weightsFile };
    },
    act: (world, env) =>
      file.cli(
        world.dataDir,
        ['count', '--store', file.storeCode, '--session', world.sessionId, '--weights', world.weightsFile],
        env,
      ),
    async check(world) {
      const held = steps.held(world.sessionId);
      items().forEach((item, i) => {
        expect(held.get(item.id)?.total, `item ${i}: each weighing once`).toBe(expected(i));
      });
      const weighings = steps.journal(
        world.dataDir,
        (db) =>
          (
            db.prepare('SELECT COUNT(*) AS n FROM count_weighings WHERE session_id = ?').get(world.sessionId) as {
              n: number;
            }
          ).n,
      );
      expect(weighings, 'each weighing in the journal once').toBe(ITEMS * WEIGHED_GRAMS.length);
      expect(steps.unsent(world.dataDir, world.sessionId), 'nothing waits to be sent').toBe(0);
    },
    async teardown(world) {
      file.removeDataDir(world.dataDir);
    },
  };
}
