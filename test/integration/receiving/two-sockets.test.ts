// Process: test (node). Two browser-mode tabs submitting one draft at the same moment: the real browser-mode server
// (hosts/web/server.ts) and dispatcher over the receiving handlers of one engine, against the real local service;
// two WebSocket clients send receiving.drafts.submit for the same draft at once. The service holds one receipt and
// both tabs get the same answer; an edit sent from a tab while the submit runs is refused with the reason.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../../../contract';
import { encodeSgtin96 } from '../../../domain/codes';
import { receivingHandlers } from '../../../hosts/app/receiving/handlers';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, startBrowserServer } from '../../../hosts/web/server';
import { openTab, type Tab } from '../../helpers/ws-tabs';
import { type ReceivingWorld, receivingWorld } from './harness';
import { vendorIdByCode } from './service-rows';

let w: ReceivingWorld;
let server: BrowserServer;
let rendererDir: string;
let tabs: Tab[];
let vendorId: string;
let gtin: string;

beforeAll(async () => {
  w = await receivingWorld('S01');
  vendorId = vendorIdByCode(w, 'V001');
  gtin = w.serviceQuery<{ gtin: string }>(
    `SELECT g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
     JOIN item_stores s ON s.item_id = i.id AND s.store_id = ?
     WHERE i.id NOT IN (SELECT item_id FROM purchase_order_lines) ORDER BY i.seq LIMIT 1`,
    w.storeId,
  )[0]!.gtin;
  rendererDir = await mkdtemp(join(tmpdir(), 'stocktake-two-tabs-'));
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>ok</title>');
  const handlers = receivingHandlers(() => w.engine) as unknown as Handlers;
  server = await startBrowserServer({ dispatch: createDispatcher(handlers), events: createEventHub(), rendererDir });
  tabs = [await openTab(server), await openTab(server)];
});
afterAll(async () => {
  for (const t of tabs ?? []) t.close();
  await server?.close();
  await w?.close();
  await rm(rendererDir, { recursive: true, force: true });
});

describe('two browser-mode tabs, one draft', () => {
  it('submitting at the same moment from both makes one receipt; both tabs get the same answer', async () => {
    const [a, b] = tabs as [Tab, Tab];
    const created = await a.ask<{ id: string }>('receiving.drafts.create', { vendorId, docNumber: 'RCV-TABS' });
    if (!created.ok) throw new Error(created.error.message);
    const draftId = created.value.id;
    const scanned = await b.ask('receiving.drafts.scan', {
      draftId,
      texts: [encodeSgtin96({ gtin14: gtin, serial: 1 }), encodeSgtin96({ gtin14: gtin, serial: 2 })],
    });
    expect(scanned.ok).toBe(true);
    const before = w.net.receiptPosts();
    const [fromA, fromB] = await Promise.all([
      a.ask('receiving.drafts.submit', { draftId }),
      b.ask('receiving.drafts.submit', { draftId }),
    ]);
    expect(fromA).toMatchObject({ ok: true, value: { status: 'submitted' } });
    expect(fromB).toEqual(fromA);
    expect(w.net.receiptPosts() - before).toBe(1);
    expect(w.serviceQuery('SELECT id FROM receipts WHERE doc_number = ?', 'RCV-TABS')).toHaveLength(1);
  });

  it('an edit from the other tab while the submit runs is refused with the reason', async () => {
    const [a, b] = tabs as [Tab, Tab];
    const created = await a.ask<{ id: string }>('receiving.drafts.create', { vendorId, docNumber: 'RCV-TABS-2' });
    if (!created.ok) throw new Error(created.error.message);
    const draftId = created.value.id;
    const scan = await a.ask<{ draft: { lines: { id: string }[] } }>('receiving.drafts.scan', {
      draftId,
      texts: [encodeSgtin96({ gtin14: gtin, serial: 3 })],
    });
    if (!scan.ok) throw new Error(scan.error.message);
    const held = w.net.holdNext('GET', /\/receipts$/);
    const submitting = a.ask('receiving.drafts.submit', { draftId });
    await held.reached;
    const lineId = scan.value.draft.lines[0]!.id;
    const edit = await b
      .ask('receiving.drafts.setQuantity', { draftId, lineId, quantity: -50 })
      .finally(() => held.release());
    expect(edit).toMatchObject({
      ok: false,
      error: { code: 'draft_submitting', message: 'This draft is being submitted; wait for the answer.' },
    });
    expect(await submitting).toMatchObject({ ok: true, value: { status: 'submitted' } });
    const lines = w.serviceQuery<{ quantity: number }>(
      'SELECT l.quantity FROM receipt_lines l JOIN receipts r ON r.id = l.receipt_id WHERE r.doc_number = ?',
      'RCV-TABS-2',
    );
    expect(lines).toEqual([{ quantity: 1 }]);
  });
});
