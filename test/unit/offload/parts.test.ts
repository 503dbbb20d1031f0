// Process: test (node). A long answer's arrays cut out for the trip across the thread (domain/offload/parts.ts)
// and put back: the answer comes back equal, nested arrays and all, and the answer cut is left untouched.
import { describe, expect, it } from 'vitest';
import { cutParts, joinParts, PART_ROWS } from '../../../domain/offload/parts';

const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ id: `${tag}${i}`, sizes: [i, i + 1] }));

describe('an answer in parts', () => {
  it('cuts out every long array (not the short ones) and puts each back where it was', () => {
    const answer = {
      gone: { rows: rows(PART_ROWS + 3, 'g'), byItem: [{ itemId: 'a', n: 2 }] },
      moved: { rows: rows(PART_ROWS, 'm'), byItem: [] },
      notCovered: 4,
      groups: [rows(PART_ROWS * 2, 'x'), rows(2, 'y')],
      empty: null,
    };
    const before = structuredClone(answer);
    const { rest, arrays, places } = cutParts(answer);
    expect(places.map((p) => p.path.join('.'))).toEqual(['gone.rows', 'moved.rows', 'groups.0']);
    expect(rest).toMatchObject({ gone: { rows: [], byItem: [{ itemId: 'a', n: 2 }] }, groups: [[], rows(2, 'y')] });
    expect(answer).toEqual(before);
    // As main gets them: each array rebuilt from slices of PART_ROWS.
    const received = arrays.map((a) => {
      const out: unknown[] = [];
      for (let at = 0; at < a.length; at += PART_ROWS) out.push(...a.slice(at, at + PART_ROWS));
      return out;
    });
    expect(joinParts(structuredClone(rest), received, places)).toEqual(before);
  });

  it('an answer that is itself a long array, and one with nothing to cut', () => {
    const list = rows(PART_ROWS, 'r');
    const cut = cutParts(list);
    expect(joinParts(cut.rest, cut.arrays, cut.places)).toEqual(list);
    const small = { a: [1, 2, 3], b: 'x' };
    const none = cutParts(small);
    expect(none.places).toEqual([]);
    expect(joinParts(none.rest, none.arrays, none.places)).toEqual(small);
  });
});
