// Process: renderer (pure TS). The outbox state in words: all sent, sending N, offline with N waiting (calm, not
// an error), or an error with what to do next. Lines the service refused are never "all sent": they wait for the
// user (remove or reassign each).
import type { OutboxState } from '../../../../contract/counts';
import { countOf, formatCount } from '../../lib/format';

export interface OutboxText {
  tone: 'ok' | 'busy' | 'offline' | 'error';
  text: string;
  /** What to do next, for the error case. */
  hint?: string;
}

const changes = (x: number) => countOf(x, 'change');

export function outboxText(o: OutboxState): OutboxText {
  if (o.offline) return { tone: 'offline', text: `Offline: ${changes(o.pending)} waiting, nothing is lost` };
  if (o.lastError)
    return {
      tone: 'error',
      text: `Not sent: ${o.lastError}`,
      hint: `${changes(o.pending)} kept here; the app retries on its own. If it keeps failing, check the connection or export the count.`,
    };
  if (o.pending > 0 || o.inFlight > 0)
    return { tone: 'busy', text: `Sending ${formatCount(Math.max(o.pending, o.inFlight))}` };
  if (o.refused > 0)
    return {
      tone: 'error',
      text: `${countOf(o.refused, 'line')} refused by the service`,
      hint: 'Not sent again: assign each to another item or remove it (see "Refused by the service").',
    };
  return { tone: 'ok', text: 'All sent' };
}
