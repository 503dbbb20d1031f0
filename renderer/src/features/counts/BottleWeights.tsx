// Process: renderer. An open bottle weighed on the scale into the hand-count panel's current item
// (use-scale-weighing.ts), the weight and fraction shown; only an item whose full and empty weights are known is
// weighed: for the others the bottle on the pan is learnt with "Weigh full" / "Weigh empty", or the weights typed.
import { type FormEvent, useState } from 'react';
import type { ShelfLineView } from '../../../../contract/counts';
import { formatWeight } from '../../lib/weight';
import { useApp } from '../../store/context';
import { useScaleWeighing } from './use-scale-weighing';

export function BottleWeights({ item }: { item: ShelfLineView }) {
  const setWeight = useApp((s) => s.setItemWeight);
  const [typed, setTyped] = useState({ full: '', empty: '' });
  const { itemId, description } = item;
  const { weights, setWeights, weighed, unit } = useScaleWeighing(itemId, description);

  const learn = async (side: 'full' | 'empty', grams?: number) => {
    const w = await setWeight(itemId, side, grams);
    if (w) setWeights(w);
  };
  const saveTyped = async (e: FormEvent) => {
    e.preventDefault();
    for (const side of ['full', 'empty'] as const) {
      const grams = Number(typed[side]);
      if (typed[side].trim() !== '' && Number.isFinite(grams)) await learn(side, grams);
    }
    setTyped({ full: '', empty: '' });
  };
  const shown = (grams: number | null | undefined) => (grams == null ? 'not set' : formatWeight(grams, unit));

  return (
    <div className="bottle-weights">
      <p className="hand-count-breakdown" aria-live="polite" data-weighed>
        {weighed}
      </p>
      <form className="hand-count-form" onSubmit={(e) => void saveTyped(e)} aria-label="Bottle weights">
        <span data-bottle-weights>
          Bottle of <strong>{description}</strong>: full {shown(weights?.fullGrams)}, empty {shown(weights?.emptyGrams)}
        </span>
        <button type="button" onClick={() => void learn('full')}>
          Weigh full
        </button>
        <button type="button" onClick={() => void learn('empty')}>
          Weigh empty
        </button>
        <label className="inline-label">
          Full (g)
          <input
            inputMode="decimal"
            value={typed.full}
            onChange={(e) => setTyped({ ...typed, full: e.target.value })}
          />
        </label>
        <label className="inline-label">
          Empty (g)
          <input
            inputMode="decimal"
            value={typed.empty}
            onChange={(e) => setTyped({ ...typed, empty: e.target.value })}
          />
        </label>
        <button type="submit">Set weights</button>
      </form>
    </div>
  );
}
