// Process: test (node). The plan store on a real journal file: add (checked, one name per store), list per
// store soonest first, due on a day, and markDone moving the next due date once per finalized count, kept
// across a reopen.
import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../../../domain/plans/plan-store';
import { journalFiles } from './journal-files';

const STORE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const { journalPath, openAt } = journalFiles('stocktake-plans-');

const shirts = {
  storeId: STORE,
  name: 'Shirts fortnightly',
  what: { kind: 'scope', scope: { kind: 'categories', categories: ['Shirts'] } },
  every: { kind: 'interval', n: 2, unit: 'weeks' },
  firstDue: '2026-11-02',
};
const classA = {
  storeId: STORE,
  name: 'Class A',
  what: { kind: 'abc', abcClass: 'A' },
  every: { kind: 'abc' },
  firstDue: '2026-11-09',
};

describe('plan store', () => {
  it('adds plans and lists them per store, soonest due first', () => {
    const plans = createPlanStore(openAt(journalPath()), 'demo');
    const a = plans.add(classA);
    const s = plans.add(shirts);
    plans.add({ ...shirts, storeId: OTHER });
    expect(s).toMatchObject({ name: 'Shirts fortnightly', nextDue: '2026-11-02', lastDone: null, lastSessionId: null });
    expect(plans.list(STORE).map((p) => p.id)).toEqual([s.id, a.id]);
    expect(plans.list(OTHER)).toHaveLength(1);
    expect(plans.get(a.id)?.what).toEqual({ kind: 'abc', abcClass: 'A' });
  });

  it('refuses an invalid plan and a name the store already uses', () => {
    const plans = createPlanStore(openAt(journalPath()));
    plans.add(shirts);
    expect(() => plans.add(shirts)).toThrow(/already has a plan "Shirts fortnightly"/);
    expect(() => plans.add({ ...shirts, name: 'x', every: { kind: 'abc' } })).toThrow(/Only an ABC plan/);
    expect(() => plans.add({ ...shirts, name: 'x', firstDue: '2026-13-01' })).toThrow();
    expect(plans.list(STORE)).toHaveLength(1);
  });

  it('lists what is due on a day, overdue plans included', () => {
    const plans = createPlanStore(openAt(journalPath()));
    plans.add(shirts);
    plans.add(classA);
    expect(plans.due(STORE, '2026-11-01').map((p) => p.name)).toEqual([]);
    expect(plans.due(STORE, '2026-11-02').map((p) => p.name)).toEqual(['Shirts fortnightly']);
    expect(plans.due(STORE, '2026-11-10').map((p) => p.name)).toEqual(['Shirts fortnightly', 'Class A']);
  });

  it('moves the next due date when a count is finalized, once per session, and keeps it', () => {
    const path = journalPath();
    const plans = createPlanStore(openAt(path));
    const s = plans.add(shirts);
    const a = plans.add(classA);
    // Counted two days late: the plan stays on its Mondays.
    expect(plans.markDone(s.id, 'session-1', '2026-11-04')?.nextDue).toBe('2026-11-16');
    // The same finalized session seen again (a refresh) does not move it twice.
    expect(plans.markDone(s.id, 'session-1', '2026-11-05')?.nextDue).toBe('2026-11-16');
    expect(plans.markDone(a.id, 'session-2', '2026-11-09')?.nextDue).toBe('2026-11-16');
    expect(plans.markDone('no-such-plan', 'session-3', '2026-11-09')).toBeNull();

    const reopened = createPlanStore(openAt(path));
    expect(reopened.get(s.id)).toMatchObject({
      nextDue: '2026-11-16',
      lastDone: '2026-11-04',
      lastSessionId: 'session-1',
    });
    expect(reopened.due(STORE, '2026-11-15')).toEqual([]);
  });
});
