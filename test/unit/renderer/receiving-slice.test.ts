// Process: test (renderer logic under node). The receiving slice against an in-memory fake of the contract: the
// receipts list's filters as request arguments and its pages by cursor, a receipt opened, a new draft with its
// vendors and the vendor's orders, reader pushes for the open draft only (feed newest first, capped), the pack
// size asked for and the scan repeated once it is set, problems by field and line (app and service) kept until
// what they point at changes, submit answers, drafts discarded, and the reader target.
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  DraftLine,
  DraftView,
  ReceiptListRow,
  ScanOutcome,
  SubmitResult,
  ValidationProblem,
} from '../../../main/contract/receiving';
import { createAppStore } from '../../../renderer/src/store';
import {
  EMPTY_RECEIPT_FILTER,
  prependOutcomes,
  RECEIPTS_PAGE_SIZE,
  RECEIVING_FEED_LIMIT,
} from '../../../renderer/src/store/receiving-slice';
import { createFakeApi, type FakeApi } from './fake-api';

const STORE = { id: '11111111-1111-4111-8111-111111111111', code: 'S01', description: 'Main street' };
const DID = '22222222-2222-4222-8222-222222222222';
const OTHER = '22222222-2222-4222-8222-999999999999';
const VENDOR = { id: '33333333-3333-4333-8333-333333333333', code: 'V001', name: 'Northwind Apparel' };
const PO = '44444444-4444-4444-8444-444444444444';
const LINE_A = '55555555-5555-4555-8555-00000000000a';
const LINE_B = '55555555-5555-4555-8555-00000000000b';

const line = (id: string, sku: string, quantity: number): DraftLine => ({
  id,
  itemId: id,
  sku,
  description: `Item ${sku}`,
  quantity,
  tags: 0,
  onOrder: true,
  over: false,
  known: true,
  availableAtStore: true,
});
const view = (v: Partial<DraftView> = {}): DraftView => ({
  id: DID,
  storeId: STORE.id,
  vendor: null,
  docNumber: 'REC00121',
  reference: '',
  notes: '',
  purchaseOrder: null,
  poLines: [],
  lines: [],
  extraLines: [],
  totals: { lines: 0, units: 0, tags: 0, overReceipts: 0 },
  state: 'open',
  receiptId: null,
  submittedAt: null,
  notice: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...v,
});
const outcome = (text: string, kind: ScanOutcome['kind'] = 'added', more: Partial<ScanOutcome> = {}): ScanOutcome => ({
  text,
  kind,
  itemId: null,
  sku: null,
  description: null,
  quantity: kind === 'added' ? 1 : 0,
  gtin14: null,
  onOrder: null,
  over: false,
  message: kind,
  ...more,
});
const problem = (field: ValidationProblem['field'], lineId: string | null = null, source: 'app' | 'service' = 'app') =>
  ({ field, lineId, severity: 'error', source, message: `${field} ${lineId ?? ''}`.trim() }) as ValidationProblem;
const row = (docNumber: string): ReceiptListRow => ({
  id: `66666666-6666-4666-8666-${docNumber.replace(/\D/g, '').padStart(12, '0')}`,
  docNumber,
  vendor: { ...VENDOR },
  reference: null,
  committed: false,
  created: '2026-11-20T10:00:00.000Z',
  lastUpdated: '2026-11-20T10:00:00.000Z',
  lineCount: 1,
  totalQuantity: 4,
});

let api: FakeApi;
let store: ReturnType<typeof createAppStore>;
const state = () => store.getState();
const callsOf = (name: string) => api.calls.filter((c) => c.name === name);

beforeEach(() => {
  api = createFakeApi();
  store = createAppStore(api);
  store.setState({ workingStore: STORE });
  api.respond('receiving.vendors', () => ({ ok: true, value: [VENDOR] }));
  api.respond('receiving.purchaseOrders', () => ({
    ok: true,
    value: [{ id: PO, docNumber: 'PO00041', status: 'Open', created: '', lineCount: 4, orderedTotal: 48 }],
  }));
  api.respond('receiving.drafts.list', () => ({ ok: true, value: [] }));
});

async function openDraft(v: Partial<DraftView> = {}) {
  api.respond('receiving.drafts.get', () => ({ ok: true, value: view(v) }));
  expect(await state().resumeDraft(DID)).toBe(true);
}

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

describe('receiving slice: the open draft', () => {
  it('creates a draft, shows it, and loads the vendors and the vendor’s open orders', async () => {
    api.respond('receiving.drafts.create', () => ({ ok: true, value: view({ vendor: VENDOR }) }));
    expect(await state().newDraft()).toBe(true);
    expect(callsOf('receiving.drafts.create')[0]?.args).toEqual({});
    expect(state().receivingScreen).toBe('draft');
    expect(state().receivingVendors).toEqual([VENDOR]);
    expect(callsOf('receiving.purchaseOrders')[0]?.args).toEqual({ vendorId: VENDOR.id });
    expect(state().purchaseOrders?.map((p) => p.docNumber)).toEqual(['PO00041']);
  });

  it('starts a draft without a number when none can be suggested (offline), and says so', async () => {
    api.respond('receiving.drafts.create', (a) =>
      a.docNumber === undefined
        ? { ok: false, error: { code: 'network', message: 'The service cannot be reached' } }
        : { ok: true, value: view({ docNumber: '' }) },
    );
    expect(await state().newDraft()).toBe(true);
    expect(callsOf('receiving.drafts.create').map((c) => c.args)).toEqual([{}, { docNumber: '' }]);
    expect(state().draft?.docNumber).toBe('');
    expect(state().receivingNotice).toMatch(/cannot be reached.*type one/);
  });

  it('asks for no orders without a vendor, and again when the vendor changes', async () => {
    await openDraft();
    expect(callsOf('receiving.purchaseOrders')).toHaveLength(0);
    store.setState({ draftProblems: [problem('vendor'), problem('lines')] });
    api.respond('receiving.drafts.update', (a) => ({ ok: true, value: view({ vendor: a.vendorId ? VENDOR : null }) }));
    expect(await state().updateDraft({ vendorId: VENDOR.id })).toBe(true);
    expect(callsOf('receiving.purchaseOrders')).toHaveLength(1);
    // The vendor's problem is stale now; the lines' is not.
    expect(state().draftProblems.map((p) => p.field)).toEqual(['lines']);
  });

  it('takes reader pushes for the open draft only: view, feed newest first and capped', async () => {
    const off = state().watchReceiving();
    await openDraft();
    const many = Array.from({ length: 25 }, (_, i) => outcome(`TAG${i}`));
    api.push('receiving.draftChanged', {
      draftId: DID,
      outcomes: many,
      draft: view({ totals: { lines: 1, units: 25, tags: 25, overReceipts: 0 } }),
    });
    expect(state().draft?.totals.units).toBe(25);
    expect(state().draftFeed).toHaveLength(RECEIVING_FEED_LIMIT);
    expect(state().draftFeed[0]?.text).toBe('TAG24');
    api.push('receiving.draftChanged', { draftId: OTHER, outcomes: [outcome('X')], draft: view({ id: OTHER }) });
    expect(state().draftFeed[0]?.text).toBe('TAG24');
    expect(state().draft?.id).toBe(DID);
    off();
    expect(api.listenerCount()).toBe(0);
  });

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

  it('asks for a case’s pack size, and once it is set receives the same scan again', async () => {
    const off = state().watchReceiving();
    await openDraft();
    const CASE = '10614141123459';
    api.push('receiving.draftChanged', {
      draftId: DID,
      outcomes: [outcome(CASE, 'needsPackSize', { gtin14: CASE })],
      draft: view(),
    });
    expect(state().packSizeNeeded).toEqual({ gtin14: CASE, text: CASE });
    api.respond('receiving.packSizes.set', (a) => ({ ok: true, value: { gtin14: a.gtin14, units: a.units } }));
    api.respond('receiving.drafts.scan', (a) => ({
      ok: true,
      value: { outcomes: [outcome(a.texts[0]!, 'added', { quantity: 12 })], draft: view() },
    }));
    expect(await state().setPackSize(12)).toBe(true);
    expect(callsOf('receiving.packSizes.set')[0]?.args).toEqual({ gtin14: CASE, units: 12 });
    expect(callsOf('receiving.drafts.scan')[0]?.args).toEqual({ draftId: DID, texts: [CASE] });
    expect(state().packSizeNeeded).toBeNull();
    expect(state().draftFeed[0]).toMatchObject({ kind: 'added', quantity: 12 });
    off();
  });

  it('sends a typed code trimmed and ignores blank ones', async () => {
    await openDraft();
    api.respond('receiving.drafts.scan', () => ({
      ok: true,
      value: {
        outcomes: [outcome('0614141123452')],
        draft: view({ totals: { lines: 1, units: 1, tags: 0, overReceipts: 0 } }),
      },
    }));
    await state().receiveScan('   ');
    await state().receiveScan(' 0614141123452 ');
    expect(callsOf('receiving.drafts.scan').map((c) => c.args)).toEqual([{ draftId: DID, texts: ['0614141123452'] }]);
    expect(state().draft?.totals.units).toBe(1);
  });

  it('shows every problem of an invalid submit, and drops a line’s problems when its quantity changes', async () => {
    await openDraft({ lines: [line(LINE_A, 'A1', 0), line(LINE_B, 'B1', 2)] });
    const problems = [problem('vendor'), problem('line', LINE_A), problem('line', LINE_B, 'service')];
    api.respond('receiving.drafts.submit', () => ({ ok: true, value: { status: 'invalid', problems, draft: view() } }));
    const r = await state().submitDraft();
    expect(r?.status).toBe('invalid');
    expect(state().draftProblems).toEqual(problems);
    api.respond('receiving.drafts.setQuantity', (a) => ({
      ok: true,
      value: view({ lines: [line(LINE_A, 'A1', a.quantity), line(LINE_B, 'B1', 2)] }),
    }));
    expect(await state().setDraftQuantity(LINE_A, 3)).toBe(true);
    expect(state().draftProblems.map((p) => p.lineId)).toEqual([null, LINE_B]);
    expect(state().draft?.lines[0]?.quantity).toBe(3);
  });

  it('checks the document number alone, keeping the other problems', async () => {
    await openDraft();
    store.setState({ draftProblems: [problem('vendor'), problem('docNumber')] });
    api.respond('receiving.drafts.validate', () => ({
      ok: true,
      value: { ok: false, problems: [problem('lines'), { ...problem('docNumber'), message: 'REC00121 is used' }] },
    }));
    await state().checkDocNumber();
    expect(state().draftProblems.map((p) => p.message)).toEqual(['vendor', 'REC00121 is used']);
  });

  it('after a submit: the receipt and the plain words, the drafts reloaded; a lost answer keeps its message', async () => {
    await openDraft();
    const lost: SubmitResult = {
      status: 'unknown',
      message: 'No answer from the service',
      draft: view({ state: 'submitting' }),
    };
    api.respond('receiving.drafts.submit', () => ({ ok: true, value: lost }));
    await state().submitDraft();
    expect(state().draft?.state).toBe('submitting');
    expect(state().submitResult).toEqual(lost);
    const done = view({ state: 'submitted', receiptId: 'r9', notice: 'Receipt REC00121 is uncommitted.' });
    api.respond('receiving.drafts.submit', () => ({
      ok: true,
      value: { status: 'submitted', receiptId: 'r9', docNumber: 'REC00121', adopted: true, draft: done, message: 'ok' },
    }));
    await state().submitDraft();
    expect(state().draft?.state).toBe('submitted');
    expect(state().draft?.notice).toMatch(/uncommitted/);
    expect(state().draftProblems).toEqual([]);
    expect(callsOf('receiving.drafts.list').length).toBeGreaterThan(0);
  });

  it('drops a late answer about a draft that is no longer open', async () => {
    await openDraft();
    let answer: (v: DraftView) => void = () => {};
    api.respond('receiving.drafts.removeLine', () => new Promise((r) => (answer = (v) => r({ ok: true, value: v }))));
    const pending = state().removeDraftLine(LINE_A);
    store.setState({ draft: view({ id: OTHER }) });
    answer(view({ notes: 'late' }));
    await pending;
    expect(state().draft?.id).toBe(OTHER);
    expect(state().draft?.notes).toBe('');
  });

  it('discards a draft: gone from the list, and back to the receipts when it was open', async () => {
    await openDraft();
    store.setState({ receivingDrafts: [{ id: DID } as never, { id: OTHER } as never] });
    api.respond('receiving.drafts.discard', () => ({ ok: true, value: { discarded: true } }));
    api.respond('receiving.receipts.list', () => ({
      ok: true,
      value: { storeId: STORE.id, rows: [], nextCursor: null },
    }));
    expect(await state().discardDraft(DID)).toBe(true);
    expect(state().receivingScreen).toBe('receipts');
    expect(state().draft).toBeNull();
    expect(callsOf('receiving.drafts.list').length).toBeGreaterThan(0);
  });

  it('makes an open draft the reader’s target, never a submitted one, and lets go of it by id', async () => {
    await openDraft();
    api.respond('receiving.drafts.activate', () => ({ ok: true, value: view() }));
    api.respond('receiving.drafts.deactivate', () => ({ ok: true, value: { active: null } }));
    await state().setReceivingTarget(true);
    await state().setReceivingTarget(false);
    expect(api.calls.slice(-2)).toEqual([
      { name: 'receiving.drafts.activate', args: { draftId: DID } },
      { name: 'receiving.drafts.deactivate', args: { draftId: DID } },
    ]);
    store.setState({ draft: view({ state: 'submitted' }) });
    await state().setReceivingTarget(true);
    expect(callsOf('receiving.drafts.activate')).toHaveLength(1);
  });
});
