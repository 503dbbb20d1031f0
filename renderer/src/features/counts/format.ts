// Process: renderer (pure TS). Figures as the counting screens show them: signed variances
// (units and money, one minus sign) and their tone; counts, money and times are the renderer's one definition in
// lib/format.ts.
import type { CountScope, MoneyCurrency } from '../../../../contract/counts';
import { formatCount, formatMoney, MINUS } from '../../lib/format';

export { countOf, formatCount, formatMoney, formatMoneyCompact, formatTime, formatWhen } from '../../lib/format';

/** The currency code money is shown in (null: no symbol), from a view that carries the store's currency. */
export const currencyCode = (v: { currency?: MoneyCurrency } | null | undefined): string | null =>
  v?.currency?.code ?? null;
/** +3, −2, 0: a variance with its sign (a real minus sign, read well from a distance). */
export const formatSigned = (n: number, f: (x: number) => string = formatCount) =>
  n > 0 ? `+${f(n)}` : n < 0 ? `${MINUS}${f(-n)}` : f(0);
/** +€3.00, −€2.50: a money variance with its sign in the store's currency. */
export const formatMoneySigned = (n: number, currency: string | null) =>
  formatSigned(n, (x) => formatMoney(x, currency));
/** A variance's CSS class beside `variance`: short (red), over (green), none for zero. */
export const varianceTone = (n: number): 'short' | 'over' | '' => (n < 0 ? 'short' : n > 0 ? 'over' : '');
/** What a count covers, in words: "whole store", "categories: Shoes, Bags", "areas counted only". */
export function scopeText(scope: CountScope): string {
  if (scope.kind === 'store') return 'whole store';
  if (scope.kind === 'areas') return 'areas counted only';
  if (scope.kind === 'items') return `${scope.name} (${scope.items} ${scope.items === 1 ? 'item' : 'items'})`;
  return `${scope.categories.length === 1 ? 'category' : 'categories'}: ${scope.categories.join(', ')}`;
}
