// Process: renderer. Sounds and flashes for reader batches: the store says which kinds a batch holds (new,
// duplicate, unknown, error); shared/feedback.ts plays them rate-limited, so 1,000 reads/s is a
// steady pattern, not noise. The page's one AudioContext (shared/audio.ts) is made ahead of the first read; the sounds setting is honoured live.
import { useEffect, useRef, useState } from 'react';
import { sharedAudio, useWarmAudio } from '../../shared/audio';
import { createFeedback, type Feedback, type FlashSignal } from '../../shared/feedback';
import { useApp } from '../../store/context';

/** Returns the newest flash (kind and time), for a short visual cue. */
export function useReaderFeedback(): FlashSignal | null {
  const signals = useApp((s) => s.readerSignals);
  const sounds = useApp((s) => s.readerSettings?.sounds ?? true);
  const feedback = useRef<Feedback | null>(null);
  const [flash, setFlash] = useState<FlashSignal | null>(null);
  // Mounted with the shell: the first click or key anywhere makes the page's AudioContext, before any read.
  useWarmAudio();

  useEffect(() => {
    const fb = createFeedback({ audio: sharedAudio });
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
