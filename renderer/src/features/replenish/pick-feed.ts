// Process: renderer (pure TS). A pick scan's outcome in the shared scan feed (the tones counting and receiving use),
// and the words of a miss reason and an area role.
import type { AreaRole, MissReason } from '../../../../contract/replenish';
import type { FeedRow, FeedTone } from '../../shared/feed-row';
import type { ReplenishFeedEntry } from '../../store/types';

function look(o: ReplenishFeedEntry): { label: string; tone: FeedTone; message?: string } {
  switch (o.kind) {
    case 'picked':
      return { label: 'Picked', tone: 'good' };
    case 'placed':
      return { label: 'On the floor', tone: 'good', ...(o.fromArea ? { message: `from ${o.fromArea}` } : {}) };
    case 'already':
      return { label: 'Already', tone: 'quiet' };
    case 'notOnList':
      return { label: 'Not on the list', tone: 'warn', message: 'The list asks for no more of this item' };
    default:
      return { label: 'Unknown', tone: 'warn', message: 'No item has this code' };
  }
}

export function pickFeedRow(o: ReplenishFeedEntry): FeedRow {
  return { key: o.key, outcome: o.kind, ...look(o), what: o.sku ?? o.text, ...(o.epc ? { meta: o.epc } : {}) };
}

export const MISS_WORDS: Record<MissReason, string> = {
  not_found: 'Not found',
  damaged: 'Damaged',
  reserved: 'Reserved',
};

export const ROLE_WORDS: Record<AreaRole, string> = {
  floor: 'Sales floor',
  back: 'Back room',
  other: 'Other',
};
