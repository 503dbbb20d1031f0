// Process: test (node). One at a time per session: two browser-mode tabs asking the same thing at the
// same moment. The real browser-mode server (hosts/web/server.ts) and dispatcher over the app's counts and review
// handlers of one counting engine, against the real local service (every request it sends tapped); two WebSocket
// clients each fire finalize, the demo back office's processing, a recount request, move unsent and zero-confirm at
// once. Each has one effect (one finalize PUT, one Processed PUT, one recount: one status PUT and one marker per
// item, one new session, one zero line) and both tabs get the same answer.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../contract';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { NO_CURRENCY } from '../../../domain/counts/currency';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import { demoBackOffice } from '../../../hosts/app/counts/demo-back-office';
import { countHandlers } from '../../../hosts/app/counts/handlers';
import { createAppReview } from '../../../hosts/app/review/app-review';
import { reviewHandlers } from '../../../hosts/app/review/handlers';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, startBrowserServer } from '../../../hosts/web/server';
import { type FetchTap, tapFetch } from '../../helpers/fetch-tap';
import { askAtOnce, openTab, type Tab } from '../../helpers/ws-tabs';
import { countEngine, epcEvents, type ServiceOnDisk, serviceOnDisk, type TestCountEngine } from './harness';

let svc: ServiceOnDisk;
let a: TestCountEngine;
let tap: FetchTap;
let server: BrowserServer;
let rendererDir: string;
let tabs: Tab[];

beforeAll(async () => {
  svc = await serviceOnDisk();
  tap = tapFetch();
  a = await countEngine(svc.current, { fetch: tap.fetch });
  rendererDir = await mkdtemp(join(tmpdir(), 'stocktake-count-tabs-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>ok</title>');
  const tolerances = createToleranceStore(a.journal);
  const review = createAppReview({ counts: { engine: () => a.service, current: () => ({ tolerances }) } });
  const handlers = {
    ...countHandlers(
      { engine: () => a.service, scopeCategories: () => [], currency: async () => NO_CURRENCY },
      demoBackOffice({ counts: { engine: () => a.service }, onDemo: () => true, refreshOnHand: () => {} }),
    ),
    ...reviewHandlers(review),
  } as unknown as Handlers;
  server = await startBrowserServer({ dispatch: createDispatcher(handlers), events: createEventHub(), rendererDir });
  tabs = [await openTab(server), await openTab(server)];
}, 120_000);
afterAll(async () => {
  for (const t of tabs ?? []) t.close();
  await server?.close();
  a?.close();
  await svc?.close();
  await rm(rendererDir, { recursive: true, force: true });
});

/** A session of A with 2 tags of item 0 and 1 of item 1, all sent. */
async function counted(description: string) {
  const s = await a.service.createSession({ storeId: a.storeId, description, areas: ['Front'], blind: false });
  a.service.ingest(s.id, epcEvents([a.epc(0, 1), a.epc(0, 2), a.epc(1, 1)]));
  expect(await a.service.flush()).toBe(true);
  return s.id;
}

const statusPuts = (sessionId: string, status: number) =>
  tap.calls.filter(
    (c) =>
      c.method === 'PUT' &&
      c.path === '/sessions' &&
      (c.body as { sessionID: string; mobileStatus?: number }).sessionID === sessionId &&
      (c.body as { mobileStatus?: number }).mobileStatus === status,
  ).length;

describe('two browser-mode tabs, one count session', () => {
  it('finalize from both at once: one finalize PUT, the same answer', async () => {
    const id = await counted('Finalize twice');
    const [one, two] = await askAtOnce(tabs, 'counts.finalize', { sessionId: id, anyway: true });
    expect(one).toMatchObject({ ok: true, value: { ok: true, status: 'Finalized' } });
    expect(two).toEqual(one);
    expect(statusPuts(id, MobileStatus.Finalized)).toBe(1);
  });

  it('the demo back office from both at once: one Processed PUT, the same answer', async () => {
    const id = await counted('Process twice');
    expect(await a.service.finalize(id, true)).toEqual({ ok: true, status: 'Finalized' });
    const [one, two] = await askAtOnce(tabs, 'counts.process.demo', { sessionId: id });
    expect(one).toEqual({ ok: true, value: { status: 'Processed', alreadyProcessed: false, items: 2 } });
    expect(two).toEqual(one);
    expect(statusPuts(id, MobileStatus.Processed)).toBe(1);
  });

  it('a recount request from both at once: one status PUT, one marker per item, listed once', async () => {
    const id = await counted('Recount twice');
    const item = a.items[0]!.id;
    const [one, two] = await askAtOnce(tabs, 'review.recount.request', { sessionId: id, itemIds: [item] });
    expect(one).toMatchObject({ ok: true, value: { status: 'Recount', items: [{ itemId: item }] } });
    expect(two).toEqual(one);
    expect(statusPuts(id, MobileStatus.Recount)).toBe(1);
    expect(await a.service.flush()).toBe(true);
    const lines = new Set(
      (a.journal.prepare('SELECT id FROM count_lines WHERE session_id = ?').all(id) as { id: string }[]).map(
        (r) => r.id,
      ),
    );
    const markers = (await a.api.getSession(id)).sessionItems.filter(
      (i) => i.count === null && !lines.has(i.sessionItemID),
    );
    expect(markers.map((i) => i.itemID)).toEqual([item]);
  });

  it('move unsent from both at once: one new session holding the unsent change', async () => {
    const id = await counted('Move twice');
    // Finalized at the back office; A then counts one more tag: the upload is refused and the session locked here.
    const db = new Database(svc.dataPath);
    db.prepare('UPDATE sessions SET mobile_status = 2 WHERE id = ?').run(id.toLowerCase());
    db.close();
    a.service.ingest(id, epcEvents([a.epc(0, 3)]));
    await a.service.flush();
    expect(a.service.session(id).locked).not.toBeNull();
    const sessionsBefore = (a.journal.prepare('SELECT COUNT(*) AS n FROM count_sessions').get() as { n: number }).n;
    const [one, two] = await askAtOnce(tabs, 'counts.lock.moveUnsent', { sessionId: id });
    expect(one).toMatchObject({ ok: true, value: { ok: true, movedLines: 1, movedUnits: 1 } });
    expect(two).toEqual(one);
    expect((a.journal.prepare('SELECT COUNT(*) AS n FROM count_sessions').get() as { n: number }).n).toBe(
      sessionsBefore + 1,
    );
    expect(await a.service.flush()).toBe(true);
    const moved = (one as { value: { newSessionId: string } }).value.newSessionId;
    const held = await a.api.getSession(moved);
    expect(held.sessionItems.map((i) => [i.itemID, i.count])).toEqual([[a.items[0]!.id, 1]]);
  });

  it('zero-confirm from both at once: one zero line, the same answer', async () => {
    const id = await counted('Zero twice');
    const item = a.items[2]!.id;
    const [one, two] = await askAtOnce(tabs, 'counts.zero.confirm', { sessionId: id, itemIds: [item] });
    expect(one).toMatchObject({ ok: true, value: { confirmed: 1 } });
    expect(two).toEqual(one);
    const zero = a.journal
      .prepare("SELECT COUNT(*) AS n FROM count_audit WHERE session_id = ? AND item_id = ? AND source = 'zero'")
      .get(id, item) as { n: number };
    expect(zero.n).toBe(1);
    expect(await a.service.flush()).toBe(true);
    const held = (await a.api.getSession(id)).sessionItems.filter((i) => i.itemID === item);
    expect(held.map((i) => i.count)).toEqual([0]);
  });
});
