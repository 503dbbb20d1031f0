// Process: renderer (pure TS). A receiving scan outcome's words and colour in the feed, and its row in the shared
// feed list (the same list and tones as the counting screen's).
import type { ScanOutcome } from '../../../../contract/receiving';
import { countOf, formatCount } from '../../lib/format';
import { type FeedRow, type FeedTone, feedWhat } from '../../shared/feed-row';
import type { ReceivingFeedEntry } from '../../store/types';

export function outcomeLook(o: ScanOutcome): { label: string; tone: FeedTone } {
  switch (o.kind) {
    case 'added':
      if (o.over) return { label: `+${o.quantity} over order`, tone: 'warn' };
      if (o.onOrder === false) return { label: `+${o.quantity} not on order`, tone: 'warn' };
      return { label: `+${o.quantity}`, tone: 'good' };
    case 'repeatTag':
      return { label: 'Tag already in', tone: 'quiet' };
    case 'needsPackSize':
      return { label: 'Pack size?', tone: 'warn' };
    case 'unknown':
      return { label: 'Unknown', tone: 'warn' };
    default:
      return { label: 'Error', tone: 'bad' };
  }
}

/** What a row says beside the item: an added line's message repeats its label, so only a case received once its
 * pack size was set says how many cases of what size made its units; the other outcomes say theirs. */
function rowMessage(o: ReceivingFeedEntry): string | undefined {
  if (o.kind !== 'added') return o.message || undefined;
  return o.cases ? `${countOf(o.cases.count, 'case')} of ${formatCount(o.cases.units)} received` : undefined;
}

export function receivingFeedRow(o: ReceivingFeedEntry): FeedRow {
  const message = rowMessage(o);
  return {
    key: o.key,
    outcome: o.kind,
    ...outcomeLook(o),
    what: feedWhat(o.text, o.sku, o.description),
    ...(message ? { message } : {}),
  };
}
