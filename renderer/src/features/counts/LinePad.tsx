// Process: renderer. The quantity pad of the selected line: type a number and Enter to set it, + or − to add or
// take one, Esc to go back to scanning. Inline beside the list, not a modal. The typed quantity belongs to the
// lines list, so digits typed on the list itself show here.
import type { CountLineView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { useApp } from '../../store/context';
import { recountWaitingText } from './line-text';

interface LinePadProps {
  line: CountLineView;
  text: string;
  setText: (text: string) => void;
  onClose: () => void;
}

export function LinePad({ line, text, setText, onClose }: LinePadProps) {
  const setLine = useApp((s) => s.setCountLine);
  const adjust = useApp((s) => s.adjustCountLine);
  const qty = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(qty) && qty >= 0 && qty <= 1_000_000;
  return (
    <form
      className="line-pad"
      aria-label={`Quantity of ${line.description}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void setLine(line.lineId, qty).then((ok) => ok && setText(''));
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
      </div>
      <button type="button" onClick={() => void adjust(line.lineId, -1)} disabled={line.counted <= 0}>
        − 1 <kbd>−</kbd>
      </button>
      <label className="inline-label">
        Set to
        <input
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, ''))}
          onKeyDown={(e) => {
            if (e.key === '+') {
              e.preventDefault();
              void adjust(line.lineId, 1);
            } else if (e.key === '-') {
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
      <button type="button" onClick={onClose}>
        Done <kbd>Esc</kbd>
      </button>
    </form>
  );
}
