// Process: service. Per-user sliding one-second window (notes A: 2 requests/s per user). Over the limit the
// caller learns when to retry; the window never grows beyond the limit, so memory per user stays tiny.
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly perSecond: number) {}

  /** Returns 0 when allowed, else the whole seconds to wait (at least 1). */
  take(key: string, now = Date.now()): number {
    if (this.perSecond <= 0) return 0;
    let times = this.hits.get(key);
    if (!times) {
      times = [];
      this.hits.set(key, times);
    }
    while (times.length && (times[0] as number) <= now - 1000) times.shift();
    if (times.length >= this.perSecond) {
      const waitMs = (times[0] as number) + 1000 - now;
      return Math.max(1, Math.ceil(waitMs / 1000));
    }
    times.push(now);
    return 0;
  }
}
