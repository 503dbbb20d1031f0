// Process: renderer. Sounds and flashes for reader batches: the store says which kinds a batch holds (new,
// duplicate, unknown, error); renderer/src/reader/feedback.ts plays them rate-limited, so 1,000 reads/s is a
// steady pattern, not noise. The AudioContext is made on first use; the sounds setting is honoured live.
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../store/context';
import { createFeedback, type Feedback, type FlashSignal } from './feedback';

export function makeAudio() {
  const Ctor = (globalThis as { AudioContext?: new () => AudioContext }).AudioContext;
  try {
    return Ctor ? new Ctor() : null;
  } catch {
    return null;
  }
}

/** Returns the newest flash (kind and time), for a short visual cue. */
export function useReaderFeedback(): FlashSignal | null {
  const signals = useApp((s) => s.readerSignals);
  const sounds = useApp((s) => s.readerSettings?.sounds ?? true);
  const feedback = useRef<Feedback | null>(null);
  const [flash, setFlash] = useState<FlashSignal | null>(null);

  useEffect(() => {
    const fb = createFeedback({ audio: makeAudio });
    feedback.current = fb;
    const off = fb.onFlash(setFlash);
    return () => {
      off();
      feedback.current = null;
    };
  }, []);

  useEffect(() => feedback.current?.setSoundsOn(sounds), [sounds]);

  useEffect(() => {
    if (!signals) return;
    for (const kind of signals.kinds) feedback.current?.signal(kind);
  }, [signals]);

  return flash;
}
