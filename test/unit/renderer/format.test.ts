// Process: test (renderer logic under node). The renderer's one number formatting: grouped counts, money, and a
// counted noun in the singular only for exactly one (the receiving summary once said "1 over-receipts").
import { describe, expect, it } from 'vitest';
import { formatCount as countsFormat, formatSigned, varianceTone } from '../../../renderer/src/features/counts/format';
import { outboxText } from '../../../renderer/src/features/counts/outbox-text';
import { formatPrice, formatCount as lookupFormat } from '../../../renderer/src/features/lookup/format';
import { countOf, formatCount, formatMoney } from '../../../renderer/src/lib/format';

describe('shared number format', () => {
  it('counts with grouping, money with two decimals, one definition behind both features', () => {
    expect(formatCount(1024)).toBe('1,024');
    expect(formatMoney(9.5)).toBe('9.50');
    expect(countsFormat).toBe(formatCount);
    expect(lookupFormat).toBe(formatCount);
    expect(formatPrice).toBe(formatMoney);
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
