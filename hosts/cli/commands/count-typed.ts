// Process: node (CLI). `count --typed <file|->`: counts typed by hand, one a line, "code count" ("FB-0012 3 cases + 4",
// "5000112637922 2.35"): each sets the item's line in the area to the count, read as the app's hand count reads it
// (domain/units/parse-count.ts: cases by the item's learnt case size, decimals at its unit's precision, never
// rounded), so the same file fed again sets the same figures. A line that names no item or whose count cannot be
// read is listed with its reason and the rest are counted; each counted line prints its breakdown.
import type { CountService } from '../../../domain/counts/service';
import { isUserFacing } from '../../../domain/shared/errors';
import type { CliIo } from '../command';
import { readAll } from './count-weights';

export interface TypedSummary {
  counted: { line: number; itemId: string; breakdown: string }[];
  refused: { line: number; text: string; code: string; reason: string }[];
}

const LINE = /^(\S+)\s+(.+)$/;

export async function countTyped(
  engine: CountService,
  sessionId: string,
  path: string,
  io: CliIo,
): Promise<TypedSummary> {
  const summary: TypedSummary = { counted: [], refused: [] };
  (await readAll(path, io)).split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const refuse = (code: string, reason: string): void => {
      summary.refused.push({ line: i + 1, text: line, code, reason });
    };
    const m = LINE.exec(line);
    if (!m) {
      refuse('invalid_argument', 'Not "code count" (for example FB-0012 3 cases + 4, or 5000112637922 2.35).');
      return;
    }
    const itemId = engine.itemOfCode(m[1]!);
    if (!itemId) {
      refuse('not_found', `No item with code ${m[1]} in the catalog.`);
      return;
    }
    try {
      const { breakdown } = engine.countOnShelf(sessionId, itemId, m[2]!);
      summary.counted.push({ line: i + 1, itemId, breakdown });
    } catch (err) {
      if (!isUserFacing(err)) throw err;
      refuse(err.code, err.message);
    }
  });
  return summary;
}
