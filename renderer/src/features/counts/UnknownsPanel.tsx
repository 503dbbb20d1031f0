// Process: renderer. Tags and codes that matched no item: assign one to an item found by search (the shared
// ItemPicker: the catalog search of Lookup), or ignore it; the first open one by key (Alt+G assign, Alt+I
// ignore). The open count shows as a badge. An assigned one names the item it went to. A suspect tag (a second
// encoding of a tag identity already counted: a possible clone) is only looked at and ignored: its identity counts
// once, so it is never assigned.
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CountUnknownView } from '../../../../contract/counts';
import { countOf, formatCount } from '../../lib/format';
import { ItemPicker } from '../../shared/ItemPicker';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectUnknownsPanel } from '../../store/selectors/counts';

function AssignSearch({ unknown, onDone }: { unknown: CountUnknownView; onDone: () => void }) {
  const assign = useApp((s) => s.assignCountUnknown);
  return (
    <ItemPicker
      label={`Find the item for ${unknown.raw}`}
      verb="Assign to"
      listLabel="Items to assign"
      onPick={(itemId) => assign(unknown.code, itemId)}
      onPicked={onDone}
      onCancel={onDone}
      autoFocus
    />
  );
}

/** Rows shown at once (open first). */
const UNKNOWNS_SHOWN = 100;

/** What each kind of row is called on the list. */
const KIND_NAME: Record<CountUnknownView['kind'], string> = {
  tag: 'tag',
  barcode: 'barcode',
  case: 'case',
  clone: 'suspect tag',
};

export function UnknownsPanel({ readOnlyList = false }: { readOnlyList?: boolean }) {
  const { unknowns, ignore, readOnly } = useApp(useShallow(selectUnknownsPanel));
  const [assigning, setAssigning] = useState<string | null>(null);
  const open = useMemo(() => unknowns.filter((u) => u.state === 'open'), [unknowns]);
  // Open ones first, and a bounded list: a reader among foreign tags can find hundreds, refetched while reading.
  const shown = useMemo(
    () => [...open, ...unknowns.filter((u) => u.state !== 'open')].slice(0, UNKNOWNS_SHOWN),
    [open, unknowns],
  );
  const editable = !readOnly && !readOnlyList;
  // The keys act on the first open unknown (Alt+I ignore is in count-keys.ts); Alt+G on the first one assignable.
  const first = open[0]?.code ?? null;
  const firstAssignable = open.find((u) => u.kind !== 'clone')?.code ?? null;
  useKeys([{ keys: 'Alt+G', run: () => setAssigning(firstAssignable), when: editable && firstAssignable !== null }]);
  return (
    <section className="unknowns" aria-labelledby="unknowns-title">
      <h2 id="unknowns-title">
        Unknown and suspect{' '}
        <span className={`badge${open.length ? ' badge-warn' : ''}`}>{formatCount(open.length)}</span>
      </h2>
      {unknowns.length === 0 ? (
        <p className="muted">Every scan matched an item.</p>
      ) : (
        <ul className="unknown-list">
          {shown.map((u) => (
            <li
              key={u.code}
              className={`unknown-row state-${u.state}`}
              data-unknown={u.code}
              data-unknown-kind={u.kind}
            >
              <span className="unknown-code">{u.raw}</span>
              <span className="muted">
                {KIND_NAME[u.kind]} · {u.reason} · {u.area} · {countOf(u.reads, 'read')}
              </span>
              {u.state !== 'open' ? (
                <span className="unknown-state" data-unknown-state={u.state}>
                  {u.state === 'ignored'
                    ? 'Ignored'
                    : u.item
                      ? `Assigned to ${[u.item.sku, u.item.description].filter(Boolean).join(' · ')}`
                      : 'Assigned'}
                </span>
              ) : editable && assigning !== u.code ? (
                <span className="row-actions">
                  {u.kind !== 'clone' && (
                    <button
                      type="button"
                      onClick={() => setAssigning(u.code)}
                      aria-keyshortcuts={u.code === firstAssignable ? ariaKeys('Alt+G') : undefined}
                    >
                      Assign to an item… {u.code === firstAssignable && <KeyHint keys="Alt+G" />}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => void ignore(u.code)}
                    aria-keyshortcuts={u.code === first ? ariaKeys('Alt+I') : undefined}
                  >
                    Ignore {u.code === first && <KeyHint keys="Alt+I" />}
                  </button>
                </span>
              ) : null}
              {assigning === u.code && <AssignSearch unknown={u} onDone={() => setAssigning(null)} />}
            </li>
          ))}
        </ul>
      )}
      {unknowns.length > shown.length && (
        <p className="muted">
          Showing {formatCount(shown.length)} of {formatCount(unknowns.length)}, open ones first: assign or ignore these
          to see the rest.
        </p>
      )}
    </section>
  );
}
