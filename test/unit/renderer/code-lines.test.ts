// Process: test (renderer logic under node). Lists of codes as the screens read them: one a line whatever the line
// endings, blank lines skipped, lines too long refused by number with a message that says what was left out.
import { describe, expect, it } from 'vitest';
import { chunks, codeLines, tooLongMessage } from '../../../renderer/src/lib/code-lines';

describe('codeLines', () => {
  it('reads one code a line, trimmed, over any line ending, skipping blank lines', () => {
    const read = codeLines(' 0614141123452\r\n\r\n3034257BF7194E4000001A85\rSKU-1 \n\n  \nlast', 30);
    expect(read).toEqual({
      codes: ['0614141123452', '3034257BF7194E4000001A85', 'SKU-1', 'last'],
      refused: [],
      lines: 4,
    });
  });

  it('refuses lines longer than a code by their number among the non-blank lines, and keeps the rest', () => {
    const read = codeLines(`A\n\n${'x'.repeat(11)}\nB\n${'y'.repeat(40)}`, 10);
    expect(read.codes).toEqual(['A', 'B']);
    expect(read.refused).toEqual([
      { line: 2, length: 11 },
      { line: 4, length: 40 },
    ]);
    expect(tooLongMessage(read, 10, 'scanned')).toBe(
      'Lines 2, 4 are too long to be codes (at most 10 characters) and were not scanned; the other lines were.',
    );
    expect(tooLongMessage(codeLines(`A\n${'x'.repeat(1_048_577)}`, 500), 500, 'looked up')).toBe(
      'Line 2 is too long to be a code (1,048,577 characters; at most 500) and was not looked up; the other lines were.',
    );
    expect(tooLongMessage(codeLines('x'.repeat(501), 500), 500, 'scanned')).toBe(
      'The pasted text is too long to be a code (501 characters; at most 500): it was not scanned.',
    );
  });

  it('splits a list into runs of at most the given size, in order', () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const runs = chunks(items, 10);
    expect(runs.map((r) => r.length)).toEqual([10, 10, 5]);
    expect(runs.flat()).toEqual(items);
    expect(chunks([], 10)).toEqual([]);
  });
});
