// Process: renderer (pure TS, no React). What a batch of count outcomes does to the counts slice: the feed
// entries (newest first, capped), the sounds to play, and a fingerprint so a batch that arrives twice (the reply to
// a typed scan and the same batch pushed as 'counts.events') is applied once. The screens' look of an entry is
// features/counts/feed.ts.
import type { CountEvent, CountEventsBatch, ScanOutcome } from '../../../contract/counts';
import type { FeedbackKind } from './reader-types';

/** The feed is what the person reads from a metre away: the last 20 scans. */
export const FEED_LIMIT = 20;

export interface FeedEntry extends CountEvent {
  /** Increases with every entry, for React keys and the newest row's flash. */
  key: number;
}

const SOUND: Record<ScanOutcome, FeedbackKind> = {
  newItem: 'new',
  plusOne: 'duplicate',
  repeatedTag: 'duplicate',
  unknown: 'unknown',
  needsPackSize: 'unknown',
  error: 'error',
  refused: 'error',
};
/** An error or unknown must not be masked by a tick: the same order as the reader's. */
const SIGNAL_ORDER: FeedbackKind[] = ['error', 'unknown', 'new', 'duplicate'];

export function signalKinds(events: readonly CountEvent[]): FeedbackKind[] {
  const kinds = new Set(events.map((e) => SOUND[e.outcome]));
  return SIGNAL_ORDER.filter((k) => kinds.has(k));
}

/** New entries on top; only the newest FEED_LIMIT of a large batch are kept (the rest would scroll off anyway). */
export function prependFeed(feed: readonly FeedEntry[], events: readonly CountEvent[], nextKey: () => number) {
  const fresh = events.slice(-FEED_LIMIT).map((e) => ({ ...e, key: nextKey() }));
  fresh.reverse();
  return [...fresh, ...feed].slice(0, FEED_LIMIT);
}

export function batchFingerprint(b: CountEventsBatch): string {
  const first = b.events[0];
  const t = b.totals;
  return [b.sessionId, b.reads, b.events.length, first?.at, first?.raw, t.units, t.lines, t.uniqueTags, t.totalReads]
    .map(String)
    .join('|');
}

/** Remembers the last few fingerprints; `seen` answers whether a batch was already applied (and records it). */
export function createBatchMemory(size = 64) {
  const order: string[] = [];
  const known = new Set<string>();
  return {
    seen(b: CountEventsBatch): boolean {
      const fp = batchFingerprint(b);
      if (known.has(fp)) return true;
      known.add(fp);
      order.push(fp);
      if (order.length > size) known.delete(order.shift()!);
      return false;
    },
  };
}
