// Process: test (node). A counting engine over a real journal file in a temp dir, a small in-memory catalog and
// a fake API that records what it is sent and can refuse (upserts, locked sessions) or fail (offline) on demand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { ApiError } from '../../../domain/api/errors';
import type { SessionItem } from '../../../domain/api/wire/sessions';
import { checkDigit, encodeSgtin96 } from '../../../domain/codes';
import type { ItemFacts } from '../../../domain/counts/item-facts';
import { type CountService, createCountService } from '../../../domain/counts/service';
import { type JournalDb, openJournal } from '../../../domain/journal/journal';
import { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';

export const STORE = '11111111-1111-4111-8111-111111111111';
const gtin = (n: number) => {
  const body = `0061414${String(n).padStart(6, '0')}`;
  return body + checkDigit(body);
};
export const ITEMS = [1, 2, 3].map((n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  sku: `SKU-${n}`,
  upc: [gtin(n).slice(2)],
  epcGTIN: [gtin(n)],
  active: true,
  gtin14: gtin(n),
  retail: n * 10,
  category: n === 3 ? 'Shoes' : 'Shirts',
}));
/** The case of item 1: indicator digit 1. */
export const CASE_GTIN = (() => {
  const body = `1${gtin(1).slice(1, 13)}`;
  return body + checkDigit(body);
})();
ITEMS[0]!.upc.push(CASE_GTIN);

export const epcOf = (item: number, serial: number) =>
  encodeSgtin96({ gtin14: ITEMS[item - 1]!.gtin14, serial, filter: 1 });

export function fakeApi() {
  const sent: { kind: 'post' | 'put' | 'create' | 'update'; sessionId: string; items?: SessionItem[] }[] = [];
  const onService = new Map<string, SessionItem>();
  const sessions = new Map<string, { status: number; description: string }>();
  const fail = { offline: false, refuseUpsert: false, locked: false };
  const check = () => {
    if (fail.offline) throw new ApiError({ status: null, code: 'network', message: 'offline' });
    if (fail.locked)
      throw new ApiError({
        status: 400,
        code: 'bad_request',
        message: 'refused',
        serverMessage: 'Cannot add items to a finalized session.',
      });
  };
  const session = (id: string) => ({
    sessionID: id,
    storeID: STORE,
    description: sessions.get(id)?.description ?? '',
    mobileStatus: (sessions.get(id)?.status ?? 1) as 1,
    sessionItems: [...onService.values()],
    created: '',
    lastUpdated: '',
  });
  const api = {
    async createSession(s: { sessionID: string; description: string }) {
      if (fail.offline) check();
      sent.push({ kind: 'create', sessionId: s.sessionID });
      sessions.set(s.sessionID, { status: 1, description: s.description });
      return session(s.sessionID);
    },
    async addSessionItems(sessionId: string, items: SessionItem[]) {
      check();
      if (fail.refuseUpsert && items.some((i) => onService.has(i.sessionItemID)))
        throw new ApiError({ status: 409, code: 'http', message: 'exists', serverMessage: 'Duplicate sessionItemID.' });
      sent.push({ kind: 'post', sessionId, items: structuredClone(items) });
      for (const i of items) onService.set(i.sessionItemID, i);
      return session(sessionId);
    },
    async setSessionItemCount(sessionId: string, id: string, count: number) {
      check();
      sent.push({ kind: 'put', sessionId });
      onService.set(id, { ...onService.get(id)!, count });
      return onService.get(id)!;
    },
    async getSession(id: string) {
      return session(id);
    },
    async updateSession(u: { sessionID: string; mobileStatus?: number }) {
      check();
      sent.push({ kind: 'update', sessionId: u.sessionID });
      sessions.set(u.sessionID, { status: u.mobileStatus ?? 1, description: '' });
      return session(u.sessionID);
    },
    async *iterateSessions() {
      yield { items: [...sessions.keys()].map(session), nextPageLink: null } as never;
    },
    async *iterateInventory() {
      yield [
        { itemID: ITEMS[0]!.id, storeID: STORE, onHand: 5, rowUpdated: '' },
        { itemID: ITEMS[1]!.id, storeID: STORE, onHand: 2, rowUpdated: '' },
        { itemID: ITEMS[2]!.id, storeID: STORE, onHand: 4, rowUpdated: '' },
      ];
    },
  };
  return { api, sent, onService, fail, sessions };
}

export interface TestEngine {
  dir: string;
  fake: ReturnType<typeof fakeApi>;
  journal: JournalDb;
  service: CountService;
  close(): void;
  remove(): void;
}

export function engine(dir = mkdtempSync(join(tmpdir(), 'counts-')), fake = fakeApi()): TestEngine {
  const journal: JournalDb = openJournal(dir, 'http://svc', 'C1');
  const index = new ItemIndex<ResolvableItem>();
  index.upsertMany(ITEMS);
  const facts = (ids: readonly string[]): ItemFacts[] =>
    ITEMS.filter((i) => ids.includes(i.id)).map((i) => ({
      itemId: i.id,
      sku: i.sku,
      upc: i.upc[0]!,
      description: `Item ${i.sku}`,
      categoryId: null,
      category: i.category,
      retail: i.retail,
    }));
  const service = createCountService({
    journal,
    api: fake.api as never,
    index,
    itemFacts: facts,
    user: 'tester',
    // Sent only by flush(), so each test decides when requests happen.
    outbox: { autoSend: false, backoffMs: { base: 1, max: 2 } },
  });
  return {
    dir,
    fake,
    journal,
    service,
    close() {
      service.stop();
      journal.close();
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const epcEvents = (hexes: string[]) => hexes.map((hex) => ({ type: 'epc' as const, hex, at: 0 }));

/** `start(dir?)` builds an engine that is closed and removed after each test of the calling file. */
export function enginesClosedAfterEach(): (dir?: string, fake?: ReturnType<typeof fakeApi>) => TestEngine {
  const open: TestEngine[] = [];
  afterEach(() => {
    for (const e of open.splice(0)) {
      e.close();
      e.remove();
    }
  });
  return (dir, fake) => {
    const e = engine(dir, fake);
    open.push(e);
    return e;
  };
}
