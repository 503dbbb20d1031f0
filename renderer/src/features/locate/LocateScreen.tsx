// Process: renderer. The Locate (Geiger) screen: what is looked for, the meter, the tick's mute, another target, the
// reader's start button while none is connected (as on the counting screen), and the demo simulator's distance when
// it is the reader. Leaving the screen stops the locate (the reader goes back to what it was doing). Keys: Alt+S
// start or stop, Alt+M mute, Alt+T another target; Up/Down move the simulator's target.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectLocateScreen } from '../../store/selectors/locate';
import { ReaderControl } from '../reader/ReaderControl';
import { LocateMeter } from './LocateMeter';
import { LocateTargetForm } from './LocateTargetForm';
import { SimulatorDistance } from './SimulatorDistance';
import { targetText } from './target-text';
import '../../shared/screens.css';
import './locate.css';

const START_KEYS = 'Alt+S';
const MUTE_KEYS = 'Alt+M';

export function LocateScreen() {
  const { target, label, status, muted, busy, error, start, stop, setMuted, open, loadSimulator, readerConnected } =
    useApp(useShallow(selectLocateScreen));
  const active = status?.active ?? false;
  const toggle = () => void (active ? stop() : start());
  useKeys([
    { keys: START_KEYS, run: toggle, when: target !== null && !busy },
    { keys: MUTE_KEYS, run: () => setMuted(!muted) },
  ]);
  // The simulator panel follows the locate: its target is the one just started.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new locate is the reason to reload
  useEffect(() => {
    void loadSimulator();
  }, [active, status?.target, loadSimulator]);
  // Leaving the screen ends the locate; the store reads the newest state, so this runs once, on unmount.
  useEffect(() => () => void stop(), [stop]);

  return (
    <section className="card locate-screen" aria-labelledby="locate-title">
      <h1 id="locate-title">Locate</h1>
      <p className="locate-target" aria-live="polite">
        {target ? (
          <>
            Looking for {label ? <strong>{label}</strong> : null} {label ? '· ' : ''}
            {targetText(target)}
          </>
        ) : (
          'Choose what to look for: Locate on an item or a missing item, or enter an EPC or a GTIN below.'
        )}
      </p>
      <div className="locate-actions">
        <button
          type="button"
          className={active ? undefined : 'primary'}
          onClick={toggle}
          disabled={!target || busy}
          aria-keyshortcuts={ariaKeys(START_KEYS)}
        >
          {active ? 'Stop' : 'Start'} <KeyHint keys={START_KEYS} />
        </button>
        <button
          type="button"
          aria-pressed={muted}
          onClick={() => setMuted(!muted)}
          aria-keyshortcuts={ariaKeys(MUTE_KEYS)}
        >
          {muted ? 'Sound off' : 'Sound on'} <KeyHint keys={MUTE_KEYS} />
        </button>
      </div>
      <ErrorAlert error={error} />
      {!readerConnected && (
        // The same button the counting screen has: the reader starts from here, not from another screen.
        <div className="locate-reader" data-note="no-reader">
          <p className="muted">No reader is connected: start it, and the meter follows.</p>
          <ReaderControl />
        </div>
      )}
      <LocateMeter />
      {status?.filter && <p className="muted locate-filter">{status.filter.how}</p>}
      {status?.preset && <p className="muted">Reader preset: {status.preset}</p>}
      <SimulatorDistance />
      <LocateTargetForm busy={busy} onLocate={(t) => void open(t)} />
    </section>
  );
}
