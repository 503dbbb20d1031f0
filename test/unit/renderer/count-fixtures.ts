// Process: test (renderer logic under node). Shared fixtures of the counting tests: the working store, a session
// and its outbox as main would send them.
import type { CountEvent, CountSessionView, OutboxState } from '../../../contract/counts';
import type { FeedEntry } from '../../../renderer/src/store/counts-feed';
import type { FakeApi } from './fake-api';

export const STORE = { id: '11111111-1111-4111-8111-111111111111', code: 'S01', description: 'Main street' };
export const SID = '22222222-2222-4222-8222-222222222222';
export const OUTBOX: OutboxState = {
  pending: 0,
  refused: 0,
  inFlight: 0,
  lastSuccessAt: null,
  lastError: null,
  offline: false,
  mode: 'upsert',
};

/** An open, counted-nothing-yet session in two areas, with whatever `v` changes. */
export const sessionView = (v: Partial<CountSessionView> = {}): CountSessionView => ({
  id: SID,
  storeId: STORE.id,
  description: 'November full count',
  status: 'Active',
  readOnly: false,
  blind: false,
  scope: { kind: 'store' },
  areas: ['Front', 'Back room'],
  activeArea: 'Front',
  totals: { units: 0, lines: 0, uniqueTags: 0, totalReads: 0, outsideScope: 0, readers: [] },
  unknownOpen: 0,
  locked: null,
  movedTo: null,
  outbox: OUTBOX,
  ...v,
});

/** The answers opening a count session needs: the session, no unknowns or refused lines, and its categories. */
export function answerSessionOpen(api: FakeApi, view: () => CountSessionView, categories: string[] = []): void {
  api.respond('counts.sessions.open', () => ({ ok: true, value: view() }));
  api.respond('counts.unknowns', () => ({ ok: true, value: [] }));
  api.respond('counts.lines.refused', () => ({ ok: true, value: [] }));
  api.respond('counts.lines.categories', () => ({ ok: true, value: categories }));
}

/** One scan as main reports it: an EPC (hex starting 30) is an RFID read, anything else a barcode. */
export const countEvent = (
  raw: string,
  outcome: CountEvent['outcome'] = 'newItem',
  over: Partial<CountEvent> = {},
): CountEvent => ({
  at: 1000,
  source: raw.startsWith('30') ? 'rfid' : 'barcode',
  raw,
  outcome,
  itemId: null,
  sku: null,
  description: null,
  area: 'Front',
  added: outcome === 'newItem' || outcome === 'plusOne' ? 1 : 0,
  message: null,
  ...over,
});

/** One counting-feed entry (a new item scanned in the Front area); `over` changes what a test is about. */
export const feedEntry = (over: Partial<FeedEntry>): FeedEntry => ({
  key: 1,
  at: Date.UTC(2024, 0, 2, 9, 30, 5),
  source: 'barcode',
  raw: '0614141123452',
  outcome: 'newItem',
  itemId: 'i1',
  sku: 'SKU-1',
  description: 'Blue shirt M',
  area: 'Front',
  added: 1,
  message: null,
  ...over,
});
