// Process: test (node). Plans as data: the input rules, due and overdue on a day, and where the next due date
// moves when a count of the plan is finalized (early, on the day, late, very late), against hand-counted dates.
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../../../domain/plans/days';
import { cycleWeeks, isDue, isOverdue, nextDueAfter, type Plan, PlanInput, stepDays } from '../../../domain/plans/plan';

const STORE = '11111111-1111-4111-8111-111111111111';
const shirtsEvery2Weeks: Pick<Plan, 'what' | 'every' | 'nextDue'> = {
  what: { kind: 'scope', scope: { kind: 'categories', categories: ['Shirts'] } },
  every: { kind: 'interval', n: 2, unit: 'weeks' },
  nextDue: '2026-11-02', // a Monday
};

describe('plan input', () => {
  it('takes a scope or an ABC class, every N days or weeks, or by class for an ABC plan', () => {
    const ok = (what: unknown, every: unknown) =>
      PlanInput.safeParse({ storeId: STORE, name: 'p', what, every, firstDue: '2026-11-02' }).success;
    expect(ok({ kind: 'scope', scope: { kind: 'areas' } }, { kind: 'interval', n: 10, unit: 'days' })).toBe(true);
    expect(ok({ kind: 'abc', abcClass: 'A' }, { kind: 'abc' })).toBe(true);
    expect(ok({ kind: 'abc', abcClass: 'B' }, { kind: 'interval', n: 8, unit: 'weeks' })).toBe(true);
    // By class only for an ABC plan; an ABC plan's cycle in weeks; the scope is the count's own (CountScope).
    expect(ok({ kind: 'scope', scope: { kind: 'store' } }, { kind: 'abc' })).toBe(false);
    expect(ok({ kind: 'abc', abcClass: 'A' }, { kind: 'interval', n: 30, unit: 'days' })).toBe(false);
    expect(ok({ kind: 'scope', scope: { kind: 'categories', categories: [] } }, { kind: 'abc' })).toBe(false);
    expect(ok({ kind: 'abc', abcClass: 'D' }, { kind: 'abc' })).toBe(false);
    expect(ok({ kind: 'scope', scope: { kind: 'areas' } }, { kind: 'interval', n: 0, unit: 'days' })).toBe(false);
    const badDay = PlanInput.safeParse({
      storeId: STORE,
      name: 'p',
      what: { kind: 'abc', abcClass: 'A' },
      every: { kind: 'abc' },
      firstDue: '2026-02-30',
    });
    expect(badDay.success).toBe(false);
  });

  it('steps an interval plan by its days or weeks and an ABC plan by one week (its weekly slice)', () => {
    expect(stepDays(shirtsEvery2Weeks)).toBe(14);
    expect(stepDays({ ...shirtsEvery2Weeks, every: { kind: 'interval', n: 10, unit: 'days' } })).toBe(10);
    const abc = { what: { kind: 'abc', abcClass: 'B' }, every: { kind: 'abc' } } as const;
    expect(stepDays(abc)).toBe(7);
    expect(cycleWeeks(abc)).toBe(13);
    expect(cycleWeeks(abc, { A: 4, B: 10, C: 26 })).toBe(10);
    expect(cycleWeeks({ ...abc, every: { kind: 'interval', n: 6, unit: 'weeks' } })).toBe(6);
  });
});

describe('due and overdue', () => {
  it('is due on its day and after; overdue only once the day has passed', () => {
    expect(isDue(shirtsEvery2Weeks, '2026-11-01')).toBe(false);
    expect(isDue(shirtsEvery2Weeks, '2026-11-02')).toBe(true);
    expect(isOverdue(shirtsEvery2Weeks, '2026-11-02')).toBe(false);
    expect(isOverdue(shirtsEvery2Weeks, '2026-11-03')).toBe(true);
  });
});

describe('nextDueAfter', () => {
  it('moves one step from the due day when counted on it or early', () => {
    expect(nextDueAfter(shirtsEvery2Weeks, '2026-11-02')).toBe('2026-11-16');
    expect(nextDueAfter(shirtsEvery2Weeks, '2026-10-28')).toBe('2026-11-16');
  });

  it('keeps the calendar when counted late, and lands after the count', () => {
    // Due Mon 2 Nov every 14 days: 16 Nov, 30 Nov, 14 Dec. Counted Wed 4 Nov: 16 Nov. Counted 16 Nov: 30 Nov.
    expect(nextDueAfter(shirtsEvery2Weeks, '2026-11-04')).toBe('2026-11-16');
    expect(nextDueAfter(shirtsEvery2Weeks, '2026-11-16')).toBe('2026-11-30');
    expect(nextDueAfter(shirtsEvery2Weeks, '2026-12-01')).toBe('2026-12-14');
  });

  it('crosses month and year ends on calendar days', () => {
    const daily = { ...shirtsEvery2Weeks, every: { kind: 'interval', n: 10, unit: 'days' }, nextDue: '2026-12-25' };
    expect(nextDueAfter(daily as typeof shirtsEvery2Weeks, '2026-12-25')).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayNumber('2027-02-29')).toBeNull();
  });
});
