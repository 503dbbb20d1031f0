// Process: renderer. An open bottle of one item weighed on the scale: whenever the scale shows a stable weight and
// the item's full and empty weights are known, main is asked to weigh it into the item's line (main keeps the
// once-per-placement rule, so the repeats of one bottle on the pan add nothing). Answers the item's weights (to
// show and to learn) and the last weighing's words; a refusal's words show in CountMessages (countError).
import { useEffect, useState } from 'react';
import type { ItemWeightsView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { formatWeight } from '../../lib/weight';
import { useApp } from '../../store/context';

const known = (w: ItemWeightsView | null) => w !== null && w.fullGrams !== null && w.emptyGrams !== null;

export function useScaleWeighing(itemId: string | null, description: string) {
  const status = useApp((s) => s.scaleStatus);
  const unit = useApp((s) => s.scaleSettings?.unit ?? 'g');
  const loadWeights = useApp((s) => s.loadItemWeights);
  const weigh = useApp((s) => s.weighOnShelf);
  const [weights, setWeights] = useState<ItemWeightsView | null>(null);
  const [weighed, setWeighed] = useState('');

  useEffect(() => {
    setWeights(null);
    if (itemId === null) return;
    void loadWeights(itemId).then((w) => w && w.itemId === itemId && setWeights(w));
  }, [itemId, loadWeights]);

  // Every stable weight asks main; main weighs a placement once, and answers null for the repeats.
  const stable = status?.state === 'stable' ? status.grams : null;
  const ready = known(weights);
  useEffect(() => {
    if (stable === null || !ready || itemId === null) return;
    void weigh(itemId).then((r) => {
      if (!r) return;
      setWeighed(
        `${description}: ${formatWeight(r.grams, unit)} = ${formatCount(r.fraction)} bottle, ` +
          `${formatCount(r.counted)} counted`,
      );
    });
  }, [stable, ready, itemId, description, unit, weigh]);

  return { weights, setWeights, weighed, unit };
}
