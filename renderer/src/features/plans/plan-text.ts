// Process: renderer (pure TS). A plan in words, as the plan list shows it: what it counts, how often (always as a
// number of days or weeks, an ABC plan that follows its class included), and its due state ("Overdue since
// 23/11/2026", "Due today", or the day, in the app's date format from Settings).
import type { PlanView } from '../../../../contract/plans';
import { formatDay } from '../../lib/dates';

export function planWhatText(p: Pick<PlanView, 'what'>): string {
  if (p.what.kind === 'abc') return `Class ${p.what.abcClass} items (this week's share)`;
  const scope = p.what.scope;
  if (scope.kind === 'store') return 'Whole store';
  if (scope.kind === 'areas') return 'Areas counted only';
  return `${scope.categories.length === 1 ? 'Category' : 'Categories'}: ${scope.categories.join(', ')}`;
}

const everyText = (n: number, unit: 'days' | 'weeks') =>
  n === 1 ? `Every ${unit.slice(0, -1)}` : `Every ${n} ${unit}`;

/** "Every 2 weeks", "Every day"; an ABC plan that follows its class: "Every 26 weeks (class C setting)". */
export function planEveryText(p: Pick<PlanView, 'every' | 'what' | 'classWeeks'>): string {
  if (p.every.kind === 'interval') return everyText(p.every.n, p.every.unit);
  const abcClass = p.what.kind === 'abc' ? p.what.abcClass : '';
  // Main always gives the class's weeks for such a plan; without them say where the figure lives, never guess it.
  if (p.classWeeks === null) return `As set for class ${abcClass} (ABC settings)`;
  return `${everyText(p.classWeeks, 'weeks')} (class ${abcClass} setting)`;
}

export function dueText(p: Pick<PlanView, 'nextDue' | 'due' | 'overdue'>, today: string): string {
  if (p.overdue) return `Overdue since ${formatDay(p.nextDue)}`;
  if (p.due && p.nextDue === today) return 'Due today';
  return formatDay(p.nextDue);
}
