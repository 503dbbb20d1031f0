// Process: renderer (pure TS, no React). What a count feed entry looks like on screen: its words, colour and
// meta line in the shared feed list; a weighed bottle's row says its weight and fraction. The entries themselves
// (cap, sounds, a batch applied once) are store/counts-feed.ts.
import type { ScanOutcome } from '../../../../contract/counts';
import { formatCount, formatTime } from '../../lib/format';
import { formatWeight } from '../../lib/weight';
import { type FeedRow, type FeedTone, feedWhat } from '../../shared/feed-row';
import { readerChip } from '../../shared/reader-chip';
import type { FeedEntry } from '../../store/counts-feed';

/** The feed's words and colour per outcome (colour names map to CSS classes). */
export const OUTCOME_LOOK: Record<ScanOutcome, { label: string; tone: FeedTone }> = {
  newItem: { label: 'New item', tone: 'good' },
  plusOne: { label: '+1', tone: 'neutral' },
  repeatedTag: { label: 'Repeated tag', tone: 'quiet' },
  unknown: { label: 'Unknown', tone: 'warn' },
  needsPackSize: { label: 'Needs pack size', tone: 'warn' },
  error: { label: 'Error', tone: 'bad' },
  refused: { label: 'Refused', tone: 'bad' },
  // A second encoding of a tag identity already counted (main's message says which EPC counted it).
  sameIdentity: { label: 'Same identity', tone: 'warn' },
};

/** Said beside a counted item outside the count's scope (contract/counts.ts CountEvent.outsideScope). */
export const OUTSIDE_SCOPE = 'outside the scope';

/** An open bottle weighed (source 'weight'): "412.0 g → 0.45 bottle", said first on its meta line (the item's name
 * may be cut short in a narrow feed, the meta line is not). */
const weighedText = (w: { grams: number; fraction: number }) =>
  `${formatWeight(w.grams, 'g')} → ${formatCount(w.fraction)} bottle · `;

/** A count feed entry as the shared feed list shows it: the reader it came from (a labelled chip, when main named
 * one), how often its code was read (when more than once), the area and the time of the scan. An item counted
 * outside the scope says so: it still counts, but it was not what this count set out to count. */
export function countFeedRow(e: FeedEntry): FeedRow {
  return {
    key: e.key,
    outcome: e.outcome,
    ...OUTCOME_LOOK[e.outcome],
    ...(e.weighed ? { label: 'Weighed', tone: 'good' as const } : {}),
    what: feedWhat(e.raw, e.sku, e.description),
    ...(e.message ? { message: e.message } : e.outsideScope ? { message: OUTSIDE_SCOPE } : {}),
    ...(e.reader ? { reader: readerChip(e.reader) } : {}),
    meta: `${e.weighed ? weighedText(e.weighed) : ''}${(e.reads ?? 1) > 1 ? `${formatCount(e.reads ?? 1)} reads · ` : ''}${e.area} · ${formatTime(e.at)}`,
  };
}
