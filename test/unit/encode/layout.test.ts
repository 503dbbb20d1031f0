// Process: test (node). The store's label template: kept per store in the journal, shown in the settings, checked by
// main, and what a print job renders (a real journal file and a label file chosen as the printer).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_LAYOUT } from '../../../contract/encode';
import { createEncodeService } from '../../../domain/encode/service';
import { parseLabel } from '../../helpers/fake-printer';
import { dataFolder, ITEM, journalIn } from './harness';

function setUp() {
  const dir = dataFolder();
  let store = 'store-a';
  const service = createEncodeService({
    journal: journalIn(dir),
    catalog: { items: (ids) => (ids.includes(ITEM.id) ? [ITEM] : []), itemIdBySku: () => ITEM.id },
    storeId: () => store,
    defaultCompanyPrefixLength: 7,
  });
  return { dir, service, use: (s: string) => (store = s) };
}

describe('label template per store', () => {
  it('is kept per store; another store keeps the default', () => {
    const { service, use } = setUp();
    expect(service.settings().layout).toEqual(DEFAULT_LABEL_LAYOUT);
    service.setLayout({ size: '3x1', price: false });
    service.setLayout({ epcText: false });
    expect(service.settings().layout).toEqual({ ...DEFAULT_LABEL_LAYOUT, size: '3x1', price: false, epcText: false });
    use('store-b');
    expect(service.settings().layout).toEqual(DEFAULT_LABEL_LAYOUT);
  });

  it('a print job renders the store template: its size and only its fields', async () => {
    const { dir, service } = setUp();
    service.setLayout({ size: '3x1', price: false, epcText: false });
    const out = join(dir, 'labels.zpl');
    // A label file chosen in the printer settings, as the app sets it.
    service.setPrinter(`file:${out}`);
    const job = service.itemJob(service.printer(), ITEM.id, 2);
    expect(await service.runJob(job.id)).toMatchObject({ printed: 2, pending: 0 });
    const zpl = readFileSync(out, 'latin1');
    const labels = zpl.split(/(?<=\^XZ\r\n)/).filter(Boolean);
    expect(labels).toHaveLength(2);
    for (const [i, text] of labels.entries()) {
      expect(text).toContain('^PW609^LL203');
      const label = parseLabel(text);
      expect(label.epc).toBe(service.printed(job.id)[i]!.epc);
      expect(label.fields).toEqual([ITEM.description, `SKU ${ITEM.sku}`, ITEM.upc!.slice(0, -1)]);
    }
  });

  it("prints the price in the store's currency the job was made with, as the preview shows it", async () => {
    const { dir, service } = setUp();
    const out = join(dir, 'labels.zpl');
    service.setPrinter(`file:${out}`);
    const price = `EUR ${ITEM.retail!.toFixed(2)}`;
    expect(service.preview([ITEM.id], 'EUR')[0]!.price).toBe(price);
    expect(service.preview([ITEM.id])[0]!.price).toBe(ITEM.retail!.toFixed(2));
    const job = service.itemJob(service.printer(), ITEM.id, 1, { currency: 'EUR' });
    await service.runJob(job.id);
    expect(parseLabel(readFileSync(out, 'latin1')).fields[1]).toBe(price);
  });
});
