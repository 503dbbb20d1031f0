// Process: main (domain, Electron-free). Count plans as data: what a plan counts, how often, and the pure rules
// for when it is due, when it is overdue and where its next due date moves when one of its counts is finalized.
// Dates are calendar days ('YYYY-MM-DD', the store's own day): a plan is due on a day, not at an instant.
import type { PlanRecord } from '../../contract/plans';
import type { AbcClass } from './abc';
import { dayString, mustDay } from './days';
import { type AbcFrequencies, DEFAULT_ABC_FREQUENCIES } from './schedule';

// The schemas are the contract's (one definition): what a plan counts, how often, a new plan and an edit.
// An ABC plan counts one week's slice of its class each week (schedule.ts): `every` is how long the whole class
// takes, so it is in weeks.
export { IsoDay, PlanEdit, PlanEvery, PlanInput, PlanWhat } from '../../contract/plans';

export interface Plan extends PlanRecord {
  /** The session of the last finalized count of the plan; null before the first. */
  lastSessionId: string | null;
}

/** Days between two due dates of the plan. An ABC plan is due every week (each week's slice of its class). */
export function stepDays(plan: Pick<Plan, 'what' | 'every'>): number {
  if (plan.what.kind === 'abc') return 7;
  if (plan.every.kind !== 'interval') throw new RangeError('Only an ABC plan can follow its class');
  return plan.every.unit === 'weeks' ? plan.every.n * 7 : plan.every.n;
}

/** Weeks an ABC plan takes to count every item of its class once. */
export function cycleWeeks(plan: Pick<Plan, 'what' | 'every'>, freq: AbcFrequencies = DEFAULT_ABC_FREQUENCIES): number {
  if (plan.what.kind !== 'abc') throw new RangeError('Only an ABC plan has a cycle of weeks');
  const cls: AbcClass = plan.what.abcClass;
  return plan.every.kind === 'abc' ? freq[cls] : plan.every.n;
}

export const isDue = (plan: Pick<Plan, 'nextDue'>, today: string): boolean => plan.nextDue <= today;
/** Overdue: the due day has passed without a finalized count (due today is due, not yet overdue). */
export const isOverdue = (plan: Pick<Plan, 'nextDue'>, today: string): boolean => plan.nextDue < today;

/**
 * The next due day after a count of the plan finalized on `doneOn`: the due day moves on by whole steps, so the
 * plan keeps its calendar (a Monday plan stays on Mondays), and past `doneOn`, so a late count does not leave the
 * plan overdue at once. A count finalized early still spends the current due date (it was that date's count).
 */
export function nextDueAfter(plan: Pick<Plan, 'what' | 'every' | 'nextDue'>, doneOn: string): string {
  const step = stepDays(plan);
  const due = mustDay(plan.nextDue);
  const done = mustDay(doneOn);
  const steps = Math.max(1, Math.floor((done - due) / step) + 1);
  return dayString(due + steps * step);
}
