// Process: renderer (pure TS, no React). What a batch of count outcomes does to the counts slice: the feed
// entries (one per code, newest first, capped; repeats are counts), the sounds to play, and a fingerprint so a batch that arrives twice (the reply to
// a typed scan and the same batch pushed as 'counts.events') is applied once. The screens' look of an entry is
// features/counts/feed.ts.
import type { CountEvent, CountEventsBatch, ScanOutcome } from '../../../contract/counts';
import type { FeedbackKind } from './reader-types';

/** The feed is what the person reads from a metre away: the last 20 codes scanned. */
export const FEED_LIMIT = 20;

export interface FeedEntry extends CountEvent {
  /** Increases with every entry, for React keys and the newest row's flash. */
  key: number;
  /** How often this code was read while on the feed (1 when absent): repeats are this number, not rows. */
  reads?: number;
}

const SOUND: Record<ScanOutcome, FeedbackKind> = {
  newItem: 'new',
  plusOne: 'duplicate',
  repeatedTag: 'duplicate',
  unknown: 'unknown',
  needsPackSize: 'unknown',
  error: 'error',
  refused: 'error',
  sameIdentity: 'unknown',
};
/** An error or unknown must not be masked by a tick: the same order as the reader's. */
const SIGNAL_ORDER: FeedbackKind[] = ['error', 'unknown', 'new', 'duplicate'];

export function signalKinds(events: readonly CountEvent[]): FeedbackKind[] {
  const kinds = new Set(events.map((e) => SOUND[e.outcome]));
  return SIGNAL_ORDER.filter((k) => kinds.has(k));
}

/** The feed and the repeated reads of tags counted before that have no row on it. */
export interface FoldedFeed {
  feed: FeedEntry[];
  repeatsElsewhere: number;
}

/** Events of a batch worth a look: a batch of thousands of new tags only shows its newest ones. */
const BATCH_LOOK = FEED_LIMIT * 4;

/**
 * Each code (EPC or barcode) has one row: a new scan of a code on the feed moves its row to the top with its read
 * count raised; a repeated read of a counted tag only raises the count of the tag's row where it stays (or, for a
 * tag without a row, the count of repeats elsewhere), so repeats never push a new item out of view.
 */
export function foldFeed(feed: readonly FeedEntry[], events: readonly CountEvent[], nextKey: () => number): FoldedFeed {
  const out = [...feed];
  let repeatsElsewhere = 0;
  const at = (raw: string) => out.findIndex((x) => x.raw === raw);
  const counted = events.filter((e) => e.outcome !== 'repeatedTag').slice(-BATCH_LOOK);
  for (const e of counted) {
    const i = at(e.raw);
    const reads = i >= 0 ? (out[i]!.reads ?? 1) + 1 : 1;
    if (i >= 0) out.splice(i, 1);
    out.unshift({ ...e, key: nextKey(), reads });
  }
  for (const e of events) {
    if (e.outcome !== 'repeatedTag') continue;
    const byTag = e.repeats?.byTag ?? [[e.raw, 1] as [string, number]];
    let listed = 0;
    for (const [raw, n] of byTag) {
      listed += n;
      const i = at(raw);
      if (i >= 0) out[i] = { ...out[i]!, reads: (out[i]!.reads ?? 1) + n };
      else repeatsElsewhere += n;
    }
    repeatsElsewhere += Math.max(0, (e.repeats?.reads ?? listed) - listed);
  }
  return { feed: out.slice(0, FEED_LIMIT), repeatsElsewhere };
}

/** After an undo of the newest scan: its row loses one read, or goes when that was its only one. */
export function undoFeedTop(feed: readonly FeedEntry[]): FeedEntry[] {
  const top = feed[0];
  if (!top) return [];
  // A tag counts once, so its undo takes the row; a barcode scanned again loses one scan.
  if (top.source !== 'rfid' && (top.reads ?? 1) > 1) return [{ ...top, reads: (top.reads ?? 1) - 1 }, ...feed.slice(1)];
  return feed.slice(1);
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
