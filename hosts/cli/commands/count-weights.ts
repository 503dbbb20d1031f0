// Process: node (CLI). `count --weights <file|->`: open bottles weighed elsewhere, one a line, "code weight unit"
// ("5000112637922 734.5 g"; g, kg, oz or lb), each added to the count as the app adds a stable weight
// (domain/counts/weighing.ts). Each line's weighing id is the file's digest and the line's number, so the same
// file fed again (a rerun after a kill) adds nothing twice; a line that names no item, or whose weight cannot be
// that bottle (weights not set, below the tare, above full), is listed with its reason and the rest are counted.
import { createHash } from 'node:crypto';
import type { CountService } from '../../../domain/counts/service';
import { toGrams } from '../../../domain/units/weight-units';
import type { CliIo } from '../command';
import { forEachCodeLine, type RefusedLine, readAll } from './code-lines';

export interface WeightsSummary {
  weighed: number;
  repeated: number;
  refused: RefusedLine[];
}

const LINE = /^(\S+)\s+(\d+(?:\.\d+)?)\s*([a-zA-Z]+)$/;

export async function countWeights(
  engine: CountService,
  sessionId: string,
  path: string,
  io: CliIo,
): Promise<WeightsSummary> {
  const text = await readAll(path, io);
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const summary: WeightsSummary = { weighed: 0, repeated: 0, refused: [] };
  summary.refused = forEachCodeLine(
    text,
    engine,
    LINE,
    '"code weight unit" (for example 5000112637922 734.5 g)',
    (itemId, m, line) => {
      const grams = toGrams(Number(m[2]), m[3]!);
      const outcome = engine.weigh(sessionId, itemId, `cli:${digest}:${line}`, { grams });
      if (outcome.repeated) summary.repeated++;
      else summary.weighed++;
    },
  );
  return summary;
}
