// Process: main (domain, Electron-free). The reader manager: one source at a time, one batched event stream,
// status events, reconnect with capped exponential backoff after an unplug, and `ingest()` for reads that arrive
// another way (keyboard-wedge scans captured in the renderer, pasted lists).
import { createLogger } from '../shared/logger';
import { type BackoffOptions, createBackoff } from './backoff';
import { createBatcher } from './batcher';
import { isPermanent } from './errors';
import type { FramerStats, ReaderEvent, ReaderState } from './events';
import type { ReaderSource } from './sources/source';

const log = createLogger('reader.manager');

export interface ReaderManagerOptions {
  onBatch(events: ReaderEvent[]): void;
  batchMs?: number;
  batchMax?: number;
  backoff?: BackoffOptions;
}

export interface ReaderCounters {
  epcs: number;
  barcodes: number;
  errors: number;
  reconnects: number;
}

export interface ReaderManager {
  /** Opens the source made by `makeSource`; retries with backoff while it cannot be opened or after it is lost. */
  connect(makeSource: () => ReaderSource, label?: string): void;
  disconnect(): Promise<void>;
  /** Reads from outside a source (keyboard wedge, paste) enter the same stream. */
  ingest(events: readonly ReaderEvent[]): void;
  readonly state: ReaderState;
  counters(): ReaderCounters;
  framerStats(): FramerStats | undefined;
}

export function createReaderManager(opts: ReaderManagerOptions): ReaderManager {
  const batcher = createBatcher(opts.onBatch, opts.batchMs, opts.batchMax);
  const backoff = createBackoff(opts.backoff);
  const counters: ReaderCounters = { epcs: 0, barcodes: 0, errors: 0, reconnects: 0 };
  let state: ReaderState = 'disconnected';
  let source: ReaderSource | undefined;
  let makeSource: (() => ReaderSource) | undefined;
  let label = '';
  let retryTimer: NodeJS.Timeout | undefined;
  // Bumped on every connect/disconnect so a late callback from an old source cannot act on the new one.
  let generation = 0;

  const count = (events: readonly ReaderEvent[]) => {
    for (const e of events) {
      if (e.type === 'epc') counters.epcs++;
      else if (e.type === 'barcode') counters.barcodes++;
      else if (e.type === 'error') counters.errors++;
    }
  };

  const setState = (next: ReaderState, detail?: string) => {
    state = next;
    batcher.push([detail === undefined ? { type: 'status', state: next } : { type: 'status', state: next, detail }]);
    batcher.flush();
  };

  const scheduleRetry = (gen: number, why: string) => {
    const delay = backoff.next();
    setState('reconnecting', `${why}; retrying in ${delay} ms`);
    retryTimer = setTimeout(() => void attempt(gen), delay);
  };

  const attempt = async (gen: number) => {
    if (gen !== generation || !makeSource) return;
    let s: ReaderSource | undefined;
    try {
      // Inside the try: a factory that throws (a bad setting) must become a status, not an unhandled rejection.
      s = makeSource();
      source = s;
      await s.open({
        onEvents(events) {
          if (gen !== generation) return;
          count(events);
          batcher.push(events);
        },
        onLost(reason) {
          if (gen !== generation) return;
          log.warn('reader lost', { label, reason });
          counters.reconnects++;
          source = undefined;
          scheduleRetry(gen, `Reader lost: ${reason}`);
        },
      });
    } catch (err) {
      if (gen !== generation) return;
      source = undefined;
      const message = err instanceof Error ? err.message : String(err);
      log.info('reader open failed', { label, message });
      if (isPermanent(err)) {
        // Retrying cannot help (HID support missing, a bad setting): say so once and stop.
        setState('error', message);
        batcher.push([{ type: 'error', code: err.code, message }]);
        batcher.flush();
        counters.errors++;
        return;
      }
      scheduleRetry(gen, message);
      return;
    }
    if (gen !== generation) {
      await s.close().catch(() => undefined);
      return;
    }
    backoff.reset();
    setState('connected', label);
  };

  return {
    connect(make, l = '') {
      void this.disconnect().then(() => {
        generation++;
        makeSource = make;
        label = l;
        setState('connecting', label);
        void attempt(generation);
      });
    },
    async disconnect() {
      generation++;
      clearTimeout(retryTimer);
      const s = source;
      source = undefined;
      makeSource = undefined;
      backoff.reset();
      if (s) await s.close().catch((err: Error) => log.warn('close failed', { message: err.message }));
      if (state !== 'disconnected') setState('disconnected');
    },
    ingest(events) {
      count(events);
      batcher.push(events);
    },
    get state() {
      return state;
    },
    counters: () => ({ ...counters }),
    framerStats: () => source?.stats?.(),
  };
}
