// Process: renderer (pure TS). A receiving scan outcome's words and colour in the feed (tone names are the counts
// feed's CSS classes, so both screens read the same).
import type { ScanOutcome } from '../../../../main/contract/receiving';

type Tone = 'good' | 'neutral' | 'quiet' | 'warn' | 'bad';

export function outcomeLook(o: ScanOutcome): { label: string; tone: Tone } {
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
