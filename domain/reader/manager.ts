// Process: main (domain, Electron-free). The reader manager: several readers at once (a map by a stable reader id:
// the port path, "simulator", "sim-2"), each with its own connect, backoff, state, counters and framer stats, all
// feeding ONE batched event stream in arrival order. Every event leaves here stamped with the reader it came from
// (`reader`), so the one count downstream knows its source without a second stream. A reader lost reconnects on its
// own backoff while the others keep reading; `ingest()` takes reads that arrive another way (keyboard-wedge scans
// captured in the renderer, pasted lists) under their own id ("keyboard").
import { createLogger } from '../shared/logger';
import { type BackoffOptions, createBackoff } from './backoff';
import { createBatcher } from './batcher';
import { isPermanent } from './errors';
import type { FramerStats, ReaderEvent, ReaderState } from './events';
import type { ReaderSource } from './sources/source';

const log = createLogger('reader.manager');

/** The id of reads that come in through `ingest()` without one: keyboard-wedge scans and pastes. */
export const KEYBOARD_READER = 'keyboard';
/** The id of a reader connected without a label or id (the CLI, tests). */
export const DEFAULT_READER = 'reader';

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

/** One connected (or connecting, or lost) reader as the manager holds it. */
export interface ReaderLinkInfo {
  id: string;
  label: string;
  state: ReaderState;
  /** The last status detail (the label when connected, the reason while reconnecting or in error). */
  detail: string;
}

export interface ReaderManager {
  /** Opens the source made by `makeSource` as reader `id` (default: the label), replacing only a reader of that
   * id; retries with backoff while it cannot be opened or after it is lost. Other readers keep reading. */
  connect(makeSource: () => ReaderSource, label?: string, id?: string): void;
  /** Closes reader `id`, or every reader when no id is given. */
  disconnect(id?: string): Promise<void>;
  /** Reads from outside a source (keyboard wedge, paste) enter the same stream, stamped with `reader`. */
  ingest(events: readonly ReaderEvent[], reader?: string): void;
  /** The best state among the readers (connected before reconnecting before connecting before error). */
  readonly state: ReaderState;
  stateOf(id: string): ReaderState;
  readers(): ReaderLinkInfo[];
  /** One reader's counters, or all readers' (and ingested reads') summed. */
  counters(id?: string): ReaderCounters;
  /** One reader's framer counters, or all open readers' summed; undefined when no open source decodes bytes. */
  framerStats(id?: string): FramerStats | undefined;
}

interface Link {
  id: string;
  label: string;
  state: ReaderState;
  detail: string;
  source: ReaderSource | undefined;
  make: () => ReaderSource;
  backoff: ReturnType<typeof createBackoff>;
  retryTimer: NodeJS.Timeout | undefined;
  counters: ReaderCounters;
  // Bumped on every connect/disconnect of this reader so a late callback from its old source cannot act on the new.
  generation: number;
}

const RANK: Record<ReaderState, number> = { connected: 4, reconnecting: 3, connecting: 2, error: 1, disconnected: 0 };
const zero = (): ReaderCounters => ({ epcs: 0, barcodes: 0, errors: 0, reconnects: 0 });

function tally(counters: ReaderCounters, events: readonly ReaderEvent[], reader: string) {
  for (const e of events) {
    // Stamped in place (the framer's fresh objects): one property each, cheaper than a copy per read. An event that
    // already names its reader (a tuning refusal the service ingests for one reader) keeps it.
    e.reader ??= reader;
    if (e.type === 'epc') counters.epcs++;
    else if (e.type === 'barcode') counters.barcodes++;
    else if (e.type === 'error') counters.errors++;
  }
}

export function createReaderManager(opts: ReaderManagerOptions): ReaderManager {
  const batcher = createBatcher(opts.onBatch, opts.batchMs, opts.batchMax);
  const links = new Map<string, Link>();
  // Readers closed for good still count in the totals (the CLI's summary after disconnect).
  const closed = zero();
  const ingested = zero();

  const setState = (link: Link, next: ReaderState, detail?: string) => {
    link.state = next;
    link.detail = detail ?? '';
    const e: ReaderEvent =
      detail === undefined
        ? { type: 'status', state: next, reader: link.id }
        : { type: 'status', state: next, detail, reader: link.id };
    batcher.push([e]);
    batcher.flush();
  };

  const scheduleRetry = (link: Link, gen: number, why: string) => {
    const delay = link.backoff.next();
    setState(link, 'reconnecting', `${why}; retrying in ${delay} ms`);
    link.retryTimer = setTimeout(() => void attempt(link, gen), delay);
  };

  const attempt = async (link: Link, gen: number) => {
    if (gen !== link.generation) return;
    const { label } = link;
    let s: ReaderSource | undefined;
    try {
      // Inside the try: a factory that throws (a bad setting) must become a status, not an unhandled rejection.
      s = link.make();
      link.source = s;
      await s.open({
        onEvents(events) {
          if (gen !== link.generation) return;
          tally(link.counters, events, link.id);
          batcher.push(events);
        },
        onLost(reason) {
          if (gen !== link.generation) return;
          log.warn('reader lost', { reader: link.id, label, reason });
          link.counters.reconnects++;
          link.source = undefined;
          scheduleRetry(link, gen, `Reader lost: ${reason}`);
        },
      });
    } catch (err) {
      if (gen !== link.generation) return;
      link.source = undefined;
      const message = err instanceof Error ? err.message : String(err);
      log.info('reader open failed', { reader: link.id, label, message });
      if (isPermanent(err)) {
        // Retrying cannot help (HID support missing, a bad setting): say so once and stop.
        setState(link, 'error', message);
        batcher.push([{ type: 'error', code: err.code, message, reader: link.id }]);
        batcher.flush();
        link.counters.errors++;
        return;
      }
      scheduleRetry(link, gen, message);
      return;
    }
    if (gen !== link.generation) {
      await s.close().catch(() => undefined);
      return;
    }
    link.backoff.reset();
    setState(link, 'connected', label);
  };

  const close = async (link: Link) => {
    link.generation++;
    clearTimeout(link.retryTimer);
    const s = link.source;
    link.source = undefined;
    link.backoff.reset();
    if (links.get(link.id) === link) links.delete(link.id);
    if (s) await s.close().catch((err: Error) => log.warn('close failed', { reader: link.id, message: err.message }));
    for (const k of Object.keys(closed) as (keyof ReaderCounters)[]) closed[k] += link.counters[k];
    if (link.state !== 'disconnected') setState(link, 'disconnected');
  };

  const sum = (parts: ReaderCounters[]) => {
    const out = zero();
    for (const p of parts) for (const k of Object.keys(out) as (keyof ReaderCounters)[]) out[k] += p[k];
    return out;
  };

  return {
    connect(make, label = '', id = label || DEFAULT_READER) {
      const old = links.get(id);
      const link: Link = {
        id,
        label,
        state: 'disconnected',
        detail: '',
        source: undefined,
        make,
        backoff: createBackoff(opts.backoff),
        retryTimer: undefined,
        counters: zero(),
        generation: 0,
      };
      links.set(id, link);
      void (old ? close(old) : Promise.resolve()).then(() => {
        if (links.get(id) !== link) return;
        setState(link, 'connecting', label);
        void attempt(link, link.generation);
      });
    },
    async disconnect(id) {
      const which = id === undefined ? [...links.values()] : links.has(id) ? [links.get(id)!] : [];
      await Promise.all(which.map(close));
    },
    ingest(events, reader = KEYBOARD_READER) {
      tally(ingested, events, reader);
      batcher.push(events);
    },
    get state() {
      let best: ReaderState = 'disconnected';
      for (const l of links.values()) if (RANK[l.state] > RANK[best]) best = l.state;
      return best;
    },
    stateOf: (id) => links.get(id)?.state ?? 'disconnected',
    readers: () => [...links.values()].map((l) => ({ id: l.id, label: l.label, state: l.state, detail: l.detail })),
    counters(id) {
      if (id !== undefined) return { ...(links.get(id)?.counters ?? zero()) };
      return sum([closed, ingested, ...[...links.values()].map((l) => l.counters)]);
    },
    framerStats(id) {
      if (id !== undefined) return links.get(id)?.source?.stats?.();
      const all = [...links.values()].map((l) => l.source?.stats?.()).filter((s): s is FramerStats => s !== undefined);
      if (all.length === 0) return undefined;
      const out = { ...all[0]! };
      for (const s of all.slice(1)) for (const k of Object.keys(out) as (keyof FramerStats)[]) out[k] += s[k];
      return out;
    },
  };
}
