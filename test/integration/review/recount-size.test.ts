// Process: test (node). How long a recount of a whole small store takes against the real local service: every
// item with a tag counted once, the review judged (zero tolerance), every line beyond sent back to recount (the
// status, one marker each, this PC's lines as null), and a second PC learning the list on its read-back. Prints
// one JSON line of figures (`npx vitest run test/integration/review/recount-size.test.ts`); bounds are generous.
import { describe, expect, it } from 'vitest';
import { epcEvents, startEngines, type TestCountEngine } from '../counts/harness';

let a: TestCountEngine;
let b: TestCountEngine;
startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});

const seconds = (t0: number) => Math.round(performance.now() - t0) / 1000;

describe('recount size', () => {
  it('sends every beyond line of a store back and a second PC learns the list', async () => {
    const s = await a.service.createSession({
      storeId: a.storeId,
      description: 'Size',
      areas: ['Front'],
      blind: false,
    });
    a.service.ingest(s.id, epcEvents(a.items.map((_, i) => a.epc(i, 1))));
    expect(await a.service.flush()).toBe(true);
    await b.service.openSession(s.id);

    let t0 = performance.now();
    const review = a.service.reviewLines(s.id, { default: {} }, true);
    const reviewSeconds = seconds(t0);
    const ids = review.lines.map((l) => l.itemId);
    t0 = performance.now();
    const list = await a.service.requestRecount(s.id, ids);
    expect(await a.service.flush()).toBe(true);
    const requestSeconds = seconds(t0);
    t0 = performance.now();
    await b.service.refreshSession(s.id);
    const learnSeconds = seconds(t0);
    // Every counted item is judged, and the list is exactly the items whose on-hand (the journal's snapshot, not
    // the review) is not the one counted: zero tolerance. The demo stock has such items, so the list is not empty.
    expect(review.lines.length + review.within).toBe(a.items.length);
    const onHand = new Map(
      (
        a.journal.prepare('SELECT item_id, on_hand FROM count_expected WHERE session_id = ?').all(s.id) as {
          item_id: string;
          on_hand: number;
        }[]
      ).map((r) => [r.item_id, r.on_hand]),
    );
    const differing = a.items.filter((i) => (onHand.get(i.id) ?? 0) !== 1).map((i) => i.id);
    expect(differing.length).toBeGreaterThan(0);
    expect([...ids].sort()).toEqual([...differing].sort());
    expect(list.items.map((i) => i.itemId).sort()).toEqual([...differing].sort());
    expect(
      b.service
        .recountList(s.id)
        .items.map((i) => i.itemId)
        .sort(),
    ).toEqual([...differing].sort());
    console.log(
      JSON.stringify({
        counted: a.items.length,
        judged: review.lines.length + review.within,
        listed: ids.length,
        reviewSeconds,
        requestSeconds,
        learnSeconds,
      }),
    );
    expect(requestSeconds).toBeLessThan(30);
  }, 120_000);
});
