// Process: test (renderer logic under node). The receiving slice's receipts against an in-memory fake of the
// contract: the list's filters as request arguments, its pages by cursor both ways, errors kept, a receipt opened;
// and the scan feed's rule for reader batches (repeats and already shown unknowns left out).
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReceiptListRow } from '../../../contract/receiving';
import {
  EMPTY_RECEIPT_FILTER,
  prependOutcomes,
  RECEIPTS_PAGE_SIZE,
  vendorLabel,
} from '../../../renderer/src/store/receiving-lists';
import type { FakeApi } from './fake-api';
import { outcome, receivingHarness, row, STORE, VENDOR } from './receiving-fixtures';

let h: ReturnType<typeof receivingHarness>;
let api: FakeApi;
const state = () => h.state();
const callsOf = (name: string) => h.callsOf(name);
beforeEach(() => {
  h = receivingHarness();
  ({ api } = h);
});

describe('receiving slice: receipts', () => {
  it('sends the filters as the list request asks for them and pages by cursor both ways', async () => {
    const pages: Record<string, { rows: ReceiptListRow[]; nextCursor: string | null }> = {
      first: { rows: [row('REC00120')], nextCursor: 'c2' },
      c2: { rows: [row('REC00119')], nextCursor: 'c3' },
      c3: { rows: [row('REC00118')], nextCursor: null },
    };
    api.respond('receiving.receipts.list', (a) => ({
      ok: true,
      value: { storeId: STORE.id, ...pages[a.cursor ?? 'first']! },
    }));
    await state().filterReceipts({
      docNumber: ' REC ',
      vendorId: VENDOR.id,
      committed: 'uncommitted',
      from: '2026-11-01',
      to: '',
    });
    expect(callsOf('receiving.receipts.list').at(-1)?.args).toEqual({
      pageSize: RECEIPTS_PAGE_SIZE,
      docNumber: 'REC',
      vendorId: VENDOR.id,
      committed: false,
      from: '2026-11-01',
    });
    expect(state().receipts?.map((r) => r.docNumber)).toEqual(['REC00120']);
    await state().nextReceiptPage();
    await state().nextReceiptPage();
    expect(state().receipts?.map((r) => r.docNumber)).toEqual(['REC00118']);
    expect(state().receiptsNextCursor).toBeNull();
    await state().nextReceiptPage(); // no further page: nothing asked
    expect(callsOf('receiving.receipts.list')).toHaveLength(3);
    await state().prevReceiptPage();
    expect(state().receipts?.map((r) => r.docNumber)).toEqual(['REC00119']);
    expect(callsOf('receiving.receipts.list').at(-1)?.args).toMatchObject({ cursor: 'c2' });
    await state().prevReceiptPage();
    expect(callsOf('receiving.receipts.list').at(-1)?.args).not.toHaveProperty('cursor');
    expect(state().receiptsPrevCursors).toEqual([]);
    // A new filter starts again at the first page.
    await state().nextReceiptPage();
    await state().filterReceipts(EMPTY_RECEIPT_FILTER);
    expect(callsOf('receiving.receipts.list').at(-1)?.args).toEqual({ pageSize: RECEIPTS_PAGE_SIZE });
    expect(state().receiptsPrevCursors).toEqual([]);
  });

  it('keeps the list on an error and says why; opens a receipt read-only', async () => {
    api.respond('receiving.receipts.list', () => ({ ok: false, error: { code: 'offline', message: 'No network' } }));
    await state().loadReceiptPage();
    expect(state().receipts).toBeNull();
    expect(state().receivingError?.message).toBe('No network');
    api.respond('receiving.receipts.get', () => ({ ok: true, value: { id: 'r1', docNumber: 'REC00118' } as never }));
    expect(await state().openReceipt('r1')).toBe(true);
    expect(state().receivingScreen).toBe('receipt');
    expect(state().receipt?.docNumber).toBe('REC00118');
    expect(state().receivingError).toBeNull();
  });
});

describe('receiving lists', () => {
  it('leaves a reader batch’s repeated tags and already shown unknowns out of the feed, never a single scan’s', () => {
    let key = 0;
    const next = () => ++key;
    const reads = [outcome('T1'), outcome('T1', 'repeatTag'), outcome('U1', 'unknown'), outcome('U1', 'unknown')];
    const feed = prependOutcomes([], reads, next);
    expect(feed.map((e) => `${e.kind}:${e.text}`)).toEqual(['unknown:U1', 'added:T1']);
    const again = prependOutcomes(feed, [outcome('U1', 'unknown'), outcome('T2')], next);
    expect(again.map((e) => e.text)).toEqual(['T2', 'U1', 'T1']);
    expect(prependOutcomes(again, [outcome('T1', 'repeatTag')], next)[0]).toMatchObject({ kind: 'repeatTag' });
  });
});

describe('vendorLabel', () => {
  it('names a vendor the same way on every list: code and name, or what there is, or the id', () => {
    expect(vendorLabel(VENDOR)).toBe('V001 Northwind Apparel');
    expect(vendorLabel({ ...VENDOR, code: null })).toBe('Northwind Apparel');
    expect(vendorLabel({ ...VENDOR, name: null })).toBe('V001');
    expect(vendorLabel({ id: VENDOR.id, code: null, name: null })).toBe(VENDOR.id);
  });
});
