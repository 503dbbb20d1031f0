// Process: test (node). A receipt's labels by the one rule (domain/encode/receipt-plan.ts) on a real journal file and
// a label file as the printer: the lines that can be tagged get one label per unit, a line that cannot is left out
// with the preview's reason, and a receipt this PC made labels for (printed, or owed by a job cut off) is refused
// unless the request says it is meant again.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReceiptDetail } from '../../../contract/receiving';
import { checkReprint, labelsMadeText } from '../../../domain/encode/receipt-plan';
import { createEncodeService } from '../../../domain/encode/service';
import type { EncodeItem } from '../../../domain/encode/sgtin-target';
import { dataFolder, ITEM, journalIn } from './harness';

const NO_GTIN: EncodeItem = {
  id: '00000000-0000-4000-8000-000000000002',
  sku: 'FB-NOGTIN',
  description: 'Loose bread roll',
  gtins: [],
  retail: 0.8,
  upc: null,
};

const line = (itemId: string, quantity: number) => ({ itemId, quantity }) as ReceiptDetail['lines'][number];
const RECEIPT = {
  id: '5d9c7a2e-1f3b-4c6d-8e9f-0a1b2c3d4e5f',
  docNumber: 'REC-7',
  // The tagged item on two lines (their units add up), the untaggable one between them.
  lines: [line(ITEM.id, 2), line(NO_GTIN.id, 3), line(ITEM.id, 1.4)],
} as ReceiptDetail;

function setUp() {
  const dir = dataFolder();
  const known = [ITEM, NO_GTIN];
  const service = createEncodeService({
    journal: journalIn(dir),
    catalog: { items: (ids) => known.filter((i) => ids.includes(i.id)), itemIdBySku: () => null },
    storeId: () => 'store-1',
    defaultCompanyPrefixLength: 7,
  });
  service.setPrinter(`file:${join(dir, 'labels.zpl')}`);
  return service;
}

const refusal = (act: () => unknown) => {
  try {
    act();
  } catch (err) {
    return { code: (err as { code?: string }).code, message: (err as Error).message };
  }
  throw new Error('not refused');
};

describe('a receipt’s plan', () => {
  it('one label per unit of each line that can be tagged; the others left out with the preview’s reason', () => {
    const service = setUp();
    const plan = service.receiptPlan(RECEIPT);
    expect([...plan.counts]).toEqual([[ITEM.id, 3]]);
    const [problem] = service.preview([NO_GTIN.id]).map((p) => p.problem);
    expect(plan.leftOut).toEqual([{ itemId: NO_GTIN.id, sku: NO_GTIN.sku, units: 3, problem }]);
    expect(problem).toMatch(/^Item FB-NOGTIN has no GTIN for a tag/);
  });
});

describe('tagging a receipt again', () => {
  it('is refused, naming the labels it has, unless meant again; a job cut off counts as labels owed', async () => {
    const service = setUp();
    const plan = service.receiptPlan(RECEIPT);
    const first = service.receiptJob(service.printer(), RECEIPT, plan.counts);
    // Made, not yet run: its 3 labels are owed, so asking again unasked is refused already.
    expect(refusal(() => service.receiptJob(service.printer(), RECEIPT, plan.counts))).toEqual({
      code: 'receipt_tagged_before',
      message:
        'REC-7 was tagged before: 3 labels in a job on this PC not finished (printing now, or cut off). Printing ' +
        'again gives these goods a second tag, so nothing was printed: print again only to replace lost labels, and ' +
        'confirm that it is meant.',
    });
    expect(await service.runJob(first.id)).toMatchObject({ printed: 3, pending: 0 });
    expect(refusal(() => service.receiptJob(service.printer(), RECEIPT, plan.counts)).message).toMatch(
      /^REC-7 was tagged before: 3 labels printed on this PC\. /,
    );
    expect(service.unfinished()).toEqual([]);
    const again = service.receiptJob(service.printer(), RECEIPT, plan.counts, { again: true });
    expect(again).toMatchObject({ from: 'receipt REC-7', pending: 3 });
    expect(service.receiptLabels(RECEIPT)).toEqual({ printed: 3, owed: 3 });
  });

  it('says what was made in words: one label, and labels owed', () => {
    expect(labelsMadeText({ printed: 1, owed: 0 })).toBe('1 label printed on this PC');
    expect(labelsMadeText({ printed: 1200, owed: 1 })).toBe(
      '1,200 labels printed on this PC, and 1 more in a job not finished (printing now, or cut off)',
    );
    expect(() => checkReprint('REC-1', { printed: 0, owed: 0 }, false)).not.toThrow();
    expect(() => checkReprint('REC-1', { printed: 5, owed: 0 }, true)).not.toThrow();
  });
});
