// Process: renderer (pure TS). The review's figures in words where two of them could be read as one: the items not
// counted and the items missing differ by the items that had nothing on hand (not counted, but nothing of them can
// be missing), and the panel says so rather than leave "996 not counted" beside "988 missing" unexplained.
import type { ReviewLinesView } from '../../../../contract/review';
import { countOf, formatCount } from '../../lib/format';

/**
 * "996 not counted: 988 missing (on hand, listed under Missing), 8 with nothing on hand (not missing)."; "5 not
 * counted, all missing (listed under Missing)."; "0 not counted."
 */
export function notCountedText(r: Pick<ReviewLinesView, 'notCounted' | 'missing'>): string {
  const head = `${formatCount(r.notCounted)} not counted`;
  if (r.notCounted === 0) return `${head}.`;
  const nothingOnHand = r.notCounted - r.missing;
  if (nothingOnHand === 0) return `${head}, ${r.notCounted === 1 ? 'missing' : 'all missing'} (listed under Missing).`;
  if (r.missing === 0) return `${head}, none missing: ${r.notCounted === 1 ? 'it has' : 'they have'} nothing on hand.`;
  return `${head}: ${formatCount(r.missing)} missing (on hand, listed under Missing), ${countOf(nothingOnHand, 'item')} with nothing on hand (not missing).`;
}
