// Process: renderer. Settings: replenishment's stale-days limit, the age in whole days past which a back-room
// picture (the count the replenishment list takes the back room from) is flagged stale. Kept in main's settings
// file, which validates it (a whole number of days, 1 to 365); saved on Save or Enter, a refusal shown on the field.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectStaleDaysSection } from '../../store/selectors/settings';

export function StaleDaysSection() {
  const id = useId();
  const { staleDays, error, save } = useApp(useShallow(selectStaleDaysSection));
  const [typed, setTyped] = useState(String(staleDays));
  const [saved, setSaved] = useState(false);
  const [wrong, setWrong] = useState(false);
  // The setting arrives with the settings at start-up, after a first render with the default.
  useEffect(() => setTyped(String(staleDays)), [staleDays]);
  const refused = wrong
    ? 'a whole number of days from 1 to 365'
    : error?.fields?.find((f) => f.field.endsWith('staleDays'))?.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const days = Number(typed.trim());
    const bad = typed.trim() === '' || !Number.isInteger(days) || days < 1 || days > 365;
    setWrong(bad);
    if (!bad) void save({ staleDays: days }).then(setSaved);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="language-settings">
      <h2 id={`${id}-title`}>Replenishment</h2>
      <form className="field" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-days`}>Back-room picture is old after (days)</label>
        <span className="currency-row">
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            step={1}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setSaved(false);
              setWrong(false);
            }}
            aria-invalid={refused ? true : undefined}
            aria-describedby={`${id}-hint`}
            data-stale-days=""
          />
          <button type="submit">Save days</button>
        </span>
        <small id={`${id}-hint`} className={refused ? 'field-error' : 'hint'} role="status">
          {refused
            ? `Not saved: ${refused}.`
            : saved
              ? `Saved: a back-room picture older than ${staleDays} days is flagged on the replenishment list.`
              : 'The replenishment list flags a back-room count older than this; 7 unless set.'}
        </small>
      </form>
    </section>
  );
}
