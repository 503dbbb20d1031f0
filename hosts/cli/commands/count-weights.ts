// Process: node (CLI). `count --weights <file|->`: open bottles weighed elsewhere, one a line, "code weight unit"
// ("5000112637922 734.5 g"; g, kg, oz or lb), each added to the count as the app adds a stable weight
// (domain/counts/weighing.ts). Each line's weighing id is the file's digest and the line's number, so the same
// file fed again (a rerun after a kill) adds nothing twice; a line that names no item, or whose weight cannot be
// that bottle (weights not set, below the tare, above full), is listed with its reason and the rest are counted.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CountService } from '../../../domain/counts/service';
import { isUserFacing } from '../../../domain/shared/errors';
import { toGrams } from '../../../domain/units/weight-units';
import type { CliIo } from '../command';

export interface WeightsSummary {
  weighed: number;
  repeated: number;
  refused: { line: number; text: string; code: string; reason: string }[];
}

/** A file, or stdin for -, whole. */
export async function readAll(path: string, io: CliIo): Promise<string> {
  if (path !== '-') return readFileSync(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
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
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const refuse = (code: string, reason: string): void => {
      summary.refused.push({ line: i + 1, text: line, code, reason });
    };
    const m = LINE.exec(line);
    if (!m) {
      refuse('invalid_argument', 'Not "code weight unit" (for example 5000112637922 734.5 g).');
      return;
    }
    const itemId = engine.itemOfCode(m[1]!);
    if (!itemId) {
      refuse('not_found', `No item with code ${m[1]} in the catalog.`);
      return;
    }
    try {
      const grams = toGrams(Number(m[2]), m[3]!);
      const outcome = engine.weigh(sessionId, itemId, `cli:${digest}:${i + 1}`, { grams });
      if (outcome.repeated) summary.repeated++;
      else summary.weighed++;
    } catch (err) {
      if (!isUserFacing(err)) throw err;
      refuse(err.code, err.message);
    }
  });
  return summary;
}
