// Process: test (renderer logic under node). The counting screen's pure helpers: feed colours and sounds per
// outcome (an error or unknown never masked by a tick), batch fingerprints, and the outbox in words.
import { describe, expect, it } from 'vitest';
import type { CountEventsBatch } from '../../../contract/counts';
import { outboxText } from '../../../renderer/src/features/counts/outbox-text';
import { createBatchMemory, signalKinds } from '../../../renderer/src/store/counts-feed';
import { OUTBOX } from './count-fixtures';

const base = OUTBOX;

describe('counting helpers', () => {
  it('orders sounds error, unknown, new, duplicate', () => {
    const ev = (outcome: 'plusOne' | 'unknown' | 'error' | 'newItem') =>
      ({ outcome }) as CountEventsBatch['events'][number];
    expect(signalKinds([ev('plusOne'), ev('unknown'), ev('newItem'), ev('error')])).toEqual([
      'error',
      'unknown',
      'new',
      'duplicate',
    ]);
  });

  it('recognises a batch seen before, and only that one', () => {
    const mem = createBatchMemory(2);
    const b: CountEventsBatch = {
      sessionId: 's',
      events: [],
      reads: 5,
      totals: { units: 1, lines: 1, uniqueTags: 1, totalReads: 5, outsideScope: 0, readers: [] },
    };
    expect(mem.seen(b)).toBe(false);
    expect(mem.seen({ ...b })).toBe(true);
    expect(mem.seen({ ...b, reads: 6, totals: { ...b.totals, totalReads: 6 } })).toBe(false);
  });

  it('says the outbox state in words: offline is calm, an error says what to do', () => {
    expect(outboxText(base)).toEqual({ tone: 'ok', text: 'All sent' });
    expect(outboxText({ ...base, pending: 12 }).text).toBe('Sending 12');
    expect(outboxText({ ...base, offline: true, pending: 340 })).toEqual({
      tone: 'offline',
      text: 'Offline: 340 changes waiting, nothing is lost',
    });
    const err = outboxText({ ...base, pending: 2, lastError: 'HTTP 500' });
    expect(err.tone).toBe('error');
    expect(err.hint).toMatch(/retries on its own/);
    expect(outboxText({ ...base, refused: 1 })).toMatchObject({ tone: 'error', text: '1 line refused by the service' });
  });
});
