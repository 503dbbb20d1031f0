// Process: test (renderer logic under node). Feedback sounds through a fake AudioContext: distinct tones per kind,
// rate limits at 1,000 signals per second, errors never drowned, the sound switch, and flash signals.
import { describe, expect, it } from 'vitest';
import { type AudioLike, createFeedback } from '../../../renderer/src/shared/feedback';
import type { FeedbackKind } from '../../../renderer/src/store/reader-types';

interface Played {
  wave: string;
  freqs: number[];
  start: number;
  stop: number;
}

function fakeAudio() {
  const played: Played[] = [];
  let created = 0;
  const ctx: AudioLike = {
    currentTime: 0,
    destination: {},
    createOscillator() {
      const p: Played = { wave: '', freqs: [], start: -1, stop: -1 };
      return {
        set type(w: string) {
          p.wave = w;
        },
        get type() {
          return p.wave;
        },
        frequency: { setValueAtTime: (v: number) => p.freqs.push(v) },
        connect: () => undefined,
        start: (t: number) => {
          p.start = t;
          played.push(p);
        },
        stop: (t: number) => {
          p.stop = t;
        },
      };
    },
    createGain: () => ({
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    }),
  };
  return {
    played,
    factory: () => {
      created++;
      return ctx;
    },
    created: () => created,
  };
}

describe('feedback', () => {
  it('plays a distinct, short tone for each kind', () => {
    const audio = fakeAudio();
    let t = 0;
    const fb = createFeedback({ audio: audio.factory, now: () => (t += 1000) });
    const kinds: FeedbackKind[] = ['new', 'duplicate', 'unknown', 'error'];
    for (const k of kinds) fb.signal(k);
    expect(audio.played).toHaveLength(4);
    const signatures = audio.played.map((p) => `${p.wave}:${p.freqs.join('/')}`);
    expect(new Set(signatures).size).toBe(4);
    for (const p of audio.played) expect(p.stop - p.start).toBeLessThanOrEqual(0.4);
    expect(audio.created()).toBe(1); // the context is created once, on first use
  });

  it('at 1,000 reads per second plays a handful of sounds, not a thousand, and every error still sounds', () => {
    const audio = fakeAudio();
    let t = 0;
    const fb = createFeedback({ audio: audio.factory, now: () => t });
    const errorsAt = [100, 500, 950];
    for (let i = 0; i < 1000; i++) {
      t = i; // one signal per millisecond for one second
      fb.signal(errorsAt.includes(i) ? 'error' : i % 10 === 0 ? 'new' : 'duplicate');
    }
    expect(fb.counts.signals).toBe(1000);
    expect(fb.counts.sounds).toBeLessThanOrEqual(8 + errorsAt.length);
    expect(audio.played.filter((p) => p.wave === 'sawtooth')).toHaveLength(3);
    expect(audio.played.some((p) => p.wave === 'sine')).toBe(true); // new items are heard too
  });

  it('spaces sounds of one kind by its minimum gap', () => {
    const audio = fakeAudio();
    let t = 0;
    const fb = createFeedback({ audio: audio.factory, now: () => t, minGapMs: { new: 100 }, maxPerSecond: 100 });
    for (t = 0; t < 1000; t += 10) fb.signal('new');
    expect(fb.counts.sounds).toBe(10);
  });

  it('sounds off: nothing plays, no AudioContext is created, flashes continue', () => {
    const audio = fakeAudio();
    let t = 0;
    const fb = createFeedback({ audio: audio.factory, now: () => (t += 500), soundsOn: false });
    const flashes: string[] = [];
    const off = fb.onFlash((f) => flashes.push(f.kind));
    fb.signal('new');
    fb.signal('unknown');
    expect(audio.played).toHaveLength(0);
    expect(audio.created()).toBe(0);
    expect(flashes).toEqual(['new', 'unknown']);
    off();
    fb.setSoundsOn(true);
    fb.signal('error');
    expect(flashes).toHaveLength(2);
    expect(audio.played).toHaveLength(1);
  });

  it('flashes are rate-limited per kind so a flood does not strobe', () => {
    let t = 0;
    const fb = createFeedback({ audio: () => null, now: () => t });
    for (t = 0; t < 1000; t++) fb.signal('duplicate');
    expect(fb.counts.flashes).toBe(10);
  });
});
