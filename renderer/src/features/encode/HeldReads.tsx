// Process: renderer. Reads made while the "Write tag" panel is open: kept off the screen (the panel and its outcome
// stay), listed here instead with a way to look each up (which leaves the panel).
import { useShallow } from 'zustand/react/shallow';
import { countOf } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectHeldReads } from '../../store/selectors/reader';

/** `leaving`: the panel closes first (its outcome dismissed), as looking a code up moves on from it. */
export function HeldReads({ leaving }: { leaving: () => void }) {
  const { held, setArea, lookup } = useApp(useShallow(selectHeldReads));
  if (!held) return null;
  return (
    <div className="held-reads" data-held-reads={held.reads}>
      <p className="muted">
        Read while this panel is open, not looked up ({countOf(held.reads, 'read')}; the newest first):
      </p>
      <ul>
        {held.codes.map((code) => (
          <li key={code}>
            <button
              type="button"
              onClick={() => {
                leaving();
                setArea('lookup');
                void lookup(code);
              }}
            >
              Look up {code}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
