// Process: main (domain, Electron-free). Folds the reader stream into a few small messages a second for the
// renderer: distinct EPCs with their read counts, every barcode and error in order, and the live counters (reads,
// unique tags, reads/s). At 1,000 reads/s of 50 tags that is ~6 messages a second of at most 50 entries each.

import type { BarcodeSeen, EpcSeen, ReaderCounts, ReaderLinkCounts, ReaderReadsBatch } from '../../contract/reader';
import type { ReaderEvent } from './events';

export interface ReadsAggregatorOptions {
  emit(batch: ReaderReadsBatch): void;
  /** How often a batch goes out while reads arrive (ms). */
  intervalMs?: number;
  /** Most distinct EPCs listed in one message; the rest are only counted. */
  maxEpcs?: number;
  /** Frames the current source's framer rejected so far. */
  badFrames?: () => number;
  /** Whether the catalog knows a code; undefined when it cannot tell (no catalog yet). */
  classify?: (kind: 'epc' | 'barcode', value: string) => boolean | undefined;
  now?: () => number;
}

export interface ReadsAggregator {
  push(events: readonly ReaderEvent[]): void;
  counts(): ReaderCounts;
  /** Counters back to zero (a new connection, or the user pressed Reset). */
  reset(): void;
  /** Sends what is pending now. */
  flush(): void;
  stop(): void;
}

const WINDOW_MS = 1000;

export function createReadsAggregator(opts: ReadsAggregatorOptions): ReadsAggregator {
  const intervalMs = opts.intervalMs ?? 150;
  const maxEpcs = opts.maxEpcs ?? 500;
  const now = opts.now ?? Date.now;
  const seen = new Set<string>();
  // Barcodes read since the counter was reset: a repeat is a duplicate, as a tag read again is.
  const seenCodes = new Set<string>();
  // Asked once per distinct EPC per message, not per read; the answer follows the catalog (an item synced since is
  // known on its next message), so it is not cached here.
  const classify = (kind: 'epc' | 'barcode', value: string): boolean | undefined => opts.classify?.(kind, value);
  let totals = { reads: 0, barcodes: 0 };
  let pendingEpcs = new Map<string, EpcSeen>();
  let pendingBarcodes: BarcodeSeen[] = [];
  let pendingErrors: { code: string; message: string }[] = [];
  let pendingReads = 0;
  /** Reads and barcodes per reader (the events' `reader`) since the reset: several readers feed one count. */
  let byReader = new Map<string, { reads: number; barcodes: number }>();
  let pendingByReader = new Map<string, number>();
  /** Reads per emitted batch in the last second (also per reader), for reads/s. */
  let recent: { at: number; reads: number; byReader: Map<string, number> }[] = [];
  const tallyOf = (reader: string) => {
    let t = byReader.get(reader);
    if (!t) {
      t = { reads: 0, barcodes: 0 };
      byReader.set(reader, t);
    }
    return t;
  };
  let seq = 0;
  let timer: NodeJS.Timeout | undefined;
  // One extra message after the reads stop, so reads/s shown drops to zero instead of freezing.
  let owesZero = false;

  const readsPerSecond = (t: number) => {
    recent = recent.filter((r) => t - r.at < WINDOW_MS);
    return recent.reduce((n, r) => n + r.reads, 0);
  };

  const perReader = (): ReaderLinkCounts[] => {
    const rates = new Map<string, number>();
    for (const r of recent) for (const [id, n] of r.byReader) rates.set(id, (rates.get(id) ?? 0) + n);
    return [...byReader].map(([reader, t]) => ({ reader, ...t, readsPerSecond: rates.get(reader) ?? 0 }));
  };

  const counts = (t = now()): ReaderCounts => {
    const out: ReaderCounts = {
      reads: totals.reads,
      uniqueTags: seen.size,
      barcodes: totals.barcodes,
      readsPerSecond: readsPerSecond(t),
      badFrames: opts.badFrames?.() ?? 0,
    };
    if (byReader.size > 0) out.readers = perReader();
    return out;
  };

  const flush = () => {
    const t = now();
    const idle = pendingReads === 0 && pendingBarcodes.length === 0 && pendingErrors.length === 0;
    if (idle && !owesZero) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    if (pendingReads > 0) recent.push({ at: t, reads: pendingReads, byReader: pendingByReader });
    pendingByReader = new Map();
    const all = [...pendingEpcs.values()];
    const batch: ReaderReadsBatch = {
      seq: ++seq,
      epcs: all.length > maxEpcs ? all.slice(0, maxEpcs) : all,
      epcsOmitted: Math.max(0, all.length - maxEpcs),
      barcodes: pendingBarcodes,
      errors: pendingErrors,
      counts: counts(t),
    };
    owesZero = batch.counts.readsPerSecond > 0;
    pendingEpcs = new Map();
    pendingBarcodes = [];
    pendingErrors = [];
    pendingReads = 0;
    opts.emit(batch);
  };

  const schedule = () => {
    timer ??= setInterval(flush, intervalMs);
  };

  return {
    push(events) {
      for (const e of events) {
        if (e.type === 'epc') {
          totals.reads++;
          pendingReads++;
          if (e.reader !== undefined) {
            tallyOf(e.reader).reads++;
            pendingByReader.set(e.reader, (pendingByReader.get(e.reader) ?? 0) + 1);
          }
          const entry = pendingEpcs.get(e.hex);
          if (entry) {
            entry.count++;
            if (e.rssi !== undefined) entry.rssi = e.rssi;
            continue;
          }
          const first = !seen.has(e.hex);
          if (first) seen.add(e.hex);
          const known = classify('epc', e.hex);
          pendingEpcs.set(e.hex, {
            hex: e.hex,
            count: 1,
            first,
            ...(e.rssi === undefined ? {} : { rssi: e.rssi }),
            ...(known === undefined ? {} : { known }),
          });
        } else if (e.type === 'barcode') {
          totals.barcodes++;
          if (e.reader !== undefined) tallyOf(e.reader).barcodes++;
          const known = classify('barcode', e.text);
          const first = !seenCodes.has(e.text);
          seenCodes.add(e.text);
          pendingBarcodes.push({
            text: e.text,
            first,
            ...(e.symbologyId === undefined ? {} : { symbologyId: e.symbologyId }),
            ...(known === undefined ? {} : { known }),
          });
        } else if (e.type === 'error') {
          pendingErrors.push({ code: e.code, message: e.message });
        }
      }
      schedule();
    },
    counts: () => counts(),
    reset() {
      seen.clear();
      seenCodes.clear();
      totals = { reads: 0, barcodes: 0 };
      recent = [];
      byReader = new Map();
      pendingByReader = new Map();
      pendingEpcs = new Map();
      pendingReads = 0;
    },
    flush,
    stop() {
      flush();
      clearInterval(timer);
      timer = undefined;
    },
  };
}
