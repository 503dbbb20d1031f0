// Process: renderer. The way to the working store's accuracy history: from the Counts home and from a review.
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectAccuracyButton } from '../../store/selectors/accuracy';

export function AccuracyButton() {
  const { open, busy } = useApp(useShallow(selectAccuracyButton));
  return (
    <button type="button" disabled={busy} onClick={() => void open()}>
      Accuracy history
    </button>
  );
}
