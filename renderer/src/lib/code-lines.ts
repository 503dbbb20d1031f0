// Process: renderer (pure TS). The codes in a pasted or imported text, as every screen that takes lists reads them:
// one code a line (any line ending), trimmed, blank lines skipped; a line longer than a code can be is refused by
// its number, never sent (main would refuse it, and a huge one would not fit in a message).
import { formatCount } from './format';

export interface CodeLines {
  codes: string[];
  /** Lines too long to be a code, numbered among the non-blank lines (1-based), with their length. */
  refused: { line: number; length: number }[];
  /** Non-blank lines read, kept and refused. */
  lines: number;
}

export function codeLines(text: string, max: number): CodeLines {
  const all = text
    .split(/[\r\n]+/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const refused = all.flatMap((l, i) => (l.length > max ? [{ line: i + 1, length: l.length }] : []));
  return { codes: all.filter((l) => l.length <= max), refused, lines: all.length };
}

/** Splits `items` into runs of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** "Line 2 is too long to be a code (1,048,577 characters; at most 500) and was not <verb>; the other lines were." */
export function tooLongMessage({ refused, lines }: CodeLines, max: number, verb: string): string {
  const limit = formatCount(max);
  if (lines === 1) {
    const length = formatCount(refused[0]!.length);
    return `The pasted text is too long to be a code (${length} characters; at most ${limit}): it was not ${verb}.`;
  }
  if (refused.length === 1) {
    const { line, length } = refused[0]!;
    return `Line ${line} is too long to be a code (${formatCount(length)} characters; at most ${limit}) and was not ${verb}; the other lines were.`;
  }
  return `Lines ${refused.map((r) => r.line).join(', ')} are too long to be codes (at most ${limit} characters) and were not ${verb}; the other lines were.`;
}
