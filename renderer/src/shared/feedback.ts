// Process: renderer (pure TS, no React). Distinct short sounds (Web Audio, the context injected so tests pass a
// fake) and flash signals for a new item, a duplicate read, an unknown tag or code, and an error. Rate-limited: at
// 1,000 reads/s a person hears a steady pattern, not a wall of noise, and an error is never drowned by duplicates.

import type { FeedbackKind } from '../store/reader-types';

/** The part of AudioContext this module uses. */
export interface AudioLike {
  readonly currentTime: number;
  readonly destination: unknown;
  state?: string;
  resume?(): Promise<void>;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(v: number, t: number): unknown };
    connect(node: unknown): unknown;
    start(t: number): void;
    stop(t: number): void;
  };
  createGain(): {
    gain: {
      setValueAtTime(v: number, t: number): unknown;
      exponentialRampToValueAtTime(v: number, t: number): unknown;
    };
    connect(node: unknown): unknown;
  };
}

interface Tone {
  wave: 'sine' | 'square' | 'triangle' | 'sawtooth';
  /** One frequency per step; steps are played back to back. */
  steps: number[];
  stepMs: number;
  volume: number;
}

/** Rising and bright for a new item, a soft tick for a duplicate, falling for unknown, a low buzz for an error. */
export const TONES: Record<FeedbackKind, Tone> = {
  new: { wave: 'sine', steps: [1046], stepMs: 70, volume: 0.3 },
  duplicate: { wave: 'triangle', steps: [523], stepMs: 35, volume: 0.12 },
  unknown: { wave: 'square', steps: [440, 330], stepMs: 80, volume: 0.2 },
  error: { wave: 'sawtooth', steps: [160, 120, 160], stepMs: 110, volume: 0.3 },
};

export interface FeedbackOptions {
  /** Called on first use, so no AudioContext is created before a user gesture; null disables sound. */
  audio: () => AudioLike | null;
  now?: () => number;
  soundsOn?: boolean;
  /** Least time between two sounds of one kind (ms). */
  minGapMs?: Partial<Record<FeedbackKind, number>>;
  /** Most sounds in any one second, all kinds together; errors are exempt. */
  maxPerSecond?: number;
}

export interface FlashSignal {
  kind: FeedbackKind;
  at: number;
}

export interface Feedback {
  signal(kind: FeedbackKind): void;
  setSoundsOn(on: boolean): void;
  /** Visual flashes, rate-limited like sounds (but independent of the sound switch). Returns unsubscribe. */
  onFlash(listener: (f: FlashSignal) => void): () => void;
  readonly counts: { signals: number; sounds: number; flashes: number };
}

const DEFAULT_GAP: Record<FeedbackKind, number> = { new: 80, duplicate: 150, unknown: 120, error: 400 };
const FLASH_GAP_MS = 100;

export function createFeedback(opts: FeedbackOptions): Feedback {
  const now = opts.now ?? (() => performance.now());
  const gaps = { ...DEFAULT_GAP, ...opts.minGapMs };
  const maxPerSecond = opts.maxPerSecond ?? 8;
  let soundsOn = opts.soundsOn ?? true;
  let ctx: AudioLike | null | undefined;
  const lastSound: Partial<Record<FeedbackKind, number>> = {};
  const lastFlash: Partial<Record<FeedbackKind, number>> = {};
  const recent: number[] = [];
  const listeners = new Set<(f: FlashSignal) => void>();
  const counts = { signals: 0, sounds: 0, flashes: 0 };

  const play = (kind: FeedbackKind) => {
    if (ctx === undefined) ctx = opts.audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume?.();
    const tone = TONES[kind];
    const t0 = ctx.currentTime;
    const seconds = tone.stepMs / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = tone.wave;
    for (const [i, f] of tone.steps.entries()) osc.frequency.setValueAtTime(f, t0 + i * seconds);
    const end = t0 + tone.steps.length * seconds;
    gain.gain.setValueAtTime(tone.volume, t0);
    gain.gain.exponentialRampToValueAtTime(0.001, end); // a ramp, not a cut: no click at the end
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(t0);
    osc.stop(end);
    counts.sounds++;
  };

  const soundAllowed = (kind: FeedbackKind, t: number): boolean => {
    if (t - (lastSound[kind] ?? Number.NEGATIVE_INFINITY) < gaps[kind]) return false;
    while (recent.length > 0 && t - recent[0]! >= 1000) recent.shift();
    if (kind !== 'error' && recent.length >= maxPerSecond) return false;
    lastSound[kind] = t;
    recent.push(t);
    return true;
  };

  return {
    signal(kind) {
      counts.signals++;
      const t = now();
      if (soundsOn && soundAllowed(kind, t)) play(kind);
      if (t - (lastFlash[kind] ?? Number.NEGATIVE_INFINITY) >= FLASH_GAP_MS) {
        lastFlash[kind] = t;
        counts.flashes++;
        for (const l of listeners) l({ kind, at: t });
      }
    },
    setSoundsOn(on) {
      soundsOn = on;
    },
    onFlash(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    counts,
  };
}
