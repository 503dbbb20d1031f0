// Process: renderer. Binds a screen's shortcuts (shared/keys.ts) to the window while the component is mounted; the
// latest bindings are read at key time, so a re-render never re-registers the listener.
import { useEffect, useRef } from 'react';
import { dispatchKey, type KeyBinding } from './keys';

/** Bindings, or a function that builds them from the state at key time. */
export function useKeys(bindings: readonly KeyBinding[] | (() => readonly KeyBinding[])): void {
  const ref = useRef(bindings);
  ref.current = bindings;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      const b = ref.current;
      dispatchKey(typeof b === 'function' ? b() : b, e);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
