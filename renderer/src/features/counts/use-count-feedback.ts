// Process: renderer. Sounds and flashes for typed scans on the counting screen, through the reader's feedback
// module (same tones, same rate limits). Reader reads already sound through the reader hookups.
import { useEffect, useRef } from 'react';
import { sharedAudio, useWarmAudio } from '../../shared/audio';
import { createFeedback, type Feedback } from '../../shared/feedback';
import { useApp } from '../../store/context';

export function useCountFeedback(): void {
  const signals = useApp((s) => s.countSignals);
  const sounds = useApp((s) => s.readerSettings?.sounds ?? true);
  const feedback = useRef<Feedback | null>(null);
  // The AudioContext is made while the screen is idle or on the first gesture, never on a scan.
  useWarmAudio();

  useEffect(() => {
    feedback.current = createFeedback({ audio: sharedAudio });
    return () => {
      feedback.current = null;
    };
  }, []);
  useEffect(() => feedback.current?.setSoundsOn(sounds), [sounds]);
  useEffect(() => {
    if (signals) for (const kind of signals.kinds) feedback.current?.signal(kind);
  }, [signals]);
}
