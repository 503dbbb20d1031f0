// Process: test (node). What earlier receipts took of an order's lines: only the vendor's receipts changed since
// the day before the order was created are read (a receipt linked to an order cannot be older than it), and their
// lines linked to the order are summed per line.
import { describe, expect, it } from 'vitest';
import type { ReceivingApi } from '../../../domain/receiving/api-port';
import { dayBefore, receivedByPoLine } from '../../../domain/receiving/purchase-orders';

const LINE = 'aaaaaaaa-0000-4000-8000-000000000001';
const OTHER = 'aaaaaaaa-0000-4000-8000-000000000002';

function receiptsApi(pages: { lines: { backLinkLineID: string | null; quantity: number }[] }[][]) {
  const asked: unknown[] = [];
  const api = {
    async *iterateReceipts(query: unknown) {
      asked.push(query);
      for (const items of pages) yield { items };
    },
  } as unknown as ReceivingApi;
  return { api, asked };
}

describe('receivedByPoLine', () => {
  it('reads the vendor’s receipts since the day before the order was created, and sums its lines', async () => {
    const { api, asked } = receiptsApi([
      [
        { lines: [{ backLinkLineID: LINE.toUpperCase(), quantity: 4 }] },
        { lines: [{ backLinkLineID: null, quantity: 9 }] },
      ],
      [
        {
          lines: [
            { backLinkLineID: LINE, quantity: 2 },
            { backLinkLineID: OTHER, quantity: 5 },
          ],
        },
      ],
    ]);
    const got = await receivedByPoLine(api, 'V-1', new Set([LINE]), '2026-10-01T00:30:00.000000Z');
    expect([...got]).toEqual([[LINE, 6]]);
    expect(asked).toEqual([{ filter: 'vendor=V-1,lastUpdated>=20260930', pageSize: expect.any(Number) }]);
  });

  it('reads all of them when the order’s creation date is unknown or unreadable', async () => {
    const { api, asked } = receiptsApi([]);
    await receivedByPoLine(api, 'V-1', new Set([LINE]));
    await receivedByPoLine(api, 'V-1', new Set([LINE]), 'yesterday');
    expect(asked.map((q) => (q as { filter: string }).filter)).toEqual(['vendor=V-1', 'vendor=V-1']);
    expect(dayBefore('2026-03-01T12:00:00Z')).toBe('20260228');
  });
});
