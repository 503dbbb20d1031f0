// Process: renderer. The keyboard-wedge listener: one capturing keydown listener on the window feeds the pure
// detector (renderer/src/reader/wedge-detector.ts). Scanner bursts outside text fields become scans; a person's
// typing, and anything typed into a text field, is left alone (the Lookup input takes scans as typing).
import { useEffect, useRef } from 'react';
import type { WedgeSettings } from '../../../../contract/reader-settings';
import { createWedgeDetector } from './wedge-detector';

/** How often a burst without its suffix key is checked for having ended (ms). */
const TICK_MS = 50;

export function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA') return true;
  if (el.tagName !== 'INPUT') return false;
  const type = (el as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

export function useKeyboardWedge(settings: WedgeSettings | null, onScan: (text: string) => void): void {
  // The latest callback without re-registering the listener on every render.
  const scanRef = useRef(onScan);
  scanRef.current = onScan;
  const key = settings ? JSON.stringify(settings) : '';

  useEffect(() => {
    const s: WedgeSettings | null = key ? JSON.parse(key) : null;
    const detector = createWedgeDetector(
      s
        ? {
            maxGapMs: s.maxGapMs,
            minLength: s.minLength,
            suffixKeys: [...s.suffixKeys],
            prefixKeys: s.prefixKey ? [s.prefixKey] : [],
          }
        : {},
    );
    const onKeyDown = (e: KeyboardEvent) => {
      // Shortcuts (Ctrl+C, Cmd+R, the screens' Alt+letter keys) and input-method composition are a person at work.
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) {
        detector.reset();
        return;
      }
      const decision = detector.onKey({ key: e.key, time: e.timeStamp, inTextField: isTextField(e.target) });
      if (decision.consume) {
        e.preventDefault();
        e.stopPropagation();
      }
      if (decision.scan) scanRef.current(decision.scan.text);
    };
    const timer = setInterval(() => {
      const scan = detector.onTick(performance.now());
      if (scan) scanRef.current(scan.text);
    }, TICK_MS);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      clearInterval(timer);
    };
  }, [key]);
}
