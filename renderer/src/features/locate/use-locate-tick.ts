// Process: renderer. The locate tick on screen: one timer while the Locate screen is mounted, fed the newest
// strength and the mute without restarting (a reading arrives 20 times a second; the rhythm must not reset each
// time). The shared AudioContext is warmed on the screen's first gesture, never made on a tick.
import { useEffect, useRef } from 'react';
import { sharedAudio, useWarmAudio } from '../../shared/audio';
import { CHECK_MS, createLocateTick, type LocateTick } from './locate-tick';

export function useLocateTick(strength: number | null, muted: boolean, active: boolean): void {
  useWarmAudio();
  const tick = useRef<LocateTick | null>(null);
  tick.current ??= createLocateTick(sharedAudio);
  tick.current.setStrength(active ? strength : null);
  tick.current.setMuted(muted);
  useEffect(() => {
    const timer = setInterval(() => tick.current?.step(performance.now()), CHECK_MS);
    return () => clearInterval(timer);
  }, []);
}
