// Process: test (node). Receiving against the real local service: a receipt made by scanning against a purchase
// order (earlier receipts' lines counted as already received, over-receipts flagged, extra items kept), submitted
// once and read back linked to the order; a submit whose answer is lost, then retried (also after a restart),
// makes exactly one receipt; the service's 422 field errors land on the right lines; a draft survives a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { type ReceivingWorld, receivingWorld } from './harness';
import { itemOnNoOrder, receiptsWithNumber, vendorIdByCode } from './service-rows';

let w: ReceivingWorld;
let vendorId: string;
let po: { id: string; lines: { id: string; item_id: string; gtin: string }[] };
let extra: { id: string; gtin: string };
const tag = (gtin: string, serial: number) => encodeSgtin96({ gtin14: gtin, serial });

beforeAll(async () => {
  w = await receivingWorld('S01');
  vendorId = vendorIdByCode(w, 'V001');
  const poId = w.serviceQuery<{ id: string }>("SELECT id FROM purchase_orders WHERE doc_number = 'PO00041'")[0]!.id;
  const lines = w.serviceQuery<{ id: string; item_id: string; gtin: string }>(
    `SELECT l.id, l.item_id, g.gtin FROM purchase_order_lines l
     JOIN item_gtins g ON g.item_id = l.item_id AND g.is_current = 1 WHERE l.po_id = ? ORDER BY l.seq`,
    poId,
  );
  po = { id: poId, lines };
  extra = itemOnNoOrder(w);
});
afterAll(async () => {
  await w?.close();
});

const receiptsNamed = (docNumber: string) => receiptsWithNumber(w, docNumber);
const posts = () => w.net.receiptPosts();

describe('receiving against the local service', () => {
  it('lists the vendor’s open orders for the store and suggests the next document number', async () => {
    const orders = await w.engine.purchaseOrders({ vendorId });
    // PO00043 is the same vendor's but Closed; PO00042 is another vendor's.
    expect(orders.map((o) => o.docNumber)).toEqual(['PO00041']);
    expect(w.engine.vendors().map((v) => v.code)).toEqual(['V001', 'V002', 'V003', 'V004']);
    expect((await w.engine.suggestDocNumber()).docNumber).toBe('REC00121');
  });

  it('receives against an order by scanning, submits once and reads the receipt back linked to the order', async () => {
    const draft = await w.engine.createDraft({
      vendorId,
      docNumber: 'RCV-T1',
      reference: 'Truck 1',
      purchaseOrderId: po.id,
    });
    // REC00118 already received all 12 of the first line of PO00041 and 4 of the second; nothing of the other
    // apparel lines, nor of its three food and beverage lines (ordered in whole cases).
    const figures = draft.poLines.map((l) => [l.ordered, l.alreadyReceived, l.receivedNow]);
    expect(figures.slice(0, 4)).toEqual([
      [12, 12, 0],
      [12, 4, 0],
      [12, 0, 0],
      [12, 0, 0],
    ]);
    expect(figures.slice(4).map(([, already, now]) => [already, now])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const [a, b] = po.lines;
    const scan = w.engine.scan({
      draftId: draft.id,
      texts: [tag(a!.gtin, 1), tag(a!.gtin, 2), tag(a!.gtin, 1), tag(b!.gtin, 1), tag(extra.gtin, 1)],
    });
    // a's line was received in full: both units are over; b's unit fills what is outstanding.
    expect(scan.outcomes.map((o) => [o.kind, o.onOrder, o.over])).toEqual([
      ['added', true, true],
      ['added', true, true],
      ['repeatTag', true, true],
      ['added', true, false],
      ['added', false, false],
    ]);
    expect(scan.draft.extraLines.map((l) => l.itemId)).toEqual([extra.id]);
    expect(scan.draft.totals).toMatchObject({ lines: 3, units: 4, tags: 4, overReceipts: 1 });
    expect(scan.draft.poLines.slice(0, 2).map((l) => [l.receivedNow, l.outstanding, l.over])).toEqual([
      [2, 0, true],
      [1, 7, false],
    ]);

    const report = await w.engine.validate({ draftId: draft.id });
    expect(report.ok).toBe(true);
    expect(report.problems.map((p) => p.severity)).toEqual(['warning']);

    const result = await w.engine.submit({ draftId: draft.id });
    expect(result.status).toBe('submitted');
    if (result.status !== 'submitted') return;
    expect(result.draft.state).toBe('submitted');
    expect(result.draft.notice).toMatch(/uncommitted|committed in the back-office application/i);
    expect(receiptsNamed('RCV-T1')).toHaveLength(1);

    const detail = await w.engine.getReceipt({ receiptId: result.receiptId });
    expect(detail).toMatchObject({ docNumber: 'RCV-T1', committed: false, reference: 'Truck 1' });
    expect(detail.statusNote).toMatch(/committed in the back-office application/);
    expect(detail.purchaseOrders).toEqual([{ id: po.id, docNumber: 'PO00041' }]);
    expect(detail.lines.map((l) => [l.itemId, l.quantity, l.poLine?.poLineId ?? null])).toEqual([
      [a!.item_id, 2, a!.id],
      [b!.item_id, 1, b!.id],
      [extra.id, 1, null],
    ]);
    expect(detail.lines[0]!.sku).toBeTruthy();

    const page = await w.engine.listReceipts({ docNumber: 'RCV-T1' });
    expect(page.rows.map((r) => [r.docNumber, r.lineCount, r.totalQuantity, r.committed])).toEqual([
      ['RCV-T1', 3, 4, false],
    ]);
    // Editing a submitted draft is refused; submitting it again makes nothing new.
    expect(() => w.engine.scan({ draftId: draft.id, texts: [tag(a!.gtin, 9)] })).toThrow(/submitted/);
    const before = posts();
    expect((await w.engine.submit({ draftId: draft.id })).status).toBe('submitted');
    expect(posts()).toBe(before);
  });

  it('a lost answer, then a retry after a restart, makes exactly one receipt (adopted)', async () => {
    const draft = await w.engine.createDraft({ vendorId, docNumber: 'RCV-LOST' });
    w.engine.scan({ draftId: draft.id, texts: [tag(extra.gtin, 50), tag(extra.gtin, 51)] });
    w.net.loseNextAnswer('POST', /\/receipts$/);
    const before = posts();
    const lost = await w.engine.submit({ draftId: draft.id });
    expect(lost.status).toBe('unknown');
    expect(lost.draft.state).toBe('submitting');
    expect(receiptsNamed('RCV-LOST')).toHaveLength(1);
    expect(() => w.engine.setQuantity({ draftId: draft.id, lineId: lost.draft.lines[0]!.id, quantity: 5 })).toThrow(
      /Submit again/,
    );

    w.restart();
    expect(w.engine.getDraft({ draftId: draft.id }).state).toBe('submitting');
    const retry = await w.engine.submit({ draftId: draft.id });
    expect(retry).toMatchObject({ status: 'submitted', adopted: true });
    expect(posts() - before).toBe(1);
    expect(receiptsNamed('RCV-LOST')).toHaveLength(1);
    if (retry.status === 'submitted') expect(retry.receiptId).toBe(receiptsNamed('RCV-LOST')[0]!.id);
  });

  it('a submit that never reached the service is looked up, then sent again once', async () => {
    const draft = await w.engine.createDraft({ vendorId, docNumber: 'RCV-DROP' });
    w.engine.scan({ draftId: draft.id, texts: [tag(extra.gtin, 60)] });
    w.net.dropNextRequest('POST', /\/receipts$/);
    const before = posts();
    const dropped = await w.engine.submit({ draftId: draft.id });
    expect(dropped).toMatchObject({ status: 'unknown', draft: { state: 'submitting' } });
    expect(receiptsNamed('RCV-DROP')).toHaveLength(0);
    const ok = await w.engine.submit({ draftId: draft.id });
    expect(ok).toMatchObject({ status: 'submitted', adopted: false });
    expect(posts() - before).toBe(1);
    expect(receiptsNamed('RCV-DROP')).toHaveLength(1);
  });

  it('with the network gone, submit says the document number could not be checked and sends nothing', async () => {
    const draft = await w.engine.createDraft({ vendorId, docNumber: 'RCV-CUT' });
    w.engine.scan({ draftId: draft.id, texts: [tag(extra.gtin, 65)] });
    w.net.tap.cut();
    const res = await w.engine.submit({ draftId: draft.id }).finally(() => w.net.tap.restore());
    expect(res.status).toBe('invalid');
    if (res.status === 'invalid') expect(res.problems[0]!.message).toMatch(/Could not check document number RCV-CUT/);
    expect(res.draft.state).toBe('open');
    expect(receiptsNamed('RCV-CUT')).toHaveLength(0);
  });

  it('maps the service’s 422 field errors to the lines they concern', async () => {
    const draft = await w.engine.createDraft({ vendorId, docNumber: 'RCV-422', purchaseOrderId: po.id });
    const [a, , c] = po.lines;
    const scan = w.engine.scan({ draftId: draft.id, texts: [tag(extra.gtin, 70), tag(a!.gtin, 70), tag(c!.gtin, 70)] });
    // The order lines of a and c were removed on the service after the draft read the order.
    const gone: Record<string, string> = {
      [a!.id]: '00000000-0000-4000-8000-000000000001',
      [c!.id]: '00000000-0000-4000-8000-000000000002',
    };
    const row = w.journal().prepare('SELECT po_json FROM receiving_drafts WHERE id = ?').get(draft.id) as {
      po_json: string;
    };
    const snapshot = JSON.parse(row.po_json) as { lines: { id: string }[] };
    for (const l of snapshot.lines) l.id = gone[l.id] ?? l.id;
    w.journal().prepare('UPDATE receiving_drafts SET po_json = ? WHERE id = ?').run(JSON.stringify(snapshot), draft.id);
    const result = await w.engine.submit({ draftId: draft.id });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    const lineOf = (itemId: string) => scan.draft.lines.find((l) => l.itemId === itemId)!.id;
    expect(result.problems.map((p) => [p.field, p.lineId, p.source])).toEqual([
      ['line', lineOf(a!.item_id), 'service'],
      ['line', lineOf(c!.item_id), 'service'],
    ]);
    expect(result.problems[0]!.message).toMatch(/purchase order line/);
    expect(result.draft.state).toBe('open');
    expect(receiptsNamed('RCV-422')).toHaveLength(0);
  });

  it('refuses a document number already used, with every other problem at once', async () => {
    const draft = await w.engine.createDraft({ docNumber: 'REC00118' });
    const report = await w.engine.validate({ draftId: draft.id });
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.field)).toEqual(['vendor', 'docNumber', 'lines']);
    expect(report.problems[1]!.message).toMatch(/REC00118 is already used/);
    const res = await w.engine.submit({ draftId: draft.id });
    expect(res.status).toBe('invalid');
  });

  it('keeps a draft across a restart and submits it afterwards', async () => {
    const draft = await w.engine.createDraft({ vendorId, docNumber: 'RCV-RESTART', notes: 'after restart' });
    w.engine.scan({ draftId: draft.id, texts: [tag(extra.gtin, 80), tag(extra.gtin, 81)] });
    w.restart();
    const listed = w.engine.listDrafts().find((d) => d.id === draft.id);
    expect(listed).toMatchObject({ docNumber: 'RCV-RESTART', lines: 1, units: 2, state: 'open' });
    const again = w.engine.scan({ draftId: draft.id, texts: [tag(extra.gtin, 80), tag(extra.gtin, 82)] });
    expect(again.outcomes.map((o) => o.kind)).toEqual(['repeatTag', 'added']);
    const res = await w.engine.submit({ draftId: draft.id });
    expect(res.status).toBe('submitted');
    const lines = w.serviceQuery<{ quantity: number }>(
      'SELECT l.quantity FROM receipt_lines l JOIN receipts r ON r.id = l.receipt_id WHERE r.doc_number = ?',
      'RCV-RESTART',
    );
    expect(lines).toEqual([{ quantity: 3 }]);
  });

  it('lists only the working store’s receipts, newest first, page by page, with filters', async () => {
    const all = await w.engine.listReceipts({});
    expect(all.rows.map((r) => r.docNumber)).toContain('REC00118');
    expect(all.rows.map((r) => r.docNumber)).not.toContain('REC00119'); // S02's
    const first = await w.engine.listReceipts({ pageSize: 2 });
    expect(first.rows).toHaveLength(2);
    const second = await w.engine.listReceipts({ pageSize: 2, cursor: first.nextCursor });
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    expect([...first.rows, ...second.rows].map((r) => r.docNumber)).toEqual(
      all.rows.slice(0, 4).map((r) => r.docNumber),
    );
    const committed = await w.engine.listReceipts({ committed: true });
    expect(committed.rows.map((r) => r.docNumber)).toEqual(['REC00120']);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await w.engine.listReceipts({ from: today, vendorId });
    expect(recent.rows.every((r) => r.lastUpdated.slice(0, 10) >= today && r.vendor.code === 'V001')).toBe(true);
    expect(recent.rows.map((r) => r.docNumber)).toContain('RCV-T1');
  });
});
