// Process: renderer (pure TS). A plan in words, as the plan list shows it: what it counts, how often, and its due
// state ("Overdue since 23 Nov", "Due today", "Next 30 Nov").
import type { PlanView } from '../../../../contract/plans';

export function planWhatText(p: Pick<PlanView, 'what'>): string {
  if (p.what.kind === 'abc') return `Class ${p.what.abcClass} items (this week's share)`;
  const scope = p.what.scope;
  if (scope.kind === 'store') return 'Whole store';
  if (scope.kind === 'areas') return 'Areas counted only';
  return `${scope.categories.length === 1 ? 'Category' : 'Categories'}: ${scope.categories.join(', ')}`;
}

export function planEveryText(p: Pick<PlanView, 'every'>): string {
  if (p.every.kind === 'abc') return "Its class's frequency";
  const unit = p.every.n === 1 ? p.every.unit.slice(0, -1) : p.every.unit;
  return p.every.n === 1 ? `Every ${unit}` : `Every ${p.every.n} ${unit}`;
}

/** '2026-11-23' as "Mon 23 Nov 2026" (a calendar day: no time zone moves it). */
export function dayText(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return d.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function dueText(p: Pick<PlanView, 'nextDue' | 'due' | 'overdue'>, today: string): string {
  if (p.overdue) return `Overdue since ${dayText(p.nextDue)}`;
  if (p.due && p.nextDue === today) return 'Due today';
  return dayText(p.nextDue);
}
