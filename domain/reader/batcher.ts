// Process: main (domain, Electron-free). Groups events so consumers (IPC to the renderer) get a few batches a
// second instead of a thousand messages; nothing is dropped, order is kept.
import { createLogger } from '../shared/logger';
import type { ReaderEvent } from './events';

const log = createLogger('reader.batcher');

export interface Batcher {
  push(events: readonly ReaderEvent[]): void;
  /** Hands out what is waiting now (status changes use this so the UI is never late). */
  flush(): void;
  stop(): void;
}

export function createBatcher(onBatch: (events: ReaderEvent[]) => void, intervalMs = 50, maxEvents = 500): Batcher {
  let waiting: ReaderEvent[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    try {
      onBatch(batch);
    } catch (err) {
      // A consumer's bug must not take the serial port's event loop (and every later read) down with it.
      log.error('batch consumer failed', { message: (err as Error).message, events: batch.length });
    }
  };

  return {
    push(events) {
      for (const e of events) waiting.push(e);
      if (waiting.length >= maxEvents) flush();
      else if (!timer && waiting.length > 0) timer = setTimeout(flush, intervalMs);
    },
    flush,
    stop() {
      flush();
      clearTimeout(timer);
    },
  };
}
