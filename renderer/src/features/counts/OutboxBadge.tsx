// Process: renderer. The outbox as a dot and words: all sent, sending N, offline with N waiting (calm), or an
// error with what to do next.
import type { OutboxState } from '../../../../contract/counts';
import { outboxText } from './outbox-text';

export function OutboxBadge({ outbox }: { outbox: OutboxState }) {
  const t = outboxText(outbox);
  return (
    <span className={`outbox outbox-${t.tone}`} data-outbox={t.tone} title={t.hint} role="status">
      <span className="dot" aria-hidden="true" />
      {t.text}
      {t.hint && <span className="outbox-hint"> {t.hint}</span>}
    </span>
  );
}
