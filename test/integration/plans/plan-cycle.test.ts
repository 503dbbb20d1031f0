// Process: test (node). A count plan's cycle against the real local service, on two PCs (two journals, two
// signed-in clients): a plan is due, starting it makes a scoped session named after the plan and the day, the
// count is finalized and the plan's next due date moves (counting's reconciler of finished counts, wired as the app
// and the CLI wire it). Also when the finalize is read back from another PC, and when it happened while nothing
// listened (a restart): the journal's plan<->session link catches it up when the listener is added again.
// An ABC plan's weekly slice is an item-list scope: exactly those items are expected and missing.
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/settings';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import { abcProposal, abcSettingsOf } from '../../../domain/plans/abc-proposal';
import { createPlanService, type PlanService } from '../../../domain/plans/plan-service';
import { planDueDates } from '../../../domain/plans/plan-sessions';
import { catalogStockValues } from '../../../domain/plans/stock-values';
import { fileOf } from '../../../domain/sqlite/open';
import { epcEvents, startEngines, type TestCountEngine } from '../counts/harness';

let a: TestCountEngine;
let b: TestCountEngine;
let day = '2026-11-25';
/** How to stop each plan listener a test added. */
const listening: (() => void)[] = [];

startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});
afterEach(() => {
  for (const off of listening.splice(0)) off();
});

/** The plan service, and the plans' listener of the engine's reconciler (it catches up at once). */
function plansOn(e: TestCountEngine, language?: Language): PlanService {
  listening.push(e.service.onFinishedCounts(planDueDates(e.journal, { today: () => day })));
  return createPlanService({
    journal: e.journal,
    stock: catalogStockValues(e.catalog.db),
    // The proposal computed off main from the catalog file, as the app does (domain/offload).
    stockFile: () => fileOf(e.catalog.db),
    counts: e.service,
    today: () => day,
    ...(language ? { language: () => language } : {}),
  });
}

describe('count plans against the local service', () => {
  it('a due category plan starts a scoped session; finalizing it moves the next due date, also after a restart', async () => {
    day = '2026-11-25';
    const plans = plansOn(a);
    const category = catalogItemFacts(a.catalog.db)([a.items[0]!.id], a.storeId)[0]!.category;
    const plan = plans.add({
      storeId: a.storeId,
      name: 'Weekly category',
      what: { kind: 'scope', scope: { kind: 'categories', categories: [category] } },
      every: { kind: 'interval', n: 1, unit: 'weeks' },
      firstDue: '2026-11-23',
    });
    const listed = plans.list(a.storeId).plans.find((p) => p.id === plan.id)!;
    expect(listed).toMatchObject({ due: true, overdue: true, nextDue: '2026-11-23' });
    expect(listed.dueItems).toBeGreaterThan(0);

    const s = await plans.start(plan.id);
    expect(s.scope).toEqual({ kind: 'categories', categories: [category] });
    // Named with its day as the Settings language writes it (the default here, en-GB), never ISO.
    expect(s.description).toBe('Weekly category (count plan, 25/11/2026)');
    // Started again before it is finished: the same count, not a second one.
    expect((await plans.start(plan.id)).id).toBe(s.id);

    a.service.ingest(s.id, epcEvents([a.epc(0, 1)]));
    expect(await a.service.flush()).toBe(true);
    expect((await a.service.finalize(s.id, true)).ok).toBe(true);
    // Reconciled at once after the finalize: one step past the day of the count.
    expect(plans.list(a.storeId).plans.find((p) => p.id === plan.id)).toMatchObject({
      nextDue: '2026-11-30',
      lastDone: '2026-11-25',
      due: false,
      overdue: false,
    });

    // The next count finalized while no plan listener is there (the app was closed or killed): caught up when it
    // is added again (the engine's start).
    day = '2026-12-01';
    const s2 = await plans.start(plan.id);
    expect(s2.id).not.toBe(s.id);
    for (const off of listening.splice(0)) off();
    a.service.ingest(s2.id, epcEvents([a.epc(0, 2)]));
    expect(await a.service.flush()).toBe(true);
    expect((await a.service.finalize(s2.id, true)).ok).toBe(true);
    expect(plans.list(a.storeId).plans.find((p) => p.id === plan.id)!.nextDue).toBe('2026-11-30');
    const restarted = plansOn(a);
    expect(restarted.list(a.storeId).plans.find((p) => p.id === plan.id)).toMatchObject({
      nextDue: '2026-12-07',
      lastDone: '2026-12-01',
    });
    // Reconciled again (a refresh, a finalize again): it does not move twice.
    await a.service.refreshSession(s2.id);
    expect((await a.service.finalize(s2.id, true)).ok).toBe(true);
    expect(restarted.list(a.storeId).plans.find((p) => p.id === plan.id)!.nextDue).toBe('2026-12-07');
  }, 60_000);

  it("an ABC plan counts exactly this week's items; another PC finalizes it and the plan moves on the first", async () => {
    day = '2026-11-25';
    const plans = plansOn(a, 'de-DE');
    const proposal = await plans.proposal(a.storeId, 4);
    expect(proposal.byClass.A.items).toBeGreaterThan(0);
    // The worker's answer is the one main computes from the same catalog.
    const stock = catalogStockValues(a.catalog.db)(a.storeId);
    expect(proposal).toEqual(abcProposal(stock, abcSettingsOf(a.journal, a.storeId), day, 4));
    const plan = plans.add({
      storeId: a.storeId,
      name: 'A items',
      what: { kind: 'abc', abcClass: 'A' },
      every: { kind: 'abc' },
      firstDue: day,
    });
    const listed = plans.list(a.storeId).plans.find((p) => p.id === plan.id)!;
    expect(listed.dueItems).toBe(proposal.weeks[0]!.byClass.A);
    expect(listed.dueItems).toBeGreaterThan(0);
    // It follows its class: the list gives the class's weeks, so every screen can say "every 4 weeks".
    expect(listed.classWeeks).toBe(proposal.byClass.A.weeks);

    const s = await plans.start(plan.id);
    expect(s.scope).toMatchObject({ kind: 'items', items: listed.dueItems });
    // Its day and its week's Monday in the Settings language (German here).
    expect(s.description).toBe('A items (count plan, 25.11.2026)');
    expect(s.scope.kind === 'items' && s.scope.name).toMatch(/^A items, week of \d{2}\.\d{2}\.2026$/);
    if (s.scope.kind !== 'items') throw new Error('not an item list');
    const listedIds = new Set(
      (
        a.journal.prepare('SELECT item_id FROM count_scope_items WHERE list_id = ?').all(s.scope.listId) as {
          item_id: string;
        }[]
      ).map((r) => r.item_id),
    );
    expect(listedIds.size).toBe(listed.dueItems);
    // Expected and missing are exactly the listed items the store holds (nothing counted yet).
    const missing = a.service.missing({ sessionId: s.id, offset: 0, limit: 500 });
    if (missing.blind) throw new Error('blind');
    expect(missing.items.length).toBeGreaterThan(0);
    expect(missing.items.every((i) => listedIds.has(i.itemId))).toBe(true);
    expect(missing.total).toBeGreaterThan(0);
    const outside = a.items.find((i) => !listedIds.has(i.id))!;
    await expect(a.service.confirmZero(s.id, [outside.id])).rejects.toThrow(/outside this count's scope/);

    // Another PC opens it: it cannot know the list, so it reads the count as areas only.
    await a.service.flush();
    const onB = await b.service.openSession(s.id);
    expect(onB.scope).toEqual({ kind: 'areas' });
    expect(onB.description).toContain('A items');
    const first = missing.items[0]!;
    const item = a.items.findIndex((i) => i.id === first.itemId);
    if (item >= 0) b.service.ingest(s.id, epcEvents([b.epc(item, 7)]));
    expect(await b.service.flush()).toBe(true);
    expect((await b.service.finalize(s.id, true)).ok).toBe(true);

    // The first PC reads the session back Finalized: the plan's next due date moves a week on.
    await a.service.refreshSession(s.id);
    expect(a.service.session(s.id).status).toBe('Finalized');
    expect(plans.list(a.storeId).plans.find((p) => p.id === plan.id)).toMatchObject({
      nextDue: '2026-12-02',
      lastDone: '2026-11-25',
    });
  }, 60_000);
});
