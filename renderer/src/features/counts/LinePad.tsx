// Process: renderer. The quantity pad of the selected line: type a count and Enter to set it, + or − (while nothing
// is typed) to add or take one, Esc to go back to scanning. Inline beside the list, not a modal. The count is read in
// main as the hand count reads it ("3 cases + 4", "3c+4", "2.35": cases by the item's case size, decimals at its
// unit's precision, never rounded), and the breakdown shows under the pad ("3 × 12 + 4 = 40"); a count main refuses
// keeps its text and says why (CountMessages). The item's unit is chosen beside it (features/units ItemUnitChoice).
// The typed count belongs to the lines list, so keys typed on the list itself show here.
import type { CountLineView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { useApp } from '../../store/context';
import { ItemUnitChoice } from '../units/ItemUnitChoice';
import { recountWaitingText } from './line-text';

/** A count's text as main reads it: terms of digits and cases joined by + (main has the last word). */
export const PAD_MAX = 100;

interface LinePadProps {
  line: CountLineView;
  text: string;
  setText: (text: string) => void;
  onClose: () => void;
}

export function LinePad({ line, text, setText, onClose }: LinePadProps) {
  const setLineText = useApp((s) => s.setCountLineText);
  const adjust = useApp((s) => s.adjustCountLine);
  const breakdown = useApp((s) => (s.countLineBreakdown?.lineId === line.lineId ? s.countLineBreakdown.text : null));
  const valid = text.trim() !== '' && text.length <= PAD_MAX;
  return (
    <form
      className="line-pad"
      aria-label={`Quantity of ${line.description}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void setLineText(line.lineId, text).then((ok) => ok && setText(''));
      }}
    >
      <div className="pad-what">
        <strong>{line.description}</strong>
        <span className="muted">
          <span className="sku">{line.sku}</span> · {line.area} ·{' '}
          {line.recountEarlier !== undefined ? (
            recountWaitingText(line.recountEarlier)
          ) : (
            <>
              counted <span data-pad-counted>{formatCount(line.counted)}</span>
            </>
          )}
        </span>
        <span className="muted" aria-live="polite" data-pad-breakdown>
          {breakdown ?? ''}
        </span>
      </div>
      <button type="button" onClick={() => void adjust(line.lineId, -1)} disabled={line.counted <= 0}>
        − 1 <kbd>−</kbd>
      </button>
      <label className="inline-label">
        Set to
        <input
          value={text}
          placeholder="3 cases + 4"
          autoComplete="off"
          onChange={(e) => setText(e.target.value.slice(0, PAD_MAX))}
          onKeyDown={(e) => {
            // + and − add or take one only while nothing is typed: in a count, + joins its terms.
            if (e.key === '+' && text === '') {
              e.preventDefault();
              void adjust(line.lineId, 1);
            } else if (e.key === '-' && text === '') {
              e.preventDefault();
              if (line.counted > 0) void adjust(line.lineId, -1);
            } else if (e.key === 'Escape') onClose();
          }}
          aria-invalid={text !== '' && !valid}
        />
      </label>
      <button type="submit" className="primary" disabled={!valid}>
        Set <kbd>Enter</kbd>
      </button>
      <button type="button" onClick={() => void adjust(line.lineId, 1)}>
        + 1 <kbd>+</kbd>
      </button>
      <ItemUnitChoice itemId={line.itemId} description={line.description} />
      <button type="button" onClick={onClose}>
        Done <kbd>Esc</kbd>
      </button>
    </form>
  );
}
