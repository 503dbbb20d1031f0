// Process: main (composition, Electron-free). The scale weighing into a count: every reading of the app's scale
// goes through the once-per-placement gate (domain/scale/placement.ts), so a bottle left on the pan is weighed once
// however often the scale repeats its weight. The renderer names the item being counted (the hand-count panel's
// current item) when a stable weight shows; main weighs the placement not yet taken into that item's line
// (domain/counts/weighing.ts: a durable step with its crash point, refusals as coded errors) and answers the scan
// feed's event for it (the weight and the fraction). A bottle's full and empty weights are learnt from the stable
// weight on the pan, or typed.
import type { HandlersOf } from '../../../contract';
import type { countRequests } from '../../../contract/counts';
import { createPlacementGate } from '../../../domain/scale/placement';
import type { ScaleService } from '../../../domain/scale/service';
import { UserError } from '../../../domain/shared/errors';
import type { AppCounts } from './app-counts';

/** The counts requests answered here rather than in handlers.ts: they need the scale. */
export type WeighRequestName = 'counts.shelf.weigh' | 'counts.weights.get' | 'counts.weights.set';
type WeighRequests = Pick<typeof countRequests, WeighRequestName>;

export interface ScaleWeighing {
  handlers: HandlersOf<WeighRequests>;
  stop: () => void;
}

export function createScaleWeighing(scale: Pick<ScaleService, 'listen'>, counts: Pick<AppCounts, 'engine'>) {
  const gate = createPlacementGate();
  const stop = scale.listen(gate.feed);
  const weightsOf = (itemId: string) => {
    const w = counts.engine().weights.weights(itemId);
    return {
      itemId,
      fullGrams: w.fullMg === null ? null : w.fullMg / 1000,
      emptyGrams: w.tareMg === null ? null : w.tareMg / 1000,
    };
  };
  const handlers: HandlersOf<WeighRequests> = {
    'counts.shelf.weigh': ({ sessionId, itemId }) => {
      const engine = counts.engine();
      const placement = gate.take();
      if (!placement) return null;
      const outcome = engine.weigh(sessionId, itemId, placement.id, { grams: placement.grams });
      return {
        shelf: engine.shelf(sessionId),
        itemId,
        grams: outcome.grams,
        fraction: outcome.fraction,
        counted: outcome.counted,
        event: outcome.event,
      };
    },
    'counts.weights.get': ({ itemId }) => weightsOf(itemId),
    'counts.weights.set': ({ itemId, side, grams }) => {
      const engine = counts.engine();
      // The bottle on the pan is learnt, not also weighed into the count (were its placement still waiting).
      const weight = grams ?? (gate.take() ?? gate.current())?.grams;
      if (weight === undefined)
        throw new UserError('no_stable_weight', 'Nothing steady on the scale: wait for the weight to settle.');
      engine.weights.learn(itemId, side, weight);
      return weightsOf(itemId);
    },
  };
  return { handlers, stop } satisfies ScaleWeighing;
}
