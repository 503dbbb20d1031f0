// Process: renderer. The counting screen: the header (session, area, outbox, reader), large totals, the scan
// input and the feed of the last scans on the left, the session's lines on the right, the unknown list below.
// Keyboard-first: the scan field has the focus when the screen shows; F2 next area, Ctrl+Z undo, Ctrl+F search
// lines, Esc back to the scan input, Alt+N a new session (keys shown; the header's, area bar's and panels' actions
// have Alt keys of their own, shown beside them). The reader starts and stops from here. "Count by shelf order"
// (Alt+H) opens the hand count of the active area (HandCountPanel) above the lines; closed, an open bottle on the
// scale is weighed into the item last scanned (ScannedBottleWeighing).
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys, type KeySpec } from '../../shared/keys';
import { ScanCodeForm } from '../../shared/ScanCodeForm';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectCountingScreen } from '../../store/selectors/counts';
import { ReaderControl } from '../reader/ReaderControl';
import { RecountListPanel } from '../review/RecountListPanel';
import { CountHeader } from './CountHeader';
import { CountMessages } from './CountMessages';
import { CountTotalsPanel } from './CountTotalsPanel';
import { HandCountPanel } from './HandCountPanel';
import { LinesPanel } from './LinesPanel';
import { RefusedPanel } from './RefusedPanel';
import { ScanFeed } from './ScanFeed';
import { ScannedBottleWeighing } from './ScannedBottleWeighing';
import { UnknownsPanel } from './UnknownsPanel';
import { useCountFeedback } from './use-count-feedback';

// The keys shown under the feed: counting ones only while the session can change.
const COUNTING_KEYS: [KeySpec, string][] = [
  ['Enter', 'count a typed code'],
  ['F2', 'next area'],
  ['Ctrl+Z', 'undo last scan'],
];
const ALWAYS_KEYS: [KeySpec, string][] = [
  ['Ctrl+F', 'search lines'],
  ['Esc', 'back to scanning'],
  ['Alt+N', 'new session'],
];
const keyItems = (keys: [KeySpec, string][]) =>
  keys.map(([spec, what]) => (
    <li key={spec}>
      <KeyHint keys={spec} />
      {` ${what}`}
    </li>
  ));

export function CountingScreen() {
  // Fields, not the session object: a new outbox state or unknown count must not re-render the whole screen.
  const { sessionId, readOnly, areas, activeArea, scan, scanList, switchArea, undo } = useApp(
    useShallow(selectCountingScreen),
  );
  const scanInput = useRef<HTMLInputElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [byShelf, setByShelf] = useState(false);
  useCountFeedback();

  // Keyboard and scanner only: whenever this screen (or another session on it) shows, typing goes to the scan field.
  useEffect(() => {
    if (sessionId) scanInput.current?.focus();
  }, [sessionId]);

  // Built at key time: whether the scan input has the focus decides Ctrl+Z.
  useKeys(() => [
    {
      keys: 'F2',
      when: !readOnly && !!areas && activeArea !== undefined,
      run: () => {
        if (!areas || activeArea === undefined) return;
        const next = areas[(areas.indexOf(activeArea) + 1) % areas.length];
        if (next && next !== activeArea) void switchArea(next);
      },
    },
    // Inside a text field other than the scan input, Ctrl+Z is the field's own undo.
    {
      keys: 'Ctrl+Z',
      when: !readOnly,
      run: () => void undo(),
      outsideFields: document.activeElement !== scanInput.current,
    },
    { keys: 'Ctrl+F', run: () => search.current?.focus() },
    { keys: 'Alt+H', when: !readOnly, run: () => setByShelf((on) => !on) },
    { keys: 'Esc', run: () => scanInput.current?.focus() },
  ]);

  if (!sessionId) return null;
  return (
    <section className="counting" aria-labelledby="count-title">
      <CountHeader />
      <CountMessages />
      <div className="counting-body">
        <div className="counting-left">
          <CountTotalsPanel />
          {/* Shown read-only too: a code typed there is refused in words, not ignored. */}
          <ScanCodeForm
            id="count-scan"
            ref={scanInput}
            onScan={(code) => void scan(code)}
            onScanList={(text, from) => void scanList(text, from)}
          />
          {!readOnly && (
            <div className="count-reader">
              <ReaderControl />
            </div>
          )}
          <ScanFeed />
          <ul className="key-help" aria-label="Keys">
            {!readOnly && (
              <>
                {keyItems(COUNTING_KEYS)}
                <li>
                  <kbd>↑</kbd> / <kbd>↓</kbd> select a line, then <kbd>+</kbd> / <kbd>−</kbd> / number <kbd>Enter</kbd>{' '}
                  on it
                </li>
              </>
            )}
            {keyItems(ALWAYS_KEYS)}
          </ul>
        </div>
        <div className="counting-right">
          <RefusedPanel />
          <RecountListPanel />
          {!readOnly && (
            <button
              type="button"
              className="hand-count-toggle"
              aria-pressed={byShelf}
              aria-keyshortcuts={ariaKeys('Alt+H')}
              onClick={() => setByShelf(!byShelf)}
            >
              Count by shelf order <KeyHint keys="Alt+H" />
            </button>
          )}
          {byShelf && !readOnly && <HandCountPanel />}
          {!byShelf && !readOnly && <ScannedBottleWeighing />}
          <LinesPanel searchRef={search} />
          <UnknownsPanel />
        </div>
      </div>
    </section>
  );
}
