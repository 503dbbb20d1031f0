// Process: test (node). One receipt per draft, whatever arrives at once, against the real local service: two
// submits of one draft at the same moment make one receipt and get one outcome; a draft is frozen from the moment
// its submit starts (an edit while the document number is being checked is refused, and the body sent is the body
// validated); document numbers with quotes, commas or spaces are looked up exactly, so a lost answer and a retry
// adopt the receipt instead of making a second; a number no filter can find exactly is refused before any POST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { type ReceivingWorld, receivingWorld } from './harness';
import { itemOnNoOrder, receiptsWithNumber, vendorIdByCode } from './service-rows';

let w: ReceivingWorld;
let vendorId: string;
let extra: { id: string; gtin: string };
let serial = 1000;
const tag = () => encodeSgtin96({ gtin14: extra.gtin, serial: serial++ });

beforeAll(async () => {
  w = await receivingWorld('S01');
  vendorId = vendorIdByCode(w, 'V001');
  extra = itemOnNoOrder(w);
});
afterAll(async () => {
  await w?.close();
});

const receiptsNamed = (docNumber: string) => receiptsWithNumber(w, docNumber);
const posts = () => w.net.receiptPosts();
const postedBodies = () =>
  w.net.tap.calls.filter((c) => c.method === 'POST' && c.path === '/receipts').map((c) => c.body);

async function draftWith(docNumber: string, units = 1) {
  const draft = await w.engine.createDraft({ vendorId, docNumber });
  w.engine.scan({ draftId: draft.id, texts: Array.from({ length: units }, tag) });
  return draft.id;
}

describe('one receipt per draft', () => {
  it('two submits of one draft at the same moment make one receipt and both get its outcome', async () => {
    const draftId = await draftWith('RCV-TWICE', 2);
    const before = posts();
    const [first, second] = await Promise.all([w.engine.submit({ draftId }), w.engine.submit({ draftId })]);
    expect(first.status).toBe('submitted');
    expect(second).toEqual(first);
    expect(posts() - before).toBe(1);
    expect(receiptsNamed('RCV-TWICE')).toHaveLength(1);
  });

  it('freezes the draft while its document number is checked: edits are refused, the body sent is the one validated', async () => {
    const draftId = await draftWith('RCV-FROZEN', 2);
    const line = w.engine.getDraft({ draftId }).lines[0]!;
    const held = w.net.holdNext('GET', /\/receipts$/);
    const submitting = w.engine.submit({ draftId });
    await held.reached;
    const frozen = /This draft is being submitted; wait for the answer\./;
    try {
      expect(() => w.engine.setQuantity({ draftId, lineId: line.id, quantity: -50 })).toThrow(frozen);
      expect(() => w.engine.setQuantity({ draftId, lineId: line.id, quantity: 7 })).toThrow(frozen);
      expect(() => w.engine.scan({ draftId, texts: [tag()] })).toThrow(frozen);
      expect(() => w.engine.addItem({ draftId, itemId: extra.id })).toThrow(frozen);
      expect(() => w.engine.removeLine({ draftId, lineId: line.id })).toThrow(frozen);
      expect(() => w.engine.updateDraft({ draftId, docNumber: 'RCV-OTHER' })).toThrow(frozen);
      expect(() => w.engine.discard({ draftId })).toThrow(frozen);
    } finally {
      held.release();
    }
    const result = await submitting;
    expect(result.status).toBe('submitted');
    expect(postedBodies().at(-1)).toMatchObject({
      docNumber: 'RCV-FROZEN',
      lines: [{ itemID: extra.id, quantity: 2 }],
    });
    const lines = w.serviceQuery<{ quantity: number }>(
      'SELECT l.quantity FROM receipt_lines l JOIN receipts r ON r.id = l.receipt_id WHERE r.doc_number = ?',
      'RCV-FROZEN',
    );
    expect(lines).toEqual([{ quantity: 2 }]);
    expect(result.draft.lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('a second process cannot mark a draft submitting twice (compare-and-set on the journal row)', async () => {
    const draftId = await draftWith('RCV-CAS');
    const held = w.net.holdNext('GET', /\/receipts$/);
    const submitting = w.engine.submit({ draftId });
    await held.reached;
    // Another process on the same journal took the draft while this submit checked the document number.
    const other = { body: { docNumber: 'RCV-CAS' }, lineIds: [], attempts: 1 };
    w.journal()
      .prepare("UPDATE receiving_drafts SET state = 'submitting', submit_json = ? WHERE id = ?")
      .run(JSON.stringify(other), draftId);
    const before = posts();
    held.release();
    const res = await submitting;
    expect(res.status).toBe('unknown');
    if (res.status === 'unknown') expect(res.message).toMatch(/submitted elsewhere .* nothing was sent from here/);
    expect(posts()).toBe(before);
    expect(receiptsNamed('RCV-CAS')).toHaveLength(0);
  });
});

describe('document numbers are looked up exactly', () => {
  for (const docNumber of ['PO "A" 7', "'X'", '"Q"', 'A,B', ' lead and trail ', 'x""y', '=EQ']) {
    it(`a lost answer and a retry adopt the one receipt of ${JSON.stringify(docNumber)}`, async () => {
      const draftId = await draftWith(docNumber);
      w.net.loseNextAnswer('POST', /\/receipts$/);
      const before = posts();
      const lost = await w.engine.submit({ draftId });
      expect(lost.status).toBe('unknown');
      expect(receiptsNamed(docNumber)).toHaveLength(1);
      const retry = await w.engine.submit({ draftId });
      expect(retry).toMatchObject({ status: 'submitted', adopted: true });
      expect(posts() - before).toBe(1);
      expect(receiptsNamed(docNumber)).toHaveLength(1);
      // The number is now taken: a new draft with it is refused before any POST.
      const again = await draftWith(docNumber);
      const report = await w.engine.validate({ draftId: again });
      expect(report.problems.find((p) => p.field === 'docNumber')?.message).toMatch(/is already used/);
      w.engine.discard({ draftId: again });
    });
  }

  it('refuses a number longer than any filter can hold before any POST, saying why', async () => {
    const draftId = await draftWith('L'.repeat(2100));
    const before = posts();
    const res = await w.engine.submit({ draftId });
    expect(res.status).toBe('invalid');
    if (res.status !== 'invalid') return;
    const problem = res.problems.find((p) => p.field === 'docNumber');
    expect(problem?.message).toMatch(/cannot be looked up exactly \(it is too long/);
    expect(res.draft.state).toBe('open');
    expect(posts()).toBe(before);
    w.engine.discard({ draftId });
  });

  for (const [name, docNumber] of [
    ['a lone surrogate', 'R\ud800X'],
    ['a NUL', 'A\u0000B'],
  ] as const) {
    it(`refuses a number the journal would change (${name}) when typed, so it is never submitted as another`, async () => {
      const before = posts();
      await expect(w.engine.createDraft({ vendorId, docNumber })).rejects.toThrow(/document number cannot be kept/);
      const draftId = await draftWith('RCV-TYPED');
      expect(() => w.engine.updateDraft({ draftId, docNumber })).toThrow(/document number cannot be kept/);
      expect(w.engine.getDraft({ draftId }).docNumber).toBe('RCV-TYPED');
      w.engine.discard({ draftId });
      expect(posts()).toBe(before);
    });
  }
});
