// Process: renderer (pure TS, no React). The locate tick, a Geiger counter's click: the stronger the target, the
// faster and higher it ticks (1 a second at 0 up to 10 a second at 100, 440 Hz up to 1,760 Hz), silent while no
// strength is known or when muted. One short Web Audio blip per tick; the AudioContext is injected (tests pass a
// fake) and is the page's shared one, made ahead of time (shared/audio.ts).
import type { AudioLike } from '../../shared/feedback';

const SLOWEST_MS = 1000;
const FASTEST_MS = 100;
const LOW_HZ = 440;
const HIGH_HZ = 1760;
const BLIP_S = 0.03;
/** How often the tick checks whether one is due: a fraction of the fastest interval, so the rhythm stays even. */
export const CHECK_MS = 20;

/** Gap to the next tick and its pitch at this strength; null: silent. */
export function tickFor(strength: number | null): { gapMs: number; hz: number } | null {
  if (strength === null || !Number.isFinite(strength)) return null;
  const s = Math.min(100, Math.max(0, strength)) / 100;
  return {
    gapMs: Math.round(SLOWEST_MS - s * (SLOWEST_MS - FASTEST_MS)),
    hz: Math.round(LOW_HZ * (HIGH_HZ / LOW_HZ) ** s),
  };
}

export interface LocateTick {
  setStrength(strength: number | null): void;
  setMuted(muted: boolean): void;
  /** Plays a tick if one is due at `now` (ms); true when it did. The hook calls it every CHECK_MS. */
  step(now: number): boolean;
}

export function createLocateTick(audio: () => AudioLike | null): LocateTick {
  let strength: number | null = null;
  let muted = false;
  let last = Number.NEGATIVE_INFINITY;

  const blip = (hz: number) => {
    const ctx = audio();
    if (!ctx) return;
    const t = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.setValueAtTime(hz, t);
    gain.gain.setValueAtTime(0.12, t);
    gain.gain.exponentialRampToValueAtTime(0.001, t + BLIP_S);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(t);
    osc.stop(t + BLIP_S);
  };

  return {
    setStrength(s) {
      strength = s;
    },
    setMuted(m) {
      muted = m;
    },
    step(now) {
      const tick = tickFor(strength);
      if (muted || !tick || now - last < tick.gapMs) return false;
      last = now;
      blip(tick.hz);
      return true;
    },
  };
}
