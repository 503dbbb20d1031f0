// Process: main (domain, Electron-free). The reader's 'reader.reads' push (reads-batch.ts) with the scan target's
// hand-off: while a target takes the batch, `feedback` takes the aggregate so far out of 'reader.reads' for the push
// the target makes anyway, so each batch reaches the renderer once.

import type { ReaderCounts, ReaderReadsBatch } from '../../contract/reader';
import type { ReaderEvent } from './events';
import { createReadsAggregator, type ReadsAggregatorOptions } from './reads-batch';

export interface RendererReadsOptions extends Pick<ReadsAggregatorOptions, 'badFrames' | 'classify' | 'intervalMs'> {
  onReads(batch: ReaderReadsBatch): void;
}

export interface RendererReads {
  push(events: readonly ReaderEvent[]): void;
  /** The pending aggregate, now, for a scan target's push instead of 'reader.reads'. */
  feedback(): ReaderReadsBatch | undefined;
  counts(): ReaderCounts;
  reset(): void;
  /** Sends what is pending now, even a quiet batch (the counters after a reset or a disconnect). */
  flush(): void;
  stop(): void;
}

export function createRendererReads(opts: RendererReadsOptions): RendererReads {
  // Set while a scan target takes the aggregate for its own push (see `feedback`).
  let carried: ((batch: ReaderReadsBatch) => void) | null = null;
  let carriedSinceTick = false;
  const reads = createReadsAggregator({
    emit: (batch) => {
      if (carried) return carried(batch);
      // While a target carries the feedback, the aggregator's own tick in between has no reads to add: its counters
      // went out with the target's push. After the target's last push, the ticks go out as before (reads/s to 0).
      const quiet = batch.epcs.length === 0 && batch.barcodes.length === 0 && batch.errors.length === 0;
      const skip = quiet && carriedSinceTick;
      carriedSinceTick = false;
      if (!skip) opts.onReads(batch);
    },
    ...(opts.badFrames ? { badFrames: opts.badFrames } : {}),
    ...(opts.intervalMs === undefined ? {} : { intervalMs: opts.intervalMs }),
    ...(opts.classify ? { classify: opts.classify } : {}),
  });

  const feedback = (): ReaderReadsBatch | undefined => {
    let out: ReaderReadsBatch | undefined;
    carried = (batch) => {
      out = batch;
    };
    try {
      reads.flush();
    } finally {
      carried = null;
    }
    if (out) carriedSinceTick = true;
    return out;
  };

  return {
    push: (events) => reads.push(events),
    feedback,
    counts: () => reads.counts(),
    reset: () => reads.reset(),
    flush() {
      carriedSinceTick = false;
      reads.flush();
    },
    stop: () => reads.stop(),
  };
}
