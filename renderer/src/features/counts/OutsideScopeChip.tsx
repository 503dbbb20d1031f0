// Process: renderer. Beside the scope in the count header: how many lines hold an item outside the count's scope
// (a category count or an item list). They still count (processing the count sets their on-hand), so the header says how
// many there are rather than hiding them; the feed marks each one as it is scanned. Hidden when there are none.
// Reads only the number, so a batch of reads re-renders it only when the number changes.
import { countOf } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectOutsideScopeLines } from '../../store/selectors/counts';
import { OUTSIDE_SCOPE } from './feed';

export function OutsideScopeChip() {
  const lines = useApp(selectOutsideScopeLines);
  if (!lines) return null;
  return (
    <span className="outside-scope-chip" data-total="outsideScope">
      {countOf(lines, 'line')} {OUTSIDE_SCOPE}
    </span>
  );
}
