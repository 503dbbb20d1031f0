// Process: renderer. The demo simulator's panel on the Locate screen: how far the simulated target is from the reader,
// as a slider and Nearer / Further buttons; Up and Down arrows anywhere outside a field do the same. One direction
// everywhere: ↑ nearer, ↓ further, on the slider too (a range's own ↑ raises its value, the distance, which read as
// "further" beside a button that says "Nearer ↑"); ← and → keep the slider's own sense, left being nearer.
// Shown only while the demo simulator is the reader.
import type { KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectLocateSimulator } from '../../store/selectors/locate';

export function SimulatorDistance() {
  const { simulator, setDistance, move: moveBy } = useApp(useShallow(selectLocateSimulator));
  const sim = simulator?.available ? simulator : null;
  const move = (steps: number) => void moveBy(steps);
  useKeys([
    { keys: 'ArrowUp', run: () => move(-1), when: !!sim, outsideFields: true },
    { keys: 'ArrowDown', run: () => move(1), when: !!sim, outsideFields: true },
  ]);
  if (!sim) return null;
  const onSliderKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    move(e.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <section className="locate-sim" aria-labelledby="locate-sim-title">
      <h2 id="locate-sim-title">Demo simulator</h2>
      <p className="muted">
        The simulator plays the target {sim.epc ? <span className="code">{sim.epc}</span> : ''} at a distance you
        choose: bring it nearer and watch the meter rise.
      </p>
      <label htmlFor="locate-distance">Distance to the target: {sim.distanceM.toFixed(1)} m</label>
      <input
        id="locate-distance"
        type="range"
        min={sim.min}
        max={sim.max}
        step={sim.step}
        value={sim.distanceM}
        onChange={(e) => void setDistance(Number(e.currentTarget.value))}
        onKeyDown={onSliderKey}
      />
      <div className="locate-actions">
        <button type="button" onClick={() => move(-1)} aria-keyshortcuts={ariaKeys('ArrowUp')}>
          Nearer <kbd>↑</kbd>
        </button>
        <button type="button" onClick={() => move(1)} aria-keyshortcuts={ariaKeys('ArrowDown')}>
          Further <kbd>↓</kbd>
        </button>
      </div>
    </section>
  );
}
