// Process: service. Failed sign-ins per user name: after `limit` failures within the window the name is refused
// (429 with Retry-After) until the window has passed, then the right password works again. Counting per name,
// not per address, is what stops guessing one user's password; entries expire, so memory stays bounded by the
// names tried within one window (and by MAX_ENTRIES).
const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  /** Start of the counting window, ms. */
  since: number;
  /** While now < lockedUntil every attempt is refused. */
  lockedUntil: number;
}

export class SignInThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** 0 when an attempt may be checked, else whole seconds to wait (at least 1). */
  retryAfter(name: string, now = Date.now()): number {
    const e = this.entries.get(name.toLowerCase());
    if (!e || e.lockedUntil <= now) return 0;
    return Math.max(1, Math.ceil((e.lockedUntil - now) / 1000));
  }

  failed(name: string, now = Date.now()): void {
    if (this.limit <= 0) return;
    const key = name.toLowerCase();
    let e = this.entries.get(key);
    if (!e || now - e.since > this.windowMs) {
      e = { failures: 0, since: now, lockedUntil: 0 };
      this.entries.delete(key);
      this.entries.set(key, e);
      this.prune(now);
    }
    e.failures += 1;
    if (e.failures >= this.limit) {
      e.lockedUntil = now + this.windowMs;
      e.failures = 0;
      e.since = e.lockedUntil;
    }
  }

  succeeded(name: string): void {
    this.entries.delete(name.toLowerCase());
  }

  /** Drops expired entries, then the oldest if still too many (Map keeps insertion order). */
  private prune(now: number): void {
    if (this.entries.size <= MAX_ENTRIES) return;
    for (const [k, e] of this.entries)
      if (e.lockedUntil <= now && now - e.since > this.windowMs) this.entries.delete(k);
    for (const k of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(k);
    }
  }
}
