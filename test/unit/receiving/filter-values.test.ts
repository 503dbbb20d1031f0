// Process: test (node). The filter quoting contract (domain/api/wire/filter.ts) on its own: what the client writes
// (filterValue) the service reads back exactly (readFilter), for seeded random texts made of the characters that
// matter (quotes, commas, spaces, operators); plain values stay unquoted as notes A shows them; the client's
// lookupProblem names exactly the values no filter finds.
import { describe, expect, it } from 'vitest';
import { FILTER_MAX_CHARS, filterValue, readFilter } from '../../../domain/api/wire/filter';
import { condition, lookupProblem } from '../../../domain/receiving/api-port';
import { prng } from '../../helpers/prng';

const ALPHABET = ['"', "'", ',', ' ', '\t', '\n', '=', '<', '>', '!', 'A', 'b', '7', '-', 'é', '😀'];

describe('filter values', () => {
  it('reads back exactly what filterValue wrote, for 5,000 random texts, alone and between other conditions', () => {
    const rand = prng(18);
    for (let n = 0; n < 5000; n++) {
      const length = Math.floor(rand() * 12);
      const value = Array.from({ length }, () => ALPHABET[Math.floor(rand() * ALPHABET.length)]).join('');
      const text = `vendor=V1,docNumber${rand() < 0.5 ? '=' : '!='}${filterValue(value)},committed=true`;
      const read = readFilter(text);
      expect(read.map((c) => c.name)).toEqual(['vendor', 'docNumber', 'committed']);
      expect(read[1]!.value, JSON.stringify(value)).toBe(value);
    }
  });

  it('leaves plain values as notes A writes them, and quotes only what would not read back', () => {
    expect(filterValue('REC00118')).toBe('REC00118');
    expect(filterValue('PO "A" 7')).toBe('PO "A" 7');
    expect(filterValue('2026-01-01T00:00:00+00:00')).toBe('2026-01-01T00:00:00+00:00');
    expect(filterValue("'X'")).toBe(`"'X'"`);
    expect(filterValue('"Q"')).toBe('"""Q"""');
    expect(filterValue('A,B')).toBe('"A,B"');
    expect(filterValue(' A')).toBe('" A"');
    expect(filterValue('=5')).toBe('"=5"');
    expect(readFilter('lastUpdated>=20260101')).toEqual([{ name: 'lastUpdated', op: '>=', value: '20260101' }]);
  });

  it('names exactly the document numbers no filter finds', () => {
    expect(lookupProblem('docNumber', 'A,"B" ')).toBeNull();
    expect(lookupProblem('docNumber', '')).toMatch(/empty/);
    expect(lookupProblem('docNumber', 'A\u0000B')).toMatch(/NUL/);
    expect(lookupProblem('docNumber', 'A\ud800')).toMatch(/lone UTF-16 surrogate/);
    expect(lookupProblem('docNumber', 'A\ud83d\ude00')).toBeNull();
    const room = FILTER_MAX_CHARS - 'docNumber='.length;
    expect(lookupProblem('docNumber', 'x'.repeat(room))).toBeNull();
    expect(lookupProblem('docNumber', 'x'.repeat(room + 1))).toMatch(/too long/);
    // Quoting counts: 994 quotes are written as 1,990 characters in quotes.
    expect(condition('docNumber', '=', '"'.repeat(994)).length).toBe(FILTER_MAX_CHARS);
    expect(lookupProblem('docNumber', '"'.repeat(995))).toMatch(/too long/);
  });
});
