// Process: renderer (pure TS). A transfer scan outcome's words and colour in the shared feed list (the same list
// and tones as receiving's and counting's), and a store's name from its id.
import type { TransferScanOutcome } from '../../../../contract/transfers';
import type { FeedRow, FeedTone } from '../../shared/feed-row';
import type { TransferFeedEntry } from '../../store/types';

function look(o: TransferScanOutcome): { label: string; tone: FeedTone } {
  switch (o.kind) {
    case 'added':
      return { label: o.box ? `+${o.quantity} box ${o.box}` : `+${o.quantity}`, tone: 'good' };
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

export function transferFeedRow(o: TransferFeedEntry): FeedRow {
  const what = o.sku ?? o.text;
  return {
    key: o.key,
    outcome: o.kind,
    ...look(o),
    what,
    ...(o.kind !== 'added' && o.message ? { message: o.message } : {}),
  };
}

/** "S02 · Downtown" for a store id the stores list knows, else the id. */
export function storeName(stores: readonly { id: string; code: string; description: string }[], id: string): string {
  const s = stores.find((x) => x.id.toLowerCase() === id.toLowerCase());
  return s ? `${s.code} · ${s.description}` : id;
}
