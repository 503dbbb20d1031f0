// Process: renderer. The unit an item is counted in (each, bottle, kg, l), chosen beside it: on the hand-count
// panel (Alt+K focuses it there, ↑/↓ choose, as any select) and on the count line's quantity pad (Tab from the
// quantity). Main keeps it in the journal for every session (units.item.set); the step and the case size the typed
// counts are read with show beside it.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ITEM_UNITS, type ItemUnitName } from '../../../../contract';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectItemUnitChoice } from '../../store/selectors/units';
import { stepWords, UNIT_WORDS } from './unit-words';

interface ItemUnitChoiceProps {
  itemId: string;
  description: string;
  /** Binds Alt+K to the choice (one screen part binds it: the hand-count panel). */
  withShortcut?: boolean;
}

export function ItemUnitChoice({ itemId, description, withShortcut = false }: ItemUnitChoiceProps) {
  const { itemUnits, load, set, error } = useApp(useShallow(selectItemUnitChoice));
  const select = useRef<HTMLSelectElement | null>(null);
  useEffect(() => {
    void load(itemId);
  }, [itemId, load]);
  useKeys([{ keys: 'Alt+K', run: () => select.current?.focus(), when: withShortcut }]);
  const current = itemUnits[itemId];

  return (
    <span className="item-unit" data-item-unit={current?.unit ?? ''}>
      <label className="inline-label">
        <span>
          Unit
          {withShortcut ? (
            <>
              {' '}
              <KeyHint keys="Alt+K" />
            </>
          ) : null}
        </span>
        <select
          ref={select}
          aria-label={`Unit of ${description}`}
          aria-keyshortcuts={withShortcut ? ariaKeys('Alt+K') : undefined}
          value={current?.unit ?? ''}
          disabled={!current}
          onChange={(e) => void set(itemId, e.target.value as ItemUnitName)}
        >
          {current ? null : <option value="">…</option>}
          {ITEM_UNITS.map((u) => (
            <option key={u} value={u}>
              {UNIT_WORDS[u]}
            </option>
          ))}
        </select>
      </label>{' '}
      {current ? <span className="muted">{stepWords(current.step, current.caseUnits)}</span> : null}
      <ErrorAlert error={error} />
    </span>
  );
}
