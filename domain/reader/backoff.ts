// Process: main (domain, Electron-free). Reconnect delays: exponential, capped, with jitter so two apps on one hub
// do not retry in lock-step.
export interface BackoffOptions {
  initialMs?: number;
  maxMs?: number;
  factor?: number;
  /** 0..1: fraction of the delay that is randomised. */
  jitter?: number;
  random?: () => number;
}

export function createBackoff(opts: BackoffOptions = {}) {
  const initial = opts.initialMs ?? 500;
  const max = opts.maxMs ?? 30_000;
  const factor = opts.factor ?? 2;
  const jitter = opts.jitter ?? 0.2;
  const random = opts.random ?? Math.random;
  let attempt = 0;
  return {
    next(): number {
      const base = Math.min(max, initial * factor ** attempt);
      attempt++;
      return Math.round(base * (1 - jitter + jitter * random()));
    },
    reset(): void {
      attempt = 0;
    },
    get attempts(): number {
      return attempt;
    },
  };
}
