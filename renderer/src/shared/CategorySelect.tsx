// Process: renderer. A category choice with "All categories" first (null): the count's line filter and the
// accuracy history's chart.
import type { FocusEventHandler } from 'react';

export const ALL_CATEGORIES = 'All categories';

export function CategorySelect(props: {
  label: string;
  categories: readonly string[];
  value: string | null;
  onChange: (category: string | null) => void;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
}) {
  return (
    <label className="inline-label">
      {props.label}
      <select
        value={props.value ?? ''}
        onFocus={props.onFocus}
        onChange={(e) => props.onChange(e.target.value || null)}
      >
        <option value="">{ALL_CATEGORIES}</option>
        {props.categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}
