// Process: test (node). The one rule for the GTINs an item's tags may carry (domain/codes/tag-gtins.ts): its RFID
// GTINs, else (and after them) its barcodes' GTIN-14s; and that encode, the resolver (lookup, counting) and the
// label preview follow it alike: an item with a UPC and no RFID GTIN gets an EPC of its UPC's GTIN, and that EPC
// resolves back to it by GTIN.
import { describe, expect, it } from 'vitest';
import { decodeInput, encodeSgtin96 } from '../../../domain/codes';
import { commissioningGtin, itemTagGtins } from '../../../domain/codes/tag-gtins';
import { labelDescription } from '../../../domain/encode/label-text';
import { sgtinTarget } from '../../../domain/encode/sgtin-target';
import { descriptionHeight } from '../../../domain/encode/zpl';
import { ItemIndex } from '../../../domain/resolve/item-index';

const RFID = '00614141000012';
const OLD_RFID = '00614142000018';
/** A UPC-A and the GTIN-14 it stands for (the scan rules: a leading zero). */
const UPC = '614100040004';
const UPC_GTIN = '00614100040004';
/** A case of the item: a GTIN-14 with indicator 1 among its codes, after the unit's UPC. */
const CASE_GTIN = '10614100040001';

describe('the GTINs an item’s tags may carry', () => {
  it('lists the RFID GTINs first, then each barcode’s GTIN-14 in the barcodes’ order, each once', () => {
    expect(itemTagGtins([RFID, OLD_RFID], [UPC, CASE_GTIN, RFID])).toEqual([
      { gtin14: RFID, source: 'rfid', upc: null },
      { gtin14: OLD_RFID, source: 'rfid', upc: null },
      { gtin14: UPC_GTIN, source: 'barcode', upc: UPC },
      { gtin14: CASE_GTIN, source: 'barcode', upc: CASE_GTIN },
    ]);
  });

  it('commissions with the RFID GTIN, else the first barcode’s GTIN (the unit, not the case), else none', () => {
    expect(commissioningGtin([RFID], [UPC])).toEqual({ gtin14: RFID, source: 'rfid', upc: null });
    expect(commissioningGtin([], [UPC, CASE_GTIN])).toEqual({ gtin14: UPC_GTIN, source: 'barcode', upc: UPC });
    // Store-internal numbers (a UPC of number system 2) and bad check digits carry no GTIN a tag may hold.
    expect(commissioningGtin([], ['212345678909', '614100040005', 'SKU-1'])).toBeNull();
    expect(commissioningGtin(['12345'], [])).toBeNull();
  });

  it('encode, the resolver and lookup follow the one rule: a UPC-only item is tagged and found by its UPC’s GTIN', () => {
    const fnb = { id: 'fb-2', sku: 'FB-00002', upc: [UPC, CASE_GTIN], epcGTIN: [] as string[], active: true };
    const gtins = itemTagGtins(fnb.epcGTIN, fnb.upc);
    const target = sgtinTarget(
      { id: fnb.id, sku: fnb.sku, description: 'Crisp Cola', gtins: gtins.map((g) => g.gtin14), retail: 1, upc: UPC },
      7,
    );
    expect(target.gtin14).toBe(UPC_GTIN);
    const epc = encodeSgtin96({ gtin14: target.gtin14, serial: 1_048_577, companyPrefixLength: 7, filter: 1 });
    const index = new ItemIndex();
    index.upsert(fnb);
    index.upsert({ id: 'ap-1', sku: 'AP-1', upc: [], epcGTIN: [RFID], active: true });
    const found = index.resolve(decodeInput(epc));
    expect(found).toMatchObject({ status: 'item', via: 'gtin', item: { id: 'fb-2' } });
    // Every GTIN of the rule finds the item (a tag commissioned elsewhere with its case's GTIN too); no other does.
    for (const g of gtins) expect(index.byGtin14(g.gtin14)?.id).toBe('fb-2');
    expect(
      index.resolve(decodeInput(encodeSgtin96({ gtin14: RFID, serial: 5, companyPrefixLength: 7 }))),
    ).toMatchObject({ status: 'item', item: { id: 'ap-1' } });
  });

  it('an item with neither says what to do, in words', () => {
    const item = { id: 'fb-12', sku: 'FB-00012', description: 'x', gtins: [], retail: null, upc: null };
    expect(() => sgtinTarget(item, 7)).toThrow(
      /FB-00012 has no GTIN for a tag: no RFID GTIN and no UPC or EAN barcode with one.*Give it a barcode or an RFID GTIN/,
    );
  });
});

describe('the label’s description', () => {
  const dim = (slot: number, name: string | null, description: string) => ({ slot, name, id: `d${slot}`, description });

  it('carries the size and colour, so two sizes of one style never print the same words', () => {
    const white = labelDescription('Classic T-Shirt 0001', [dim(1, 'size', 'M'), dim(2, 'colour', 'White')]);
    const navy = labelDescription('Classic T-Shirt 0001', [
      dim(1, 'size', 'S'),
      dim(2, 'colour', 'Navy'),
      dim(11, null, 'Spring/Summer 2026'),
    ]);
    expect(white).toBe('Classic T-Shirt 0001, M, White');
    expect(navy).toBe('Classic T-Shirt 0001, S, Navy');
    // No size or colour: its other dimensions (a food-and-beverage item's pack); none already in the description.
    expect(labelDescription('Crisp Cola 00002', [dim(3, null, '6-Pack')])).toBe('Crisp Cola 00002, 6-Pack');
    expect(labelDescription('Tee Red', [dim(2, 'colour', 'Red')])).toBe('Tee Red');
    // Whole words only: size "S" or "T" is not already in "T-Shirt".
    expect(labelDescription('Slim T-Shirt', [dim(1, 'size', 'T'), dim(2, 'colour', 'Shirt')])).toBe(
      'Slim T-Shirt, T, Shirt',
    );
    expect(labelDescription('Gift card', [])).toBe('Gift card');
  });

  it('prints a long description smaller, on its one line of a 2-inch label, never under 16 dots', () => {
    expect(descriptionHeight('Classic T-Shirt 0001, M, White', 374)).toBe(24);
    expect(descriptionHeight('Heritage Sweatshirt 0005, XL, Black', 374)).toBe(21);
    expect(descriptionHeight('x'.repeat(200), 374)).toBe(16);
  });
});
