// Process: test (node). The variance chart's value axis: zero inside, round steps, no two ticks alike.
import { describe, expect, it } from 'vitest';
import { valueAxis } from '../../../renderer/src/lib/chart-axis';
import { formatMoneyCompact } from '../../../renderer/src/lib/format';

describe('the variance chart axis', () => {
  it('one category short by $1,004.79: from −$1.5K to $0 in steps of $500, each tick its own words', () => {
    const { domain, ticks } = valueAxis(-1004.79, -1004.79);
    expect(domain).toEqual([-1500, 0]);
    expect(ticks).toEqual([-1500, -1000, -500, 0]);
    const words = ticks.map((t) => formatMoneyCompact(t, 'USD'));
    expect(words).toEqual(['\u2212$1.5K', '\u2212$1K', '\u2212$500', '$0']);
  });

  it('both signs, exact round ends, tiny and zero variances', () => {
    expect(valueAxis(-1000, 250).ticks).toEqual([-1000, -500, 0, 500]);
    expect(valueAxis(-3.5, 0).ticks).toEqual([-4, -3, -2, -1, 0]);
    expect(valueAxis(0, 0)).toEqual({ domain: [-1, 1], ticks: [-1, 0, 1] });
    for (const [lo, hi] of [
      [-2_345_678.9, 12_000],
      [-0.37, 0.12],
      [0, 987.65],
    ] as const) {
      const { domain, ticks } = valueAxis(lo, hi);
      expect(ticks).toContain(0);
      expect(domain[0]).toBeLessThanOrEqual(lo);
      expect(domain[1]).toBeGreaterThanOrEqual(hi);
      expect(new Set(ticks.map((t) => formatMoneyCompact(t, 'EUR'))).size).toBe(ticks.length);
    }
  });
});
