// Process: test (renderer logic under node). A plan in words as the plan list shows it: how often always in days
// or weeks (an ABC plan that follows its class says that class's weeks, never "Its class's frequency"), and the
// due day in the app's date format from Settings, the same as every other day on the screens.
import { afterEach, describe, expect, it } from 'vitest';
import { dueText, planEveryText } from '../../../renderer/src/features/plans/plan-text';
import { setDateLanguage } from '../../../renderer/src/lib/dates';
import { formatDay } from '../../../renderer/src/lib/format';

afterEach(() => setDateLanguage('en-GB'));
const scope = { kind: 'scope' as const, scope: { kind: 'store' as const } };
const classC = { kind: 'abc' as const, abcClass: 'C' as const };

describe('plan text', () => {
  it('says how often in days or weeks, an ABC plan following its class included', () => {
    const interval = (n: number, unit: 'days' | 'weeks') => ({
      what: scope,
      every: { kind: 'interval' as const, n, unit },
      classWeeks: null,
    });
    expect(planEveryText(interval(2, 'weeks'))).toBe('Every 2 weeks');
    expect(planEveryText(interval(1, 'weeks'))).toBe('Every week');
    expect(planEveryText(interval(1, 'days'))).toBe('Every day');
    expect(planEveryText({ what: classC, every: { kind: 'abc' }, classWeeks: 26 })).toBe(
      'Every 26 weeks (class C setting)',
    );
    expect(planEveryText({ what: classC, every: { kind: 'abc' }, classWeeks: 1 })).toBe('Every week (class C setting)');
    // Without the figure from main it names where the figure is set rather than guess one.
    expect(planEveryText({ what: classC, every: { kind: 'abc' }, classWeeks: null })).toBe(
      'As set for class C (ABC settings)',
    );
  });

  it('writes the due day in the Settings language, as every other day', () => {
    const plan = { nextDue: '2026-11-23', due: false, overdue: false };
    expect(dueText(plan, '2026-11-20')).toBe('23/11/2026');
    expect(dueText({ ...plan, due: true, overdue: true }, '2026-11-27')).toBe('Overdue since 23/11/2026');
    expect(dueText({ ...plan, due: true }, '2026-11-23')).toBe('Due today');
    setDateLanguage('en-US');
    expect(dueText(plan, '2026-11-20')).toBe('11/23/2026');
    expect(dueText(plan, '2026-11-20')).toBe(formatDay('2026-11-23'));
  });
});
