// Process: renderer. Arrow keys (and Home/End) move focus between the buttons of a list; Enter and Space
// already press a focused button, so a list of buttons becomes fully keyboard-navigable.
import type { KeyboardEvent } from 'react';

export function moveFocusInList(e: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (buttons.length === 0) return;
  e.preventDefault();
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const last = buttons.length - 1;
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? last
        : e.key === 'ArrowDown'
          ? Math.min(last, at + 1)
          : Math.max(0, at < 0 ? 0 : at - 1);
  buttons[next]?.focus();
}
