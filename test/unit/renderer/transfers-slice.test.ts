// Process: test (renderer logic under node). The transfers slice against the fake contract: the reader's pushes
// update the open draft (and its feed, the newest 10 first) and are dropped for another draft; the open screen makes
// its draft or incoming transfer the scan target and lets go; a send refused keeps the service's words per line;
// a receipt's pushes update its report.
import { describe, expect, it } from 'vitest';
import type {
  TransferDraftView,
  TransferReport,
  TransferScanOutcome,
  TransferSendResult,
} from '../../../contract/transfers';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const DRAFT = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const OTHER = '1b4e28ba-2fa1-4d2e-8e3b-9c0d1e2f3a4b';
const TRANSFER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const draft = (id: string, units: number): TransferDraftView => ({
  id,
  docNumber: 'TR-1',
  fromStoreId: 's01',
  toStoreId: 's02',
  needBy: '2026-12-01T12:00:00Z',
  notes: '',
  state: 'open',
  box: 1,
  lines: [],
  boxes: [{ number: 1, units, tags: units }],
  units,
  sentAt: null,
});
const added = (n: number): TransferScanOutcome => ({
  text: `EPC${n}`,
  kind: 'added',
  itemId: null,
  sku: `SKU-${n}`,
  quantity: 1,
  box: 1,
  message: '',
});
const report = (received: number): TransferReport => ({
  transferId: TRANSFER.toUpperCase(),
  docNumber: 'TR-1',
  fromStoreId: 's01',
  toStoreId: 's02',
  state: 'open',
  finishedAt: null,
  tagsKnown: true,
  lines: [],
  tags: [],
  boxes: [],
  totals: { expected: 5, received, sentReceived: received, sentMissing: 5 - received, receivedNotSent: 0 },
});

function setup() {
  const api = createFakeApi();
  const store = createAppStore(api);
  api.respond('transfers.drafts.get', ({ draftId }) => ({ ok: true, value: draft(draftId, 0) }));
  api.respond('transfers.drafts.activate', ({ draftId }) => ({ ok: true, value: draft(draftId, 0) }));
  api.respond('transfers.drafts.deactivate', () => ({ ok: true, value: { active: null } }));
  api.respond('transfers.receipts.open', () => ({ ok: true, value: report(0) }));
  api.respond('transfers.receipts.activate', () => ({ ok: true, value: report(0) }));
  api.respond('transfers.receipts.deactivate', () => ({ ok: true, value: { active: null } }));
  return { api, store };
}

describe('transfers slice', () => {
  it("takes the reader's pushes for the open draft only, newest first, the last 10", async () => {
    const { api, store } = setup();
    const off = store.getState().watchTransfers();
    await store.getState().openTransferDraft(DRAFT);
    api.push('transfers.draftChanged', { draftId: OTHER, outcomes: [added(99)], draft: draft(OTHER, 9) });
    expect(store.getState().transferDraft?.units).toBe(0);
    expect(store.getState().transferFeed).toEqual([]);
    const outcomes = Array.from({ length: 12 }, (_, i) => added(i + 1));
    api.push('transfers.draftChanged', { draftId: DRAFT, outcomes, draft: draft(DRAFT, 12) });
    const s = store.getState();
    expect(s.transferDraft?.units).toBe(12);
    expect(s.transferFeed.map((o) => o.text)).toEqual([
      'EPC12',
      'EPC11',
      'EPC10',
      'EPC9',
      'EPC8',
      'EPC7',
      'EPC6',
      'EPC5',
      'EPC4',
      'EPC3',
    ]);
    off();
    api.push('transfers.draftChanged', { draftId: DRAFT, outcomes: [], draft: draft(DRAFT, 20) });
    expect(store.getState().transferDraft?.units).toBe(12);
  });

  it('makes the open draft, then the open incoming transfer, the scan target and lets go', async () => {
    const { api, store } = setup();
    await store.getState().openTransferDraft(DRAFT);
    await store.getState().setTransferTarget(true);
    await store.getState().setTransferTarget(false);
    await store.getState().openIncomingTransfer(TRANSFER);
    await store.getState().setTransferTarget(true);
    await store.getState().setTransferTarget(false);
    expect(api.calls.map((c) => [c.name, c.args]).filter(([n]) => String(n).endsWith('activate'))).toEqual([
      ['transfers.drafts.activate', { draftId: DRAFT }],
      ['transfers.drafts.deactivate', { draftId: DRAFT }],
      ['transfers.receipts.activate', { transferId: TRANSFER.toUpperCase() }],
      ['transfers.receipts.deactivate', { transferId: TRANSFER.toUpperCase() }],
    ]);
  });

  it("keeps a refused send with the service's words per line", async () => {
    const { api, store } = setup();
    const refused: TransferSendResult = {
      status: 'refused',
      message: 'The service refused the transfer.',
      lines: [{ itemId: null, sku: 'SKU-1', field: 'lines[0].itemId', message: 'Item is inactive' }],
      draft: draft(DRAFT, 1),
    };
    api.respond('transfers.drafts.send', () => ({ ok: true, value: refused }));
    await store.getState().openTransferDraft(DRAFT);
    await store.getState().sendTransfer();
    expect(store.getState().transferSendResult).toEqual(refused);
    expect(store.getState().transferDraft?.units).toBe(1);
    expect(store.getState().transfersBusy).toBe(false);
  });

  it('takes the pushes for the incoming transfer being received (ids in any case)', async () => {
    const { api, store } = setup();
    store.getState().watchTransfers();
    await store.getState().openIncomingTransfer(TRANSFER);
    api.push('transfers.receiptChanged', { transferId: TRANSFER, outcomes: [added(1)], report: report(1) });
    expect(store.getState().transferReport?.totals.received).toBe(1);
    expect(store.getState().transferFeed).toHaveLength(1);
  });
});
