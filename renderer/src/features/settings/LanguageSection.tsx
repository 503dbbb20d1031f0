// Process: renderer. Settings: the language every date and time is shown in (date fields included), with an
// example of each, and the fallback currency (an ISO 4217 code, for stores the service gives none). Main
// validates both; its refusal is shown on the field. A language applies at once; the currency on Save or Enter.
import { type FormEvent, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { LANGUAGES, type Language } from '../../../../contract/settings';
import { dayPattern, formatWhen } from '../../lib/dates';
import { errorText } from '../../shared/error-words';
import { useApp } from '../../store/context';
import { selectLanguageSection } from '../../store/selectors/settings';
import './settings.css';

const NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
/** A fixed moment for the example: the format shows, not a clock that moves under the reader. */
const EXAMPLE = new Date(2026, 10, 23, 18, 5);

export function LanguageSection() {
  const id = useId();
  const { language, currency, error, save } = useApp(useShallow(selectLanguageSection));
  const [code, setCode] = useState(currency ?? '');
  const currencyError = error?.fields?.find((f) => f.field.endsWith('currency'))?.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim().toUpperCase();
    void save({ currency: typed || null }).then((ok) => ok && setCode(typed));
  };
  return (
    <section aria-labelledby={`${id}-title`} className="language-settings">
      <h2 id={`${id}-title`}>Language and currency</h2>
      <div className="field">
        <label htmlFor={`${id}-language`}>Language of dates and times</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(e) => void save({ language: e.target.value as Language })}
          aria-describedby={`${id}-example`}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {NAMES.of(l) ?? l} ({l})
            </option>
          ))}
        </select>
        <small id={`${id}-example`} className="hint" data-date-example="">
          Dates show as {formatWhen(EXAMPLE.getTime())}; date fields take {dayPattern()}.
        </small>
      </div>
      <form className="field" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-currency`}>Currency when the service gives none</label>
        <span className="currency-row">
          <input
            id={`${id}-currency`}
            type="text"
            value={code}
            maxLength={3}
            size={5}
            placeholder="EUR"
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={currencyError ? true : undefined}
            aria-describedby={`${id}-currency-hint`}
          />
          <button type="submit">Save currency</button>
        </span>
        <small id={`${id}-currency-hint`} className={currencyError ? 'field-error' : 'hint'} data-currency-error="">
          {currencyError
            ? `Not saved: ${currencyError}.`
            : error
              ? errorText(error)
              : 'A three-letter ISO 4217 code (EUR, USD, GBP); empty for none.'}
        </small>
      </form>
    </section>
  );
}
