// Process: main (domain, Electron-free). The locate (Geiger) meter: reads of the target in, a 0-100 strength
// out. RSSI is smoothed per tag (an exponential average over time, so a burst of reads and a slow reader settle
// alike) and scaled with the range learnt from this locate's own reads, not a fixed dBm table: readers, antennas
// and tags differ by tens of dB, while what a user needs is "nearer or further than a moment ago". The range is
// at least MIN_SPAN_DB wide around what was seen, so the first read shows mid-scale and a few dB of noise never
// swing the meter end to end. For an item target the strongest tag in range leads.
export interface LocateRead {
  hex: string;
  /** dBm; absent when the protocol reports none (the meter then counts reads and tags only). */
  rssi?: number;
  /** Epoch ms the read arrived. */
  at: number;
}

export interface MeterReading {
  /** 0-100, or null while no tag in range reported RSSI. */
  strength: number | null;
  /** The leading tag's last RSSI as read, dBm. */
  dbm: number | null;
  /** Its smoothed RSSI, dBm (what the strength is scaled from). */
  smoothedDbm: number | null;
  /** The leading tag's EPC. */
  epc: string | null;
  readsPerSecond: number;
  /** Distinct matching tags read within the last rangeMs. */
  tagsInRange: number;
}

export interface MeterOptions {
  now: () => number;
  /** Smoothing time constant. */
  tauMs?: number;
  /** Reads per second are counted over this window. */
  rateWindowMs?: number;
  /** A tag not read for this long is out of range. */
  rangeMs?: number;
}

export const MIN_SPAN_DB = 20;

interface TagState {
  smoothed: number | null;
  raw: number | null;
  smoothedAt: number;
  lastAt: number;
}

export function createLocateMeter(matches: (hex: string) => boolean, opts: MeterOptions) {
  const tau = opts.tauMs ?? 300;
  const rateWindow = opts.rateWindowMs ?? 1000;
  const rangeMs = opts.rangeMs ?? 2000;
  const tags = new Map<string, TagState>();
  // Arrival times of matching reads within the rate window, oldest first; head skips the expired ones.
  let times: number[] = [];
  let head = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;

  const smooth = (t: TagState, rssi: number, at: number) => {
    if (t.smoothed === null) t.smoothed = rssi;
    else {
      const alpha = 1 - Math.exp(-Math.max(0, at - t.smoothedAt) / tau);
      t.smoothed += alpha * (rssi - t.smoothed);
    }
    t.smoothedAt = at;
    t.raw = rssi;
    if (t.smoothed < low) low = t.smoothed;
    if (t.smoothed > high) high = t.smoothed;
  };

  const scale = (dbm: number): number => {
    const mid = (low + high) / 2;
    const floor = Math.min(low, mid - MIN_SPAN_DB / 2);
    const ceiling = Math.max(high, mid + MIN_SPAN_DB / 2);
    return Math.round(Math.min(100, Math.max(0, (100 * (dbm - floor)) / (ceiling - floor))));
  };

  return {
    /** Takes one read; false when it is not the target's (ignored). */
    read(e: LocateRead): boolean {
      if (!matches(e.hex)) return false;
      let t = tags.get(e.hex);
      if (!t) {
        t = { smoothed: null, raw: null, smoothedAt: e.at, lastAt: e.at };
        tags.set(e.hex, t);
      }
      t.lastAt = Math.max(t.lastAt, e.at);
      if (e.rssi !== undefined && Number.isFinite(e.rssi)) smooth(t, e.rssi, e.at);
      times.push(e.at);
      return true;
    },

    reading(): MeterReading {
      const now = opts.now();
      while (head < times.length && (times[head] ?? now) <= now - rateWindow) head++;
      if (head > 1024) {
        times = times.slice(head);
        head = 0;
      }
      let lead: [string, TagState] | null = null;
      let inRange = 0;
      for (const [epc, t] of tags) {
        if (t.lastAt <= now - rangeMs) {
          tags.delete(epc);
          continue;
        }
        inRange++;
        if (t.smoothed !== null && (lead === null || t.smoothed > (lead[1].smoothed ?? Number.NEGATIVE_INFINITY)))
          lead = [epc, t];
      }
      const smoothed = lead?.[1].smoothed ?? null;
      return {
        strength: smoothed === null ? null : scale(smoothed),
        dbm: lead?.[1].raw ?? null,
        smoothedDbm: smoothed,
        epc: lead?.[0] ?? null,
        readsPerSecond: ((times.length - head) * 1000) / rateWindow,
        tagsInRange: inRange,
      };
    },

    /** Forgets the learnt range and every tag (a new target, or the user starts the search over). */
    reset(): void {
      tags.clear();
      times = [];
      head = 0;
      low = Number.POSITIVE_INFINITY;
      high = Number.NEGATIVE_INFINITY;
    },
  };
}
export type LocateMeter = ReturnType<typeof createLocateMeter>;
