// Process: renderer. The locate meter: strength 0-100 as a <meter> and a number, the raw dBm of the
// leading tag, reads per second and, for an item, how many of its tags are in range. It re-renders on every reading
// (20 a second) and is kept small for that; the tick follows the same strength. `data-seq` carries the reading's
// number, so a test or the benchmark can count the updates that reached the screen.
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectLocateMeter } from '../../store/selectors/locate';
import { useLocateTick } from './use-locate-tick';

const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

export function LocateMeter() {
  const { reading, active, item, muted } = useApp(useShallow(selectLocateMeter));
  const strength = reading?.strength ?? null;
  useLocateTick(strength, muted, active);
  const shown = active ? strength : null;
  return (
    <div className="locate-meter" data-seq={reading?.seq ?? 0} data-strength={shown ?? ''}>
      <meter
        className="locate-bar"
        min={0}
        max={100}
        low={34}
        high={67}
        optimum={100}
        value={shown ?? 0}
        aria-label="Signal strength of the target"
        aria-valuetext={shown === null ? 'no signal' : `${shown} of 100`}
      />
      <p className="locate-strength" aria-hidden="true">
        {shown === null ? '—' : shown}
      </p>
      <dl className="facts locate-facts">
        <div className="fact">
          <dt>Signal</dt>
          <dd data-field="dbm">{active && reading?.dbm != null ? `${reading.dbm} dBm` : '—'}</dd>
        </div>
        <div className="fact">
          <dt>Reads per second</dt>
          <dd data-field="rate">{active && reading ? oneDecimal.format(reading.readsPerSecond) : '—'}</dd>
        </div>
        {item && (
          <div className="fact">
            <dt>Tags in range</dt>
            <dd data-field="tags">{active && reading ? reading.tagsInRange : '—'}</dd>
          </div>
        )}
        <div className="fact">
          <dt>Strongest tag</dt>
          <dd className="code" data-field="epc">
            {active && reading?.epc ? reading.epc : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
