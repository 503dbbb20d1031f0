// Process: test (node). The app's scale weighing (hosts/app/counts/scale-weighing.ts) on a fake scale and engine:
// a bottle left on the pan is weighed into the item once, a refused weighing is not tried again for the same
// placement, and "Weigh full" learns the weight on the pan without also weighing it into the count.
import { describe, expect, it } from 'vitest';
import type { ScaleReading } from '../../../domain/scale/reading';
import { UserError } from '../../../domain/shared/errors';
import { createScaleWeighing } from '../../../hosts/app/counts/scale-weighing';

const SESSION = '11111111-1111-4111-8111-111111111111';
const ITEM = '22222222-2222-4222-8222-222222222222';

function setUp(refuse = false) {
  let feed: (r: ScaleReading) => void = () => undefined;
  const weighed: { id: string; grams: number }[] = [];
  const learnt: { side: string; grams: number }[] = [];
  const engine = {
    weigh(_s: string, _i: string, id: string, r: { grams: number }) {
      if (refuse) throw new UserError('weight_below_tare', 'below the tare');
      weighed.push({ id, grams: r.grams });
      return { lineId: 'l', grams: r.grams, fraction: 0.45, counted: 0.45, repeated: false };
    },
    shelf: () => ({ sessionId: SESSION, area: 'Bar', lines: [], notCounted: 0 }),
    weights: {
      weights: () => ({ fullMg: 1_200_000, tareMg: null }),
      learn: (_i: string, side: string, grams: number) => learnt.push({ side, grams }),
    },
  };
  const w = createScaleWeighing(
    {
      listen: (fn) => {
        feed = fn;
        return () => undefined;
      },
    },
    { engine: () => engine as never },
  );
  let at = 0;
  const put = (state: ScaleReading['state'], grams: number) => feed({ state, grams, at: ++at });
  const weigh = () => w.handlers['counts.shelf.weigh']({ sessionId: SESSION, itemId: ITEM });
  return { w, put, weigh, weighed, learnt };
}

describe('the scale weighing into a count', () => {
  it('weighs a bottle left on the pan once, the next after the pan emptied', async () => {
    const { put, weigh, weighed } = setUp();
    put('stable', 792);
    expect((await weigh())?.fraction).toBe(0.45);
    put('stable', 792);
    expect(await weigh()).toBeNull();
    put('zero', 0);
    put('stable', 640);
    await weigh();
    expect(weighed.map((x) => x.grams)).toEqual([792, 640]);
  });

  it('a refused placement is refused once, not again while the bottle stays on the pan', async () => {
    const { put, weigh } = setUp(true);
    put('stable', 300);
    await expect(async () => weigh()).rejects.toMatchObject({ code: 'weight_below_tare' });
    put('stable', 300);
    expect(await weigh()).toBeNull();
  });

  it('learns a full bottle from the pan (not weighing it too), a typed weight, and refuses with nothing stable', async () => {
    const { w, put, weigh, learnt } = setUp();
    const set = w.handlers['counts.weights.set'];
    await expect(async () => set({ itemId: ITEM, side: 'full' })).rejects.toMatchObject({ code: 'no_stable_weight' });
    put('stable', 1200);
    expect(await set({ itemId: ITEM, side: 'full' })).toEqual({ itemId: ITEM, fullGrams: 1200, emptyGrams: null });
    expect(await weigh()).toBeNull();
    await set({ itemId: ITEM, side: 'empty', grams: 450 });
    expect(learnt).toEqual([
      { side: 'full', grams: 1200 },
      { side: 'empty', grams: 450 },
    ]);
  });
});
