// Process: test (renderer logic under node). The plans slice against an in-memory fake of the contract: the list is
// read for the working store and again after each change; a plan is added with the working store, edited by id;
// a refusal is kept for the screen and the list left as it was; Start starts the plan's count and opens it on the
// counting screen; the ABC proposal and its settings.
import { beforeEach, describe, expect, it } from 'vitest';
import type { AbcProposalView, PlanListView, PlanView } from '../../../contract/plans';
import { createAppStore } from '../../../renderer/src/store';
import { answerSessionOpen, SID, STORE, sessionView } from './count-fixtures';
import { createFakeApi, type FakeApi } from './fake-api';

const PLAN = '33333333-3333-4333-8333-333333333333';
const plan = (v: Partial<PlanView> = {}): PlanView => ({
  id: PLAN,
  storeId: STORE.id,
  name: 'Shoes weekly',
  what: { kind: 'scope', scope: { kind: 'categories', categories: ['Shoes'] } },
  every: { kind: 'interval', n: 1, unit: 'weeks' },
  nextDue: '2026-11-23',
  lastDone: null,
  due: true,
  overdue: true,
  dueItems: 40,
  classWeeks: null,
  ...v,
});
const draft = {
  name: 'Shoes weekly',
  what: plan().what,
  every: plan().every,
  firstDue: '2026-11-23',
};

let api: FakeApi;
let store: ReturnType<typeof createAppStore>;
let list: PlanListView;
beforeEach(() => {
  api = createFakeApi();
  store = createAppStore(api);
  store.setState({ workingStore: STORE });
  list = { today: '2026-11-25', plans: [] };
  api.respond('plans.list', () => ({ ok: true, value: list }));
});
const calls = (name: string) => api.calls.filter((c) => c.name === name).map((c) => c.args);

describe('plans slice', () => {
  it('adds a plan for the working store and reads the list again; edits by id', async () => {
    api.respond('plans.add', () => {
      list = { ...list, plans: [plan()] };
      return { ok: true, value: plan() };
    });
    api.respond('plans.edit', () => ({ ok: true, value: plan({ name: 'Shoes fortnightly' }) }));
    await store.getState().loadPlans();
    expect(store.getState().plans?.plans).toEqual([]);
    expect(await store.getState().savePlan(draft)).toBe(true);
    expect(calls('plans.add')).toEqual([{ ...draft, storeId: STORE.id }]);
    expect(store.getState().plans?.plans.map((p) => p.name)).toEqual(['Shoes weekly']);
    expect(await store.getState().savePlan({ ...draft, name: 'Shoes fortnightly' }, PLAN)).toBe(true);
    expect(calls('plans.edit')).toEqual([{ ...draft, name: 'Shoes fortnightly', planId: PLAN }]);
    expect(calls('plans.list')).toHaveLength(3);
    expect(store.getState().planBusy).toBe(false);
  });

  it('keeps a refusal for the screen and leaves the list as it was', async () => {
    api.respond('plans.add', () => ({
      ok: false,
      error: { code: 'bad_input', message: 'The store already has a plan "Shoes weekly"' },
    }));
    expect(await store.getState().savePlan(draft)).toBe(false);
    expect(store.getState().planError?.message).toMatch(/already has a plan/);
    expect(calls('plans.list')).toEqual([]);
  });

  it("starts a plan's count and opens it on the counting screen", async () => {
    api.respond('plans.start', () => ({ ok: true, value: sessionView() }));
    answerSessionOpen(api, () => sessionView({ description: 'Shoes weekly (count plan, 25/11/2026)' }));
    expect(await store.getState().startPlan(PLAN)).toBe(true);
    expect(calls('plans.start')).toEqual([{ planId: PLAN }]);
    expect(calls('counts.sessions.open')).toEqual([{ sessionId: SID }]);
    expect(store.getState().countsScreen).toBe('counting');
    expect(store.getState().countSession?.description).toBe('Shoes weekly (count plan, 25/11/2026)');
  });

  it('reads the ABC proposal for the working store; saving settings reads it and the plans again', async () => {
    const settings = { cuts: { a: 0.7, b: 0.9 }, frequencies: { A: 2, B: 8, C: 26 } };
    const proposal = { settings, weeks: [] } as unknown as AbcProposalView;
    api.respond('plans.abc.proposal', () => ({ ok: true, value: proposal }));
    api.respond('plans.abc.settings.set', (a) => ({ ok: true, value: a.settings }));
    await store.getState().loadAbcProposal();
    expect(calls('plans.abc.proposal')).toEqual([{ storeId: STORE.id, weeks: 8 }]);
    expect(await store.getState().saveAbcSettings(settings)).toBe(true);
    expect(calls('plans.abc.settings.set')).toEqual([{ storeId: STORE.id, settings }]);
    expect(calls('plans.abc.proposal')).toHaveLength(2);
    expect(calls('plans.list')).toHaveLength(1);
    expect(store.getState().abcProposal).toBe(proposal);
  });
});
