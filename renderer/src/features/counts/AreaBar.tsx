// Process: renderer. The active area, large, with the switcher (F2 = next area), a new area (Alt+A), and a recount
// (Alt+C) of an
// area behind an inline confirmation that says what will be replaced (never a modal: it would take the scanner's
// keystrokes).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectAreaBar } from '../../store/selectors/counts';

export function AreaBar() {
  const { session, switchArea, addArea, recount } = useApp(useShallow(selectAreaBar));
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  useKeys([
    { keys: 'Alt+A', run: () => setAdding(true), when: !!session },
    { keys: 'Alt+C', run: () => setConfirming(true), when: !!session },
  ]);
  if (!session) return null;
  const area = session.activeArea;
  return (
    <div className="area-bar">
      <div className="area-now">
        <span className="area-label">Area</span>
        <span className="area-name" data-area={area}>
          {area}
        </span>
      </div>
      <label className="inline-label">
        Switch area <KeyHint keys="F2" />
        <select value={area} onChange={(e) => void switchArea(e.target.value)}>
          {session.areas.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      {adding ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            const n = name.trim();
            if (!n) return;
            void addArea(n).then((ok) => {
              if (!ok) return;
              setAdding(false);
              setName('');
              void switchArea(n);
            });
          }}
        >
          <input
            aria-label="New area name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setAdding(false)}
            // biome-ignore lint/a11y/noAutofocus: the user just asked to name a new area
            autoFocus
          />
          <button type="submit">Add and switch</button>
        </form>
      ) : (
        <button type="button" onClick={() => setAdding(true)} aria-keyshortcuts={ariaKeys('Alt+A')}>
          Add area <KeyHint keys="Alt+A" />
        </button>
      )}
      {confirming ? (
        <fieldset className="inline-confirm" onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}>
          <legend className="visually-hidden">Confirm recount</legend>
          <span>
            Recount <strong>{area}</strong>: this PC's counts in {area} go back to zero and its tags are forgotten.
            Other areas stay as they are.
          </span>
          <button
            type="button"
            className="danger"
            onClick={() => void recount(area).then(() => setConfirming(false))}
            // biome-ignore lint/a11y/noAutofocus: the user just asked to recount; Enter confirms, Esc keeps
            autoFocus
          >
            Recount {area} <KeyHint keys="Enter" />
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep counts <KeyHint keys="Esc" />
          </button>
        </fieldset>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} aria-keyshortcuts={ariaKeys('Alt+C')}>
          Recount area… <KeyHint keys="Alt+C" />
        </button>
      )}
    </div>
  );
}
