// Process: test (node). Transfer drafts and their send: each tag once by identity (two encodings of one tag are one
// unit), a barcode one unit, a case its pack size, boxes numbered as packed; the body sums lines per item and carries
// every box's EPCs; a draft being sent is frozen and sent once; a lost answer is read back by id before any resend;
// a refusal reopens the draft and names the line.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/api/errors';
import { encodeSgtin96 } from '../../../domain/codes';
import { epcOf, ITEMS, STORE } from '../receiving/harness';
import { fakeTransfersService, OTHER_STORE, transferHarness } from './harness';

let close: (() => void) | null = null;
afterEach(() => {
  close?.();
  close = null;
});

function setup() {
  const svc = fakeTransfersService();
  const h = transferHarness(svc.api);
  close = h.close;
  return { svc, h, engine: h.service };
}

describe('packing a transfer', () => {
  it('counts a tag once by identity, a barcode one, a case its pack size, in numbered boxes', () => {
    const { h, engine } = setup();
    const draft = engine.createDraft({ toStoreId: OTHER_STORE });
    expect(draft).toMatchObject({ fromStoreId: STORE, toStoreId: OTHER_STORE, state: 'open', box: 1 });
    const sameTagOtherFilter = encodeSgtin96({ gtin14: ITEMS[0]!.unitGtin, serial: 1, filter: 3 });
    const first = engine.scan({
      draftId: draft.id,
      texts: [epcOf(0, 1), epcOf(0, 1), sameTagOtherFilter, epcOf(0, 2)],
    });
    expect(first.outcomes.map((o) => o.kind)).toEqual(['added', 'repeatTag', 'repeatTag', 'added']);
    engine.setBox({ draftId: draft.id });
    h.packSizes.set(ITEMS[1]!.caseGtin, 6);
    const second = engine.scan({
      draftId: draft.id,
      texts: [ITEMS[1]!.caseGtin, ITEMS[2]!.unitGtin.slice(2), epcOf(0, 1)],
    });
    expect(second.outcomes.map((o) => [o.kind, o.quantity, o.box])).toEqual([
      ['added', 6, 2],
      ['added', 1, 2],
      ['repeatTag', 0, null],
    ]);
    expect(second.draft.boxes).toEqual([
      { number: 1, units: 2, tags: 2 },
      { number: 2, units: 7, tags: 0 },
    ]);
    expect(second.draft.units).toBe(9);
    // The packing list: a row per tag, a row per box's untagged units; its quantities add up to the units.
    const rows = engine
      .packingList({ draftId: draft.id })
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((r) => r.split(','));
    expect(rows.map((r) => [r[1], r[3], r[5], r[6]])).toEqual([
      ['1', ITEMS[0]!.sku, '1', epcOf(0, 1)],
      ['1', ITEMS[0]!.sku, '1', epcOf(0, 2)],
      ['2', ITEMS[1]!.sku, '6', ''],
      ['2', ITEMS[2]!.sku, '1', ''],
    ]);
    expect(rows.reduce((n, r) => n + Number(r[5]), 0)).toBe(second.draft.units);
  });

  it('sends the lines summed per item and each box with its EPCs, once, and records the tags as moved out', async () => {
    const { svc, h, engine } = setup();
    const draft = engine.createDraft({ toStoreId: OTHER_STORE, docNumber: 'TR-1' });
    engine.scan({ draftId: draft.id, texts: [epcOf(0, 1), ITEMS[2]!.unitGtin.slice(2)] });
    engine.setBox({ draftId: draft.id });
    engine.scan({ draftId: draft.id, texts: [epcOf(0, 2)] });
    const result = await engine.send({ draftId: draft.id });
    expect(result).toMatchObject({ status: 'sent', transferId: draft.id, adopted: false });
    const sent = svc.held.get(draft.id)!;
    expect(sent.lines).toEqual([
      { id: ITEMS[0]!.id, quantity: 2 },
      { id: ITEMS[2]!.id, quantity: 1 },
    ]);
    expect(sent.boxes).toEqual([
      { number: 1, epcs: [epcOf(0, 1)] },
      { number: 2, epcs: [epcOf(0, 2)] },
    ]);
    expect(h.moves(STORE).map((m) => [m.direction, m.epc, m.otherStoreId])).toEqual([
      ['out', epcOf(0, 1), OTHER_STORE],
      ['out', epcOf(0, 2), OTHER_STORE],
    ]);
    expect(() => engine.scan({ draftId: draft.id, texts: [epcOf(0, 3)] })).toThrow(/was sent/);
    expect(await engine.send({ draftId: draft.id })).toMatchObject({ status: 'sent' });
    expect(svc.posts()).toBe(1);
  });

  it('refuses an empty transfer and one to this same store', async () => {
    const { engine } = setup();
    expect(() => engine.createDraft({ toStoreId: STORE })).toThrow(/another store/);
    expect(() => engine.createDraft({ toStoreId: OTHER_STORE, needBy: '2026-12-01' })).toThrow(/ISO 8601/);
    const draft = engine.createDraft({ toStoreId: OTHER_STORE });
    await expect(engine.send({ draftId: draft.id })).rejects.toMatchObject({ code: 'transfer_empty' });
  });
});

describe('sending exactly once', () => {
  it('freezes the draft while it is sent; a second send gets the first one’s answer', async () => {
    const { svc, engine } = setup();
    const draft = engine.createDraft({ toStoreId: OTHER_STORE });
    engine.scan({ draftId: draft.id, texts: [epcOf(0, 1)] });
    const held = svc.holdNextPost();
    const one = engine.send({ draftId: draft.id });
    const two = engine.send({ draftId: draft.id });
    await held.reached;
    expect(() => engine.scan({ draftId: draft.id, texts: [epcOf(0, 2)] })).toThrow(/being sent/);
    held.release();
    expect(await one).toEqual(await two);
    expect(svc.posts()).toBe(1);
  });

  it('after a lost answer reads the transfer back by its id and adopts it, never posting again', async () => {
    const { svc, engine } = setup();
    const draft = engine.createDraft({ toStoreId: OTHER_STORE });
    engine.scan({ draftId: draft.id, texts: [epcOf(0, 1)] });
    svc.loseNextAnswer();
    expect(await engine.send({ draftId: draft.id })).toMatchObject({ status: 'unknown' });
    expect(engine.getDraft({ draftId: draft.id }).state).toBe('sending');
    expect(() => engine.scan({ draftId: draft.id, texts: [epcOf(0, 2)] })).toThrow(/being sent/);
    expect(await engine.send({ draftId: draft.id })).toMatchObject({ status: 'sent', adopted: true });
    expect(svc.posts()).toBe(1);
    expect(svc.held.size).toBe(1);
  });

  it('reopens a refused draft and names the refused line in the service’s words', async () => {
    const { svc, engine } = setup();
    const draft = engine.createDraft({ toStoreId: OTHER_STORE });
    engine.scan({ draftId: draft.id, texts: [epcOf(0, 1), ITEMS[2]!.unitGtin.slice(2)] });
    svc.refuseNext(
      new ApiError({
        status: 422,
        code: 'validation',
        message: 'Validation failed',
        fields: [{ field: 'lines[1].id', message: 'No such item.' }],
      }),
    );
    const result = await engine.send({ draftId: draft.id });
    expect(result).toMatchObject({
      status: 'refused',
      lines: [{ itemId: ITEMS[2]!.id, sku: ITEMS[2]!.sku, field: 'lines[1].id', message: 'No such item.' }],
    });
    expect(result.draft.state).toBe('open');
    expect(svc.held.size).toBe(0);
    engine.scan({ draftId: draft.id, texts: [epcOf(0, 2)] });
    expect(await engine.send({ draftId: draft.id })).toMatchObject({ status: 'sent' });
  });
});
