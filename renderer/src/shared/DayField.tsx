// Process: renderer. A day typed in the app's format (Settings: language), never the browser's: a native
// <input type="date"> shows the browser's locale (mm/dd next to our dd/mm). Kept as yyyy-mm-dd, shown and read as
// lib/dates.ts says; a text that is no real day is marked on the field and not passed on.
import { useId, useState } from 'react';
import { dayPattern, formatDay, parseDay } from '../lib/dates';

export function DayField(props: {
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  /** A real day as yyyy-mm-dd, '' when emptied, null while the text is no day. */
  onChange: (day: string | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => formatDay(props.value));
  const pattern = dayPattern();
  const bad = text.trim() !== '' && parseDay(text) === null;
  return (
    <label>
      {props.label}
      <input
        type="text"
        inputMode="numeric"
        value={text}
        placeholder={pattern}
        size={11}
        onChange={(e) => {
          setText(e.target.value);
          props.onChange(e.target.value.trim() ? parseDay(e.target.value) : '');
        }}
        onBlur={() => {
          const day = parseDay(text);
          if (day) setText(formatDay(day));
        }}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={bad ? true : undefined}
        aria-describedby={`${id}-hint`}
        data-day-field=""
      />
      <small id={`${id}-hint`} className={bad ? 'field-error' : 'visually-hidden'}>
        {bad ? `Type a day as ${pattern}` : `As ${pattern}`}
      </small>
    </label>
  );
}
