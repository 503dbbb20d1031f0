// Process: renderer. An open bottle weighed on the scale into the hand-count panel's current item: whenever the
// scale shows a stable weight, main is asked to weigh it into the item's line (main keeps the once-per-placement
// rule, so the repeats of one bottle on the pan add nothing) and the weight and fraction are shown; a refusal shows
// its words (CountMessages). Only an item whose full and empty weights are known is weighed: for the others the
// bottle on the pan is learnt with "Weigh full" / "Weigh empty", or the weights are typed.
import { type FormEvent, useEffect, useState } from 'react';
import type { ItemWeightsView, ShelfLineView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { formatWeight } from '../../lib/weight';
import { useApp } from '../../store/context';

const known = (w: ItemWeightsView | null) => w !== null && w.fullGrams !== null && w.emptyGrams !== null;

export function BottleWeights({ item }: { item: ShelfLineView }) {
  const status = useApp((s) => s.scaleStatus);
  const unit = useApp((s) => s.scaleSettings?.unit ?? 'g');
  const loadWeights = useApp((s) => s.loadItemWeights);
  const setWeight = useApp((s) => s.setItemWeight);
  const weigh = useApp((s) => s.weighOnShelf);
  const [weights, setWeights] = useState<ItemWeightsView | null>(null);
  const [weighed, setWeighed] = useState('');
  const [typed, setTyped] = useState({ full: '', empty: '' });
  const { itemId, description } = item;

  useEffect(() => {
    setWeights(null);
    void loadWeights(itemId).then((w) => w && w.itemId === itemId && setWeights(w));
  }, [itemId, loadWeights]);

  // Every stable weight asks main; main weighs a placement once, and answers null for the repeats.
  const stable = status?.state === 'stable' ? status.grams : null;
  const ready = known(weights);
  useEffect(() => {
    if (stable === null || !ready) return;
    void weigh(itemId).then((r) => {
      if (!r) return;
      setWeighed(
        `${description}: ${formatWeight(r.grams, unit)} = ${formatCount(r.fraction)} bottle, ` +
          `${formatCount(r.counted)} counted`,
      );
    });
  }, [stable, ready, itemId, description, unit, weigh]);

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
