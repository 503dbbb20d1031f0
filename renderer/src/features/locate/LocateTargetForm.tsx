// Process: renderer. The Locate screen's target form: an EPC in hex, or a GTIN with an optional serial range; Locate
// switches the running locate to it (main starts over with the new target's range). Alt+T puts the cursor in it.
import { type FormEvent, useRef, useState } from 'react';
import type { LocateTarget } from '../../../../contract/locate';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { parseTarget } from './target-text';

const TARGET_KEYS = 'Alt+T';

export function LocateTargetForm({ onLocate, busy }: { onLocate: (t: LocateTarget) => void; busy: boolean }) {
  const [code, setCode] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useKeys([{ keys: TARGET_KEYS, run: () => input.current?.select() }]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = parseTarget(code, from, to);
    if (typeof target === 'string') return setProblem(target);
    setProblem(null);
    onLocate(target);
  };

  return (
    <form className="locate-form" onSubmit={submit} aria-label="Another target">
      <label htmlFor="locate-code">
        EPC or GTIN <KeyHint keys={TARGET_KEYS} />
      </label>
      <input
        id="locate-code"
        ref={input}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        aria-keyshortcuts={ariaKeys(TARGET_KEYS)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'locate-code-problem' : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <label htmlFor="locate-from">Serials from</label>
      <input id="locate-from" className="narrow" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <label htmlFor="locate-to">to</label>
      <input id="locate-to" className="narrow" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      <button type="submit" disabled={busy}>
        Locate this
      </button>
      {problem && (
        <p id="locate-code-problem" className="form-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
