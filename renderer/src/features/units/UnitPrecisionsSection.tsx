// Process: renderer. Settings → Units: the step a count of each unit moves by (its precision: 0.05 of a bottle,
// 0.001 kg), one small form per unit (type the step, Enter sets it). Main keeps them in the journal for every
// session and refuses a step that does not divide one unit evenly (the reason shown under the list); a typed count
// finer than its unit's step is refused, never rounded.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { UnitPrecisionView } from '../../../../contract';
import { formatCount } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useApp } from '../../store/context';
import { selectUnitPrecisionsSection } from '../../store/selectors/units';
import { UNIT_WORDS } from './unit-words';

export function UnitPrecisionsSection() {
  const { precisions, load, error } = useApp(useShallow(selectUnitPrecisionsSection));
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section aria-labelledby="unit-precisions-title" className="unit-precisions">
      <h2 id="unit-precisions-title">Units</h2>
      <p className="muted">
        The step a count of each unit moves by. A count typed finer than its step is refused, never rounded; an open
        bottle weighed is rounded to it.
      </p>
      {precisions ? precisions.map((p) => <PrecisionForm key={`${p.unit}:${p.step}`} precision={p} />) : null}
      <ErrorAlert error={error} />
    </section>
  );
}

function PrecisionForm({ precision }: { precision: UnitPrecisionView }) {
  const set = useApp((s) => s.setUnitPrecision);
  const [text, setText] = useState(String(precision.step));
  const step = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(step) && step > 0 && step <= 1;
  return (
    <form
      className="hand-count-form"
      aria-label={`Precision of ${precision.unit}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void set(precision.unit, step);
      }}
    >
      <label className="inline-label">
        Step of {UNIT_WORDS[precision.unit]}
        <input
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value.replace(',', '.'))}
          aria-invalid={!valid}
          data-unit-step={precision.unit}
        />
      </label>
      <span className="muted">
        {precision.step === precision.defaultStep ? 'the default' : `default ${formatCount(precision.defaultStep)}`}
      </span>
      <button type="submit" disabled={!valid}>
        Set
      </button>
    </form>
  );
}
