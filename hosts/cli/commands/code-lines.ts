// Process: node (CLI). What `count --weights` and `count --typed` share: a file (or stdin) of lines that each start
// with an item's code, walked line by line. Blank lines are skipped; a line that does not match, names no item, or
// whose step refuses it in the user's words is listed with its reason and the rest go on.
import { readFileSync } from 'node:fs';
import type { CountService } from '../../../domain/counts/service';
import { isUserFacing } from '../../../domain/shared/errors';
import type { CliIo } from '../command';

export interface RefusedLine {
  line: number;
  text: string;
  code: string;
  reason: string;
}

/** A file, or stdin for -, whole. */
export async function readAll(path: string, io: CliIo): Promise<string> {
  if (path !== '-') return readFileSync(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Each non-blank line matched by `pattern` (its first group the item's code) with the item found: `step(itemId,
 * match, lineNumber)`. Returns the lines refused; `shape` is what a line should look like, for the reason.
 */
export function forEachCodeLine(
  text: string,
  engine: Pick<CountService, 'itemOfCode'>,
  pattern: RegExp,
  shape: string,
  step: (itemId: string, match: RegExpExecArray, line: number) => void,
): RefusedLine[] {
  const refused: RefusedLine[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const refuse = (code: string, reason: string) => void refused.push({ line: i + 1, text: line, code, reason });
    const m = pattern.exec(line);
    const itemId = m ? engine.itemOfCode(m[1]!) : null;
    if (!m) refuse('invalid_argument', `Not ${shape}.`);
    else if (!itemId) refuse('not_found', `No item with code ${m[1]} in the catalog.`);
    else
      try {
        step(itemId, m, i + 1);
      } catch (err) {
        if (!isUserFacing(err)) throw err;
        refuse(err.code, err.message);
      }
  }
  return refused;
}
