// Process: main (domain, Electron-free). The simulated scale's pan: an item put on it settles to its weight over
// `settleMs`, overshooting a little and jittering as a real load cell does, then holds still at the scale's
// resolution; tare and zero subtract what is on the pan when it is settled, as a scale refuses them in motion.

export interface PanOptions {
  /** The display step in grams (0.1 g for a bar scale). */
  resolution: number;
  settleMs?: number;
  /** Capacity in grams: above it the scale reads overload. */
  capacity?: number;
  random: () => number;
}

export interface PanReading {
  /** Net grams at the resolution (gross less zero and tare). */
  grams: number;
  settled: boolean;
  overload: boolean;
}

export interface Pan {
  /** The item now on the pan (0: empty), from `at`. */
  put(grams: number, at: number): void;
  read(at: number): PanReading;
  /** Tare or zero at `at`: false when the pan is still moving (the scale refuses). */
  tare(at: number): boolean;
  zero(at: number): boolean;
  /** When the current item's weight settles (epoch ms). */
  readonly settlesAt: number;
  readonly tareGrams: number;
}

export function createPan(opts: PanOptions): Pan {
  const settleMs = opts.settleMs ?? 600;
  const capacity = opts.capacity ?? 6000;
  const step = opts.resolution;
  let from = 0;
  let target = 0;
  let since = Number.NEGATIVE_INFINITY;
  let zeroOffset = 0;
  let tare = 0;

  const gross = (at: number): number => {
    const t = at - since;
    if (t >= settleMs) return target;
    const left = 1 - Math.max(0, t) / settleMs;
    const swing = Math.max(step * 4, Math.abs(target - from) * 0.03);
    // Most of the way at once, then a decaying wobble around the weight.
    return target + (from - target) * left ** 3 + swing * left * (opts.random() * 2 - 1);
  };
  const quantize = (grams: number) => {
    const q = Math.round(grams / step) * step;
    const rounded = Number(q.toFixed(6));
    return rounded === 0 ? 0 : rounded;
  };
  const settled = (at: number) => at - since >= settleMs;

  return {
    put(grams, at) {
      from = gross(at);
      target = grams;
      since = at;
    },
    read(at) {
      const g = gross(at);
      return { grams: quantize(g - zeroOffset - tare), settled: settled(at), overload: g > capacity };
    },
    tare(at) {
      if (!settled(at)) return false;
      tare = quantize(gross(at) - zeroOffset);
      return true;
    },
    zero(at) {
      if (!settled(at)) return false;
      zeroOffset = gross(at);
      tare = 0;
      return true;
    },
    get settlesAt() {
      return since + settleMs;
    },
    get tareGrams() {
      return tare;
    },
  };
}
