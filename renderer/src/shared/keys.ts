// Process: renderer. Keyboard shortcuts as data, one definition for every screen: a key spec ("Alt+N",
// "Ctrl+Enter", "F2", "Esc", "PgDn") is matched against a keydown, shown on screen (KeyHint) and given to
// aria-keyshortcuts. Screen actions use Alt+letter: a scanner or wedge sends digits, letters, Enter and Tab, never
// Alt or Ctrl, so no read can trigger one; AltGr (Ctrl+Alt on Windows) types characters and is never a shortcut.
// Letters the browser or Electron's menu bar take with Alt (D address bar, E edit, F file, H help, V view,
// W window) are not used.

export type KeySpec = string;

export interface KeyBinding {
  keys: KeySpec;
  run: () => void;
  /** Off while false (the control is not on screen). */
  when?: boolean;
  /** Plain keys (PgDn) that must leave text fields alone. */
  outsideFields?: boolean;
}

/** The parts of a keydown the matcher reads (a DOM KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  code?: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target?: EventTarget | null;
  preventDefault(): void;
}

const KEY_NAMES: Record<string, string> = { Esc: 'Escape', PgUp: 'PageUp', PgDn: 'PageDown' };

/** The labels shown in <kbd>s: "Alt+N" -> ["Alt", "N"]. */
export function keyParts(spec: KeySpec): string[] {
  return spec.split('+');
}

/** The aria-keyshortcuts value of a spec ("Control+Enter", "Escape"). */
export function ariaKeys(spec: KeySpec): string {
  return keyParts(spec)
    .map((p) => (p === 'Ctrl' ? 'Control' : (KEY_NAMES[p] ?? p)))
    .join('+');
}

export function matchesKey(e: KeyPress, spec: KeySpec): boolean {
  const parts = keyParts(spec);
  const main = parts[parts.length - 1] ?? '';
  const alt = parts.includes('Alt');
  const ctrl = parts.includes('Ctrl');
  if (e.altKey !== alt) return false;
  // Cmd stands for Ctrl on a Mac; with Alt it is AltGr (or Cmd+Alt), never one of ours.
  if ((e.ctrlKey || e.metaKey) !== ctrl) return false;
  if (parts.includes('Shift') && !e.shiftKey) return false;
  if (/^[A-Z0-9]$/.test(main)) {
    // The physical key: Alt+N on a Mac types "˜" but is still KeyN.
    const code = /^[A-Z]$/.test(main) ? `Key${main}` : `Digit${main}`;
    return e.code ? e.code === code : e.key.toUpperCase() === main;
  }
  return e.key === (KEY_NAMES[main] ?? main);
}

function inTextField(target: EventTarget | null | undefined): boolean {
  const el = target as HTMLElement | null | undefined;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes((el as HTMLInputElement).type);
}

/** Runs the first binding that matches; true when one did (its default, e.g. a menu, is prevented). */
export function dispatchKey(bindings: readonly KeyBinding[], e: KeyPress): boolean {
  for (const b of bindings) {
    if (b.when === false || !matchesKey(e, b.keys)) continue;
    if (b.outsideFields && inTextField(e.target)) continue;
    e.preventDefault();
    b.run();
    return true;
  }
  return false;
}
