// Process: test (node). The tolerance rule against hand-computed lines: each limit alone, several at once, per
// category, zero tolerance, an expected of 0, an unknown price, and rounding at the limit.
import { describe, expect, it } from 'vitest';
import { judge, judgeLine, type ToleranceLine, type Tolerances } from '../../../domain/review/tolerance';

const line = (expected: number, counted: number, price: number | null = 10, category = 'Shirts'): ToleranceLine => ({
  category,
  expected,
  counted,
  price,
});

describe('judgeLine', () => {
  it('with no limit set allows only an exact match', () => {
    expect(judgeLine(line(5, 5), {})).toBe('within');
    expect(judgeLine(line(5, 4), {})).toBe('beyond');
  });

  it('checks units, inclusive, either way', () => {
    expect(judgeLine(line(10, 12), { units: 2 })).toBe('within');
    expect(judgeLine(line(10, 8), { units: 2 })).toBe('within');
    expect(judgeLine(line(10, 13), { units: 2 })).toBe('beyond');
  });

  it('checks percent of expected; any variance on an expected 0 is beyond it', () => {
    // 10 expected, 11 counted: 10%.
    expect(judgeLine(line(10, 11), { percent: 10 })).toBe('within');
    expect(judgeLine(line(10, 11), { percent: 9.9 })).toBe('beyond');
    expect(judgeLine(line(0, 1), { percent: 50 })).toBe('beyond');
    expect(judgeLine(line(0, 0), { percent: 50 })).toBe('within');
  });

  it('checks value at the retail price; an unknown price cannot pass a value limit', () => {
    // 3 units x 12.50 = 37.50.
    expect(judgeLine(line(20, 17, 12.5), { value: 37.5 })).toBe('within');
    expect(judgeLine(line(20, 17, 12.5), { value: 37.49 })).toBe('beyond');
    expect(judgeLine(line(20, 17, null), { value: 1000 })).toBe('beyond');
    expect(judgeLine(line(20, 17, null), { units: 3 })).toBe('within');
  });

  it('needs every limit set to hold', () => {
    // 100 expected, 104 counted at 2.00: 4 units, 4%, 8.00.
    const l = line(100, 104, 2);
    expect(judgeLine(l, { units: 5, percent: 5, value: 10 })).toBe('within');
    expect(judgeLine(l, { units: 3, percent: 5, value: 10 })).toBe('beyond');
    expect(judgeLine(l, { units: 5, percent: 3, value: 10 })).toBe('beyond');
    expect(judgeLine(l, { units: 5, percent: 5, value: 7.99 })).toBe('beyond');
  });

  it('does not fail a limit on floating-point rounding', () => {
    // 3 x 0.1 is 0.30000000000000004 in floating point.
    expect(judgeLine(line(3, 0, 0.1), { value: 0.3 })).toBe('within');
  });
});

describe('judge (per category)', () => {
  const tolerances: Tolerances = { default: { units: 1 }, byCategory: { Wine: { value: 50 } } };
  it('uses the category tolerance whole where set, else the default', () => {
    // Wine: 2 bottles at 20.00 = 40.00, within 50 (the default's 1 unit does not apply to Wine).
    expect(judge(line(10, 8, 20, 'Wine'), tolerances)).toBe('within');
    expect(judge(line(10, 7, 20, 'Wine'), tolerances)).toBe('beyond');
    expect(judge(line(10, 8, 20, 'Shirts'), tolerances)).toBe('beyond');
    expect(judge(line(10, 9, 20, 'Shirts'), tolerances)).toBe('within');
  });
});
