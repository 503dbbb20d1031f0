// Process: test (renderer logic under node). A line's mark in words: an item waiting for its recount says so with
// its earlier count, never "counted zero" (which a line at 0 the service holds, or a confirmed zero, says).
import { describe, expect, it } from 'vitest';
import { lineMarkText, recountWaitingText, waitsForRecount } from '../../../renderer/src/features/counts/line-text';

const line = { zeroConfirmed: false, mine: true, counted: 0 };

describe('a line of the count in words', () => {
  it('says a listed item waits for its recount, with the earlier count, not that it was counted zero', () => {
    expect(lineMarkText({ ...line, recountEarlier: 5 })).toBe(' · waiting for recount (earlier 5)');
    expect(lineMarkText({ ...line, recountEarlier: 1204 })).toBe(' · waiting for recount (earlier 1,204)');
    expect(recountWaitingText(0)).toBe('waiting for recount (earlier 0)');
    expect(waitsForRecount({ recountEarlier: 0 })).toBe(true);
    expect(waitsForRecount({})).toBe(false);
  });

  it('says counted zero for a confirmed zero or a line of this PC back at 0, and nothing for a count', () => {
    expect(lineMarkText(line)).toBe(' · counted zero');
    expect(lineMarkText({ ...line, mine: false, zeroConfirmed: true })).toBe(' · counted zero');
    expect(lineMarkText({ ...line, mine: false })).toBe('');
    expect(lineMarkText({ ...line, counted: 3 })).toBe('');
  });
});
