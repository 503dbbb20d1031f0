// Process: renderer. The counting screen: the header (session, area, outbox, reader), large totals, the scan
// input and the feed of the last scans on the left, the session's lines on the right, the unknown list below.
// Keyboard-first: F2 next area, Ctrl+Z undo, Ctrl+F search lines, Esc back to the scan input (keys shown).
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { CountHeader } from './CountHeader';
import { CountTotalsPanel } from './CountTotalsPanel';
import { LinesPanel } from './LinesPanel';
import { ScanFeed } from './ScanFeed';
import { ScanInput } from './ScanInput';
import { UnknownsPanel } from './UnknownsPanel';
import { useCountFeedback } from './use-count-feedback';

export function CountingScreen() {
  // Fields, not the session object: a new outbox state or unknown count must not re-render the whole screen.
  const { sessionId, readOnly, areas, activeArea, switchArea, undo, error, notice, setTarget } = useApp(
    useShallow((s) => ({
      sessionId: s.countSession?.id,
      readOnly: s.countSession?.readOnly ?? true,
      areas: s.countSession?.areas,
      activeArea: s.countSession?.activeArea,
      setTarget: s.setCountTarget,
      switchArea: s.switchCountArea,
      undo: s.undoCount,
      error: s.countError,
      notice: s.countNotice,
    })),
  );
  const scanInput = useRef<HTMLInputElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useCountFeedback();

  // While this screen is shown, main counts the reader's reads and wedge scans in this session.
  useEffect(() => {
    if (!sessionId || readOnly) return;
    void setTarget(true);
    return () => void setTarget(false);
  }, [sessionId, readOnly, setTarget]);

  useEffect(() => {
    if (!areas || activeArea === undefined) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F2' && !readOnly) {
        e.preventDefault();
        const i = areas.indexOf(activeArea);
        const next = areas[(i + 1) % areas.length];
        if (next && next !== activeArea) void switchArea(next);
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !readOnly) {
        // Inside a text field Ctrl+Z is the field's own undo.
        const t = e.target as HTMLElement | null;
        if (t && t !== scanInput.current && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
        e.preventDefault();
        void undo();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        search.current?.focus();
      } else if (e.key === 'Escape') {
        scanInput.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [areas, activeArea, readOnly, switchArea, undo]);

  if (!sessionId) return null;
  return (
    <section className="counting" aria-labelledby="count-title">
      <CountHeader />
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <p className="count-notice" aria-live="polite">
        {notice ?? ''}
      </p>
      <div className="counting-body">
        <div className="counting-left">
          <CountTotalsPanel />
          {!readOnly && <ScanInput ref={scanInput} />}
          <ScanFeed />
          <ul className="key-help" aria-label="Keys">
            {!readOnly && (
              <>
                <li>
                  <kbd>Enter</kbd> count a typed code
                </li>
                <li>
                  <kbd>F2</kbd> next area
                </li>
                <li>
                  <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo last scan
                </li>
                <li>
                  <kbd>+</kbd> / <kbd>−</kbd> / number <kbd>Enter</kbd> on the selected line
                </li>
              </>
            )}
            <li>
              <kbd>Ctrl</kbd>+<kbd>F</kbd> search lines
            </li>
            <li>
              <kbd>Esc</kbd> back to scanning
            </li>
          </ul>
        </div>
        <div className="counting-right">
          <LinesPanel searchRef={search} />
          <UnknownsPanel />
        </div>
      </div>
    </section>
  );
}
