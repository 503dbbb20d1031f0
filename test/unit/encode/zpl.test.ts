// Process: test (node). The label's ZPL against golden files (test/unit/encode/golden; regenerate with
// STOCKTAKE_UPDATE_GOLDEN=1 and read the diff), what a printer parses out of it, the ~HS answer, and the EPCs the
// allocator makes round-tripped through the project's decoder and epc-tds.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import tds from 'epc-tds';
import { describe, expect, it } from 'vitest';
import { decodeEpcHex } from '../../../domain/codes';
import { parseHostStatus } from '../../../domain/encode/host-status';
import { createSerialAllocator } from '../../../domain/encode/serials';
import { sgtinTarget } from '../../../domain/encode/sgtin-target';
import {
  DEFAULT_TEMPLATE,
  fieldData,
  type LabelFacts,
  priceText,
  renderLabel,
  templateFor,
} from '../../../domain/encode/zpl';
import { parseLabel } from '../../helpers/fake-printer';
import { dataFolder, ITEM, journalIn } from './harness';

const EPC = '3034257BF400B7800004CB2F';
const golden = (name: string, actual: string) => {
  const path = join(import.meta.dirname, 'golden', name);
  if (process.env.STOCKTAKE_UPDATE_GOLDEN) writeFileSync(path, actual, 'latin1');
  expect(actual).toBe(readFileSync(path, 'latin1'));
};

const facts = (over: Partial<LabelFacts> = {}): LabelFacts => ({
  sku: ITEM.sku,
  description: ITEM.description,
  retail: ITEM.retail,
  upc: ITEM.upc,
  ...over,
});

describe('ZPL labels', () => {
  it('a UPC-A item', () => golden('upc-a.zpl', renderLabel(facts(), EPC)));
  it('an EAN-13 item', () => golden('ean-13.zpl', renderLabel(facts({ upc: '4006381333931' }), EPC)));
  it('no UPC: Code 128 of the SKU; ^ ~ _ in the data cannot act as commands', () =>
    golden('code128-escaped.zpl', renderLabel(facts({ upc: null, sku: 'A^B~C_D', description: '50% ^XZ off' }), EPC)));
  it('without read-back (printers without ^HV)', () =>
    golden('no-read-back.zpl', renderLabel(facts({ retail: null }), EPC, { ...DEFAULT_TEMPLATE, readBack: false })));

  it('a store template: 4x2, no SKU, no barcode', () =>
    golden(
      'template-4x2.zpl',
      renderLabel(facts(), EPC, templateFor({ size: '4x2', price: true, sku: false, barcode: false, epcText: true })),
    ));
  it('the default store template prints what the default template prints', () =>
    expect(renderLabel(facts(), EPC, templateFor())).toBe(renderLabel(facts(), EPC)));

  it("prints the price with the store's currency by its code; without one (or a job from before) the figure alone", () => {
    expect(priceText(19.99, 'USD')).toBe('USD 19.99');
    expect(priceText(5, 'EUR')).toBe('EUR 5.00');
    expect(priceText(19.99, null)).toBe('19.99');
    expect(priceText(null, 'USD')).toBe('');
    expect(parseLabel(renderLabel(facts({ currency: 'EUR' }), EPC)).fields[1]).toBe('EUR 39.50');
    expect(parseLabel(renderLabel(facts(), EPC)).fields[1]).toBe('39.50');
  });

  it('a printer reads back the EPC written and each field as given', () => {
    const label = parseLabel(renderLabel(facts({ upc: null, sku: 'A^B~C_D', description: 'Tee ^XZ ~JA' }), EPC));
    expect(label.epc).toBe(EPC);
    expect(label.fields).toEqual(['Tee ^XZ ~JA', '39.50', 'SKU A^B~C_D', 'A^B~C_D', EPC]);
    expect(label.barcode).toEqual({ kind: 'code128', data: 'A^B~C_D' });
    expect(fieldData('a\nb')).toBe('a_0Ab');
  });

  it('the ~HS answer names what a person must fix', () => {
    const answer =
      '\x02030,1,0,0203,000,0,0,0,000,0,0,0\x03\r\n\x02001,0,1,0,1,2,6,0,00000000,1,000\x03\r\n\x021234,0\x03\r\n';
    expect(parseHostStatus(answer)?.problems).toEqual(['paper out', 'head open']);
    expect(parseHostStatus(answer.slice(0, 40))).toBeNull();
  });

  it('allocated EPCs decode to the item and serial, in the project decoder and in epc-tds', () => {
    const alloc = createSerialAllocator(journalIn(dataFolder()));
    for (const cpl of [6, 7, 9, 12]) {
      const target = sgtinTarget(ITEM, cpl);
      for (const s of alloc.allocate(ITEM, target, 3)) {
        const ours = decodeEpcHex(s.epc);
        expect(ours).toMatchObject({
          type: 'epc',
          scheme: 'sgtin-96',
          gtin14: ITEM.gtins[0],
          serial: String(s.serial),
        });
        const oracle = tds.valueOf(s.epc) as unknown as { getGtin(): string; getSerial(): unknown };
        expect(oracle.getGtin()).toBe(ITEM.gtins[0]);
        expect(String(oracle.getSerial())).toBe(String(s.serial));
      }
    }
  });
});
