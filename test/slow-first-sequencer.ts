// Process: test (node, vitest's main process). The order files are handed to the workers: vitest's own (the project
// order, then the longest first from the last run's timings; on a fresh clone, with no timings, the largest file
// first), except that within a project the crash tier and the soak go first. Those are the slowest files (one to two
// minutes each) and among the smallest, so on a fresh clone they came last and ran on a machine otherwise idle,
// three or four at a time: the node project ended minutes after most of its files had.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW = [/^test\/crash\//, /^test\/integration\/soak\//];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const slow = (f: TestSpecification) => SLOW.some((r) => r.test(relative(root, f.moduleId).replace(/\\/g, '/')));
    const order = new Map(sorted.map((f, i) => [f, i]));
    return [...sorted].sort((a, b) => {
      if (a.project.name !== b.project.name) return order.get(a)! - order.get(b)!;
      return Number(slow(b)) - Number(slow(a)) || order.get(a)! - order.get(b)!;
    });
  }
}
