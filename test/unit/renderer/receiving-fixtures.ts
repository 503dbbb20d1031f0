// Process: test (renderer logic under node). Shared fixtures of the receiving slice tests: a store over the
// in-memory fake contract (vendors, orders and drafts answered), and draft views, scan outcomes, problems and
// receipt rows as main would send them.
import type { DraftLine, DraftView, ReceiptListRow, ScanOutcome, ValidationProblem } from '../../../contract/receiving';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi, type FakeApi } from './fake-api';

export const STORE = { id: '11111111-1111-4111-8111-111111111111', code: 'S01', description: 'Main street' };
export const DID = '22222222-2222-4222-8222-222222222222';
export const OTHER = '22222222-2222-4222-8222-999999999999';
export const VENDOR = { id: '33333333-3333-4333-8333-333333333333', code: 'V001', name: 'Northwind Apparel' };
export const PO = '44444444-4444-4444-8444-444444444444';
export const LINE_A = '55555555-5555-4555-8555-00000000000a';
export const LINE_B = '55555555-5555-4555-8555-00000000000b';

export const line = (id: string, sku: string, quantity: number): DraftLine => ({
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
export const view = (v: Partial<DraftView> = {}): DraftView => ({
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
export const outcome = (
  text: string,
  kind: ScanOutcome['kind'] = 'added',
  more: Partial<ScanOutcome> = {},
): ScanOutcome => ({
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
export const problem = (
  field: ValidationProblem['field'],
  lineId: string | null = null,
  source: 'app' | 'service' = 'app',
) => ({ field, lineId, severity: 'error', source, message: `${field} ${lineId ?? ''}`.trim() }) as ValidationProblem;
export const row = (docNumber: string): ReceiptListRow => ({
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

/** A store for the working store over a fake contract that answers vendors, orders and the drafts list. */
export function receivingHarness() {
  const api: FakeApi = createFakeApi();
  const store = createAppStore(api);

  store.setState({ workingStore: STORE });
  api.respond('receiving.vendors', () => ({ ok: true, value: [VENDOR] }));
  api.respond('receiving.purchaseOrders', () => ({
    ok: true,
    value: [{ id: PO, docNumber: 'PO00041', status: 'Open', created: '', lineCount: 4, orderedTotal: 48 }],
  }));
  api.respond('receiving.drafts.list', () => ({ ok: true, value: [] }));
  return {
    api,
    store,
    state: () => store.getState(),
    callsOf: (name: string) => api.calls.filter((c) => c.name === name),
  };
}
