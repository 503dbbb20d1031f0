// Process: renderer. The store's count tolerances, edited on the review: the default (units, percent of expected,
// value) and per category where set (a category's tolerance replaces the default whole). An empty field is no
// limit; nothing set anywhere is zero tolerance (only exact counts are within). Saved with review.tolerances.set.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { TolerancesInput } from '../../../../contract/review';
import { useApp } from '../../store/context';
import { selectToleranceEditor } from '../../store/selectors/review';

type Limits = { units: string; percent: string; value: string };
const FIELDS: [keyof Limits, string][] = [
  ['units', 'Units'],
  ['percent', 'Percent'],
  ['value', 'Value'],
];

/** One empty list (a fresh [] from a selector re-renders forever). */

const asText = (t: { units?: number; percent?: number; value?: number }): Limits => ({
  units: t.units?.toString() ?? '',
  percent: t.percent?.toString() ?? '',
  value: t.value?.toString() ?? '',
});
/** The limits typed, empty ones left out (main checks the numbers and says what is wrong). */
const asLimits = (l: Limits) =>
  Object.fromEntries(
    FIELDS.filter(([k]) => l[k].trim() !== '').map(([k]) => [k, Number(l[k].replace(',', '.'))]),
  ) as TolerancesInput['default'];

function LimitInputs(props: { id: string; label: string; limits: Limits; onChange: (l: Limits) => void }) {
  const { id, label, limits, onChange } = props;
  return (
    <>
      {FIELDS.map(([k, name]) => (
        <td key={k}>
          <input
            id={`${id}-${k}`}
            inputMode="decimal"
            aria-label={`${label}: ${name.toLowerCase()}`}
            value={limits[k]}
            onChange={(e) => onChange({ ...limits, [k]: e.target.value })}
            size={6}
          />
        </td>
      ))}
    </>
  );
}

export function ToleranceEditor({ onDone }: { onDone: () => void }) {
  const { saved, categories, save, busy } = useApp(useShallow(selectToleranceEditor));
  const [dflt, setDflt] = useState<Limits>(() => asText(saved?.default ?? {}));
  const [byCat, setByCat] = useState<Record<string, Limits>>(() =>
    Object.fromEntries(Object.entries(saved?.byCategory ?? {}).map(([c, t]) => [c, asText(t)])),
  );
  const names = [...new Set([...Object.keys(byCat), ...categories.map((c) => c.category)])].sort();

  const submit = async () => {
    const set = Object.entries(byCat).filter(([, l]) => FIELDS.some(([k]) => l[k].trim() !== ''));
    const t: TolerancesInput = { default: asLimits(dflt) };
    if (set.length > 0) t.byCategory = Object.fromEntries(set.map(([c, l]) => [c, asLimits(l)]));
    if (await save(t)) onDone();
  };

  return (
    <form
      className="tolerance-editor"
      aria-labelledby="tolerance-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="tolerance-title">Tolerances of this store</h3>
      <p className="muted">
        A line is within tolerance when its difference fits every limit set: units, percent of expected, and value at
        retail price. An empty field is no limit; a category row replaces the default.
      </p>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Applies to</th>
            {FIELDS.map(([k, name]) => (
              <th key={k} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Store default</th>
            <LimitInputs id="tol-default" label="Store default" limits={dflt} onChange={setDflt} />
          </tr>
          {names.map((c, i) => (
            <tr key={c}>
              <th scope="row">{c}</th>
              <LimitInputs
                id={`tol-cat-${i}`}
                label={c}
                limits={byCat[c] ?? asText({})}
                onChange={(l) => setByCat({ ...byCat, [c]: l })}
              />
            </tr>
          ))}
        </tbody>
      </table>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          Save tolerances
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
