// Process: renderer. The page's one AudioContext for scan sounds, made ahead of time: creating one takes ~60 ms of
// main thread (the count-ui benchmark's only long task), so it must not happen on the first read in the middle of
// scanning. It is made (or resumed) on the first click or key anywhere, which also satisfies autoplay policies,
// and when a scanning screen mounts, in an idle moment (suspended until a gesture then).
import { useEffect } from 'react';
import type { AudioLike } from './feedback';

let shared: AudioLike | null | undefined;

/** The shared context, created on first call; resumed if the browser suspended it. Null without Web Audio. */
export function sharedAudio(): AudioLike | null {
  if (shared === undefined) {
    const Ctor = (globalThis as { AudioContext?: new () => AudioContext }).AudioContext;
    try {
      shared = Ctor ? (new Ctor() as unknown as AudioLike) : null;
    } catch {
      shared = null;
    }
  }
  if (shared?.state === 'suspended') void shared.resume?.().catch(() => undefined);
  return shared;
}

const GESTURES = ['pointerdown', 'keydown'] as const;

/** Makes the context on the first gesture and in the next idle moment; a no-op once it runs. */
export function useWarmAudio(): void {
  useEffect(() => {
    const onGesture = () => {
      sharedAudio();
      // Running, nothing more to do; a context made while idle waits for this gesture to resume.
      if (shared?.state !== 'suspended') off();
    };
    const off = () => {
      for (const g of GESTURES) window.removeEventListener(g, onGesture, true);
    };
    for (const g of GESTURES) window.addEventListener(g, onGesture, true);
    const idle =
      typeof globalThis.requestIdleCallback === 'function'
        ? requestIdleCallback(() => shared === undefined && sharedAudio(), { timeout: 2000 })
        : null;
    return () => {
      off();
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, []);
}
