// Process: test (node). Plans, review, recount and accuracy end to end against the real local service, on two PCs: a
// due plan starts its scoped count; the review judges it by the store's tolerances; the item beyond tolerance goes back
// for a recount (status 3 at the service, the other PC sees the list, others refused); the recount replaces the earlier
// count; finalizing moves the plan's next due date and stores the count's accuracy from the recounted figures.
import { describe, expect, it } from 'vitest';
import { recordAccuracy } from '../../../domain/accuracy/on-finalize';
import { openAccuracyStore } from '../../../domain/accuracy/store';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import { createPlanService } from '../../../domain/plans/plan-service';
import { planDueDates } from '../../../domain/plans/plan-sessions';
import { catalogStockValues } from '../../../domain/plans/stock-values';
import { NOT_LISTED } from '../../../domain/review/recount-list';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import { countsOnService, epcEvents, startEngines, type TestCountEngine } from '../counts/harness';

let a: TestCountEngine;
let b: TestCountEngine;
startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});

const serials = (from: number, n: number) => Array.from({ length: n }, (_, k) => from + k);

describe('plan, review, recount, finalize, accuracy', () => {
  it('counts a due plan, recounts what is beyond tolerance, moves the plan and stores the accuracy', async () => {
    const item0 = a.items[0]!.id;
    const category = catalogItemFacts(a.catalog.db)([item0], a.storeId)[0]!.category;
    createToleranceStore(a.journal).set(a.storeId, { default: { units: 1 } });
    const plans = createPlanService({
      journal: a.journal,
      stock: catalogStockValues(a.catalog.db),
      counts: a.service,
      today: () => '2026-11-25',
    });
    const accuracy = openAccuracyStore(a.journal);
    // Wired as the app and the CLI wire them: listeners of counting's reconciler of finished counts.
    const stop = [
      a.service.onFinishedCounts(recordAccuracy(accuracy.store)),
      a.service.onFinishedCounts(planDueDates(a.journal, { today: () => '2026-11-25' })),
    ];
    try {
      const plan = plans.add({
        storeId: a.storeId,
        name: 'Category weekly',
        what: { kind: 'scope', scope: { kind: 'categories', categories: [category] } },
        every: { kind: 'interval', n: 1, unit: 'weeks' },
        firstDue: '2026-11-24',
      });
      expect(plans.list(a.storeId).plans.find((p) => p.id === plan.id)).toMatchObject({ due: true, overdue: true });
      const s = await plans.start(plan.id);
      expect(s.scope).toEqual({ kind: 'categories', categories: [category] });

      // One tag first, to read the item's expected on-hand from the review; then two more than expected: beyond a
      // one-unit tolerance whatever the on-hand.
      a.service.ingest(s.id, epcEvents([a.epc(0, 1)]));
      const expected = a.service
        .reviewLines(s.id, accuracy.tolerancesOf(a.storeId))
        .lines.find((l) => l.itemId === item0)!.expected;
      a.service.ingest(s.id, epcEvents(serials(2, expected + 1).map((n) => a.epc(0, n))));
      expect(await a.service.flush()).toBe(true);
      const review = a.service.reviewLines(s.id, accuracy.tolerancesOf(a.storeId), true);
      expect(review.lines.map((l) => [l.itemId, l.counted, l.verdict])).toEqual([[item0, expected + 2, 'beyond']]);
      await b.service.openSession(s.id);

      // Back for a recount: Recount at the service, B sees the list and may count only the listed item.
      await a.service.requestRecount(s.id, [item0]);
      expect(await a.service.flush()).toBe(true);
      expect((await a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Recount);
      await b.service.refreshSession(s.id);
      expect(b.service.session(s.id).status).toBe('Recount');
      expect(b.service.recountList(s.id).items.map((i) => i.itemId)).toEqual([item0]);
      expect(b.service.ingest(s.id, epcEvents([b.epc(1, 1)])).events[0]?.message).toBe(NOT_LISTED);

      // The recount on A: exactly the on-hand, with tags already counted once (they count again), replacing the
      // earlier count; the audit keeps both.
      a.service.ingest(s.id, epcEvents(serials(1, expected).map((n) => a.epc(0, n))));
      expect(await a.service.flush()).toBe(true);
      expect((await countsOnService(a.api, s.id)).byItem.get(item0)).toBe(expected);
      const audit = a.journal
        .prepare('SELECT source, before, after FROM count_audit WHERE session_id = ? AND item_id = ? ORDER BY id')
        .all(s.id, item0) as { source: string; before: number; after: number }[];
      expect(audit.find((r) => r.source === 'recount')).toMatchObject({ before: expected + 2, after: 0 });
      expect(audit.at(-1)?.after).toBe(expected);
      expect((await a.service.finalizePreview(s.id)).notRecounted).toBe(0);

      expect(await a.service.finalize(s.id, false)).toMatchObject({ ok: true, status: 'Finalized' });
      expect(plans.list(a.storeId).plans.find((p) => p.id === plan.id)).toMatchObject({
        lastDone: '2026-11-25',
        nextDue: '2026-12-01',
        due: false,
      });
      // The accuracy of the count as finalized: the one counted item of the scope, within and exact after its
      // recount.
      expect(
        a.journal.prepare('SELECT items, within, exact FROM accuracy_counts WHERE session_id = ?').get(s.id),
      ).toMatchObject({ items: 1, within: 1, exact: 1 });
    } finally {
      for (const off of stop) off();
    }
  }, 120_000);
});
