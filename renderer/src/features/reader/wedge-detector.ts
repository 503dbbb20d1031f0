// Process: renderer (pure TS, no React, no DOM access). Tells a keyboard-wedge scanner from a person by keystroke
// timing: scanners type a whole code with a few milliseconds between keys and end with Enter or Tab; people are
// far slower. A person's keystrokes are never swallowed; a scan's suffix key is, so it does not also press a button.

export interface WedgeOptions {
  /** Longest gap between two keys of one scan (ms). Scanners: under 30 ms; Odoo allows 100 ms. */
  maxGapMs: number;
  /** Shorter bursts are treated as typing (shortcut keys, a fast pair of letters). */
  minLength: number;
  /** Keys a scanner sends after the code (KeyboardEvent.key values). */
  suffixKeys: string[];
  /** Keys a scanner is configured to send before the code; when seen, what follows is a scan however it is timed. */
  prefixKeys: string[];
  /** A burst with no suffix ends after this much silence; reported only when `suffixRequired` is false. */
  timeoutMs: number;
  suffixRequired: boolean;
  /** Report (and swallow the suffix of) bursts typed into a text field; when false the field gets them as typing. */
  captureInTextFields: boolean;
}

export const DEFAULT_WEDGE_OPTIONS: WedgeOptions = {
  maxGapMs: 40,
  minLength: 6,
  suffixKeys: ['Enter', 'Tab'],
  prefixKeys: [],
  timeoutMs: 120,
  suffixRequired: true,
  captureInTextFields: false,
};

export interface WedgeKey {
  /** KeyboardEvent.key. */
  key: string;
  /** KeyboardEvent.timeStamp (ms). */
  time: number;
  /** The event's target is an input, textarea or contenteditable. */
  inTextField: boolean;
}

export interface WedgeScan {
  text: string;
  startedAt: number;
  endedAt: number;
  /** Characters the scan left in a text field (the caller removes them); 0 outside fields or with a prefix. */
  typedIntoField: number;
}

export interface WedgeDecision {
  /** Call preventDefault(): only a scan's prefix, its characters after a prefix, and its suffix. */
  consume: boolean;
  scan?: WedgeScan;
}

/** Keys that only modify others: a scanner presses Shift for capitals, so they must not break a burst. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

export interface WedgeDetector {
  onKey(k: WedgeKey): WedgeDecision;
  /** Call from a timer (e.g. every 50 ms): ends a burst that had no suffix. */
  onTick(now: number): WedgeScan | undefined;
  reset(): void;
}

export function createWedgeDetector(options: Partial<WedgeOptions> = {}): WedgeDetector {
  const opts: WedgeOptions = { ...DEFAULT_WEDGE_OPTIONS, ...options };
  let chars: string[] = [];
  let startedAt = 0;
  let lastAt = 0;
  let inField = false;
  let prefixed = false;

  const reset = () => {
    chars = [];
    prefixed = false;
  };

  const finish = (endedAt: number): WedgeScan | undefined => {
    const text = chars.join('');
    const wasPrefixed = prefixed;
    const field = inField;
    reset();
    if (text.length === 0) return undefined;
    if (!wasPrefixed && (text.length < opts.minLength || (field && !opts.captureInTextFields))) return undefined;
    return { text, startedAt, endedAt, typedIntoField: field && !wasPrefixed ? text.length : 0 };
  };

  return {
    onKey({ key, time, inTextField }) {
      if (MODIFIERS.has(key)) return { consume: prefixed };
      if (opts.prefixKeys.includes(key)) {
        reset();
        prefixed = true;
        startedAt = time;
        lastAt = time;
        inField = inTextField;
        return { consume: true };
      }
      const gap = time - lastAt;
      if (opts.suffixKeys.includes(key)) {
        const fast = prefixed || (chars.length > 0 && gap <= opts.maxGapMs);
        const scan = fast ? finish(time) : undefined;
        reset();
        return scan ? { consume: true, scan } : { consume: false };
      }
      if (key.length !== 1) {
        // Backspace, arrows, Escape: a person is editing.
        reset();
        return { consume: false };
      }
      if (prefixed) {
        if (gap > opts.timeoutMs) reset();
        else {
          chars.push(key);
          lastAt = time;
          return { consume: true };
        }
      }
      if (chars.length === 0 || gap > opts.maxGapMs) {
        chars = [key];
        startedAt = time;
        inField = inTextField;
      } else chars.push(key);
      lastAt = time;
      return { consume: false };
    },
    onTick(now) {
      if (chars.length === 0 || now - lastAt <= opts.timeoutMs) return undefined;
      if (opts.suffixRequired && !prefixed) {
        reset();
        return undefined;
      }
      return finish(lastAt);
    },
    reset,
  };
}
