// Process: node (CLI). `count --typed <file|->`: counts typed by hand, one a line, "code count" ("FB-0012 3 cases + 4",
// "5000112637922 2.35"): each sets the item's line in the area to the count, read as the app's hand count reads it
// (domain/units/parse-count.ts: cases by the item's learnt case size, decimals at its unit's precision, never
// rounded), so the same file fed again sets the same figures. A line that names no item or whose count cannot be
// read is listed with its reason and the rest are counted; each counted line prints its breakdown.
import type { CountService } from '../../../domain/counts/service';
import type { CliIo } from '../command';
import { forEachCodeLine, type RefusedLine, readAll } from './code-lines';

export interface TypedSummary {
  counted: { line: number; itemId: string; breakdown: string }[];
  refused: RefusedLine[];
}

const LINE = /^(\S+)\s+(.+)$/;

export async function countTyped(
  engine: CountService,
  sessionId: string,
  path: string,
  io: CliIo,
): Promise<TypedSummary> {
  const summary: TypedSummary = { counted: [], refused: [] };
  summary.refused = forEachCodeLine(
    await readAll(path, io),
    engine,
    LINE,
    '"code count" (for example FB-0012 3 cases + 4, or 5000112637922 2.35)',
    (itemId, m, line) => {
      const { breakdown } = engine.countOnShelf(sessionId, itemId, m[2]!);
      summary.counted.push({ line, itemId, breakdown });
    },
  );
  return summary;
}
