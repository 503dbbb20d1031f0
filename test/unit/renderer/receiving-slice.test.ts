// Process: test (renderer logic under node). The receiving slice's open draft against an in-memory fake of the
// contract: a new draft with its vendors and the vendor's open orders (without a number when none can be
// suggested), reader pushes for the open draft only, the pack size asked for and what main received once it is set,
// problems by field and line (app and service) kept until what they point at changes, submit answers, late
// answers dropped, drafts discarded, and the reader target.
import { beforeEach, describe, expect, it } from 'vitest';
import type { DraftView, SubmitResult } from '../../../contract/receiving';
import { RECEIVING_FEED_LIMIT } from '../../../renderer/src/store/receiving-lists';
import type { FakeApi } from './fake-api';
import {
  DID,
  LINE_A,
  LINE_B,
  line,
  OTHER,
  outcome,
  problem,
  receivingHarness,
  STORE,
  VENDOR,
  view,
} from './receiving-fixtures';

let h: ReturnType<typeof receivingHarness>;
let api: FakeApi;
let store: ReturnType<typeof receivingHarness>['store'];
const state = () => h.state();
const callsOf = (name: string) => h.callsOf(name);
beforeEach(() => {
  h = receivingHarness();
  ({ api, store } = h);
});

async function openDraft(v: Partial<DraftView> = {}) {
  api.respond('receiving.drafts.get', () => ({ ok: true, value: view(v) }));
  expect(await state().resumeDraft(DID)).toBe(true);
}

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
      packSizeNeeded: null,
    });
    expect(state().draft?.totals.units).toBe(25);
    expect(state().draftFeed).toHaveLength(RECEIVING_FEED_LIMIT);
    expect(state().draftFeed[0]?.text).toBe('TAG24');
    api.push('receiving.draftChanged', {
      draftId: OTHER,
      outcomes: [outcome('X')],
      draft: view({ id: OTHER }),
      packSizeNeeded: null,
    });
    expect(state().draftFeed[0]?.text).toBe('TAG24');
    expect(state().draft?.id).toBe(DID);
    off();
    expect(api.listenerCount()).toBe(0);
  });

  it('asks for the case main says waits for its pack size, and shows what main received once it is set', async () => {
    const off = state().watchReceiving();
    await openDraft();
    const [A, B] = ['10614141123459', '20614141123456'];
    const asks = (text: string) => outcome(text, 'needsPackSize', { gtin14: text });
    api.push('receiving.draftChanged', {
      draftId: DID,
      outcomes: [asks(A), asks(B), asks(A)],
      draft: view(),
      packSizeNeeded: { gtin14: A, text: A, scans: 2, sku: null, description: null },
    });
    expect(state().packSizeNeeded).toEqual({ gtin14: A, text: A, scans: 2, sku: null, description: null });
    api.respond('receiving.packSizes.set', (a) => ({
      ok: true,
      value: {
        gtin14: a.gtin14,
        units: a.units,
        received: {
          outcomes: (a.gtin14 === A ? [A, A] : [B]).map((t) => outcome(t, 'added', { quantity: a.units })),
          draft: view(),
          packSizeNeeded: a.gtin14 === A ? { gtin14: B, text: B, scans: 1, sku: null, description: null } : null,
        },
      },
    }));
    expect(await state().setPackSize(6)).toBe(true);
    expect(callsOf('receiving.packSizes.set')[0]?.args).toEqual({ gtin14: A, units: 6, draftId: DID });
    expect(callsOf('receiving.drafts.scan')).toHaveLength(0);
    expect(state().draftFeed.slice(0, 2)).toMatchObject([
      { kind: 'added', quantity: 6 },
      { kind: 'added', quantity: 6 },
    ]);
    expect(state().receivingNotice).toBe(`Pack size set: 6 units per case ${A}`);
    expect(state().packSizeNeeded).toEqual({ gtin14: B, text: B, scans: 1, sku: null, description: null });
    expect(await state().setPackSize(24)).toBe(true);
    expect(callsOf('receiving.packSizes.set')[1]?.args).toEqual({ gtin14: B, units: 24, draftId: DID });
    expect(state().packSizeNeeded).toBeNull();
    off();
  });

  it('replaces a case’s waiting rows with what it added once its pack size is set (no row still asks)', async () => {
    const off = state().watchReceiving();
    await openDraft();
    const [A, B] = ['10614141123459', '20614141123456'];
    const asks = (text: string) => outcome(text, 'needsPackSize', { gtin14: text });
    const names = { sku: 'SKU-1', description: 'Item 1' };
    api.push('receiving.draftChanged', {
      draftId: DID,
      outcomes: [asks(A), asks(B)],
      draft: view(),
      packSizeNeeded: { gtin14: A, text: A, scans: 1, ...names },
    });
    api.push('receiving.draftChanged', {
      draftId: DID,
      outcomes: [asks(A)],
      draft: view(),
      packSizeNeeded: { gtin14: A, text: A, scans: 2, ...names },
    });
    expect(state().draftFeed.filter((e) => e.gtin14 === A)).toHaveLength(2);
    api.respond('receiving.packSizes.set', (a) => ({
      ok: true,
      value: {
        gtin14: a.gtin14,
        units: a.units,
        received: {
          outcomes: [outcome(A, 'added', { gtin14: A, quantity: 12, ...names })],
          draft: view(),
          packSizeNeeded: { gtin14: B, text: B, scans: 1, sku: null, description: null },
        },
      },
    }));
    expect(await state().setPackSize(6)).toBe(true);
    expect(state().draftFeed.map((e) => [e.text, e.kind])).toEqual([
      [A, 'added'],
      [B, 'needsPackSize'],
    ]);
    expect(state().draftFeed[0]).toMatchObject({ quantity: 12, ...names });
    off();
  });

  it('receives a pasted list in one request and says how many codes it scanned', async () => {
    await openDraft();
    api.respond('receiving.drafts.scan', (a) => ({
      ok: true,
      value: { outcomes: a.texts.map((t) => outcome(t)), draft: view(), packSizeNeeded: null },
    }));
    await state().receiveScanList('0614141123452\n\nTAG24\r\n', 'the paste');
    expect(callsOf('receiving.drafts.scan').map((c) => c.args)).toEqual([
      { draftId: DID, texts: ['0614141123452', 'TAG24'] },
    ]);
    expect(state().receivingNotice).toBe('Scanned 2 codes from the paste.');
    expect(state().draftFeed.map((f) => f.text)).toEqual(['TAG24', '0614141123452']);
  });

  it('sends a typed code trimmed and ignores blank ones', async () => {
    await openDraft();
    api.respond('receiving.drafts.scan', () => ({
      ok: true,
      value: {
        outcomes: [outcome('0614141123452')],
        draft: view({ totals: { lines: 1, units: 1, tags: 0, overReceipts: 0 } }),
        packSizeNeeded: null,
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
