// Process: test (renderer logic under node). The renderer's one number formatting: grouped counts, money, and a
// counted noun in the singular only for exactly one (the receiving summary once said "1 over-receipts").
import { describe, expect, it } from 'vitest';
import { outboxText } from '../../../renderer/src/features/counts/outbox-text';
import { formatPrice } from '../../../renderer/src/features/lookup/format';
import {
  countOf,
  currencyCode,
  formatCount,
  formatMoney,
  formatMoneyCompact,
  formatMoneySigned,
  formatPercent,
  formatPercentPoint,
  formatSigned,
  percentOf,
  varianceTone,
} from '../../../renderer/src/lib/format';

describe('one percent format', () => {
  it('shows every share with one decimal, a whole percent included, and a dash for no figure', () => {
    expect([formatPercent(0.05), formatPercent(0.8023), formatPercent(1), formatPercent(0)]).toEqual([
      '5.0%',
      '80.2%',
      '100.0%',
      '0.0%',
    ]);
    // Half up at the decimal shown, the same figure a chart plots for the share.
    expect([formatPercent(0.12345), percentOf(0.12345)]).toEqual(['12.3%', 12.3]);
    expect(formatPercent(0.99951)).toBe('100.0%');
    expect(formatPercent(null)).toBe('—');
    // A chart's axis or point, already in percent, reads as the table beside it does.
    expect([formatPercentPoint(25), formatPercentPoint(80.2)]).toEqual(['25.0%', '80.2%']);
  });
});

describe('shared number format', () => {
  it("counts with grouping, money with two decimals, a catalog price as lib's money in the store's currency", () => {
    expect(formatCount(1024)).toBe('1,024');
    expect(formatMoney(9.5, null)).toBe('9.50');
    expect(formatPrice(19.99, 'USD')).toBe('$19.99');
    expect(formatPrice(19.99, 'EUR')).toBe('€19.99');
    // No currency known (none from the service, none set): the figure alone, as every money figure then.
    expect(formatPrice(9.5, null)).toBe(formatMoney(9.5, null));
  });

  it("money in the store's currency, one minus sign (U+2212) in counts, money, signed variances and chart axes", () => {
    expect(formatMoney(1024.5, 'USD')).toBe('$1,024.50');
    expect(formatMoney(-3, 'EUR')).toBe('\u2212€3.00');
    expect(formatMoney(-3, null)).toBe('\u22123.00');
    // Rounds to zero: no sign at all, never "−0.00".
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
    expect(formatCount(-1024)).toBe('\u22121,024');
    expect(formatMoneySigned(-2.5, 'EUR')).toBe('\u2212€2.50');
    expect(formatMoneySigned(2.5, 'USD')).toBe('+$2.50');
    expect(formatSigned(-3)).toBe('\u22123');
    expect(formatMoneyCompact(-2500, 'USD')).toBe('\u2212$2.5K');
    expect(formatMoneyCompact(335_000, 'USD')).toBe('$335K');
    expect(formatMoneyCompact(-2500, null)).toBe('\u22122.5K');
    for (const text of [
      formatMoney(-7, 'USD'),
      formatCount(-7),
      formatMoneySigned(-7, null),
      formatMoneyCompact(-7e6, 'EUR'),
    ])
      expect(text).not.toContain('-');
  });

  it('the currency shown comes from the view that carries it; none without one', () => {
    expect(currencyCode({ currency: { code: 'CAD', source: 'service' } })).toBe('CAD');
    expect(currencyCode({ currency: { code: null, source: 'none' } })).toBeNull();
    expect(currencyCode(null)).toBeNull();
  });

  it('countOf: singular for exactly one, the plural otherwise, an irregular plural when given', () => {
    expect(countOf(1, 'over-receipt')).toBe('1 over-receipt');
    expect(countOf(2, 'over-receipt')).toBe('2 over-receipts');
    expect(countOf(0, 'line')).toBe('0 lines');
    expect(countOf(1024, 'line')).toBe('1,024 lines');
    expect(countOf(1, 'change has', 'changes have')).toBe('1 change has');
    expect(countOf(3, 'change has', 'changes have')).toBe('3 changes have');
  });

  it('the outbox words use it', () => {
    const o = {
      pending: 1,
      refused: 0,
      inFlight: 0,
      lastSuccessAt: null,
      lastError: null,
      offline: true,
      mode: 'upsert' as const,
    };
    expect(outboxText(o).text).toBe('Offline: 1 change waiting, nothing is lost');
    expect(outboxText({ ...o, pending: 1340 }).text).toBe('Offline: 1,340 changes waiting, nothing is lost');
  });

  it('a variance shows its sign and its colour by that sign (every variance table, per category and per item)', () => {
    expect([formatSigned(-2), formatSigned(0), formatSigned(1500)]).toEqual(['−2', '0', '+1,500']);
    expect([varianceTone(-2), varianceTone(0), varianceTone(3)]).toEqual(['short', '', 'over']);
  });
});
