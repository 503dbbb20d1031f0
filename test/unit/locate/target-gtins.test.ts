// Process: test (node). A locate for an item by every GTIN its tags may carry (its RFID GTIN and its barcodes'):
// tags of any of them match, within the serial range, whatever their encoding; other items' tags never do; and
// such a target gets no reader select (one select masks one GTIN), so a serial reader is told to match in main.
import { describe, expect, it } from 'vitest';
import type { LocateTarget } from '../../../contract/locate';
import { encodeSgtin96, encodeSgtin198 } from '../../../domain/codes';
import { locateSelect, noSelectReason } from '../../../domain/locate/reader-filter';
import { locateMatcher } from '../../../domain/locate/target';
import { serialTslLocate } from './serial-locate';

/** The item's own RFID GTIN (company prefix 0614141) and its UPC 614100040059's GTIN (prefix 0614100). */
const RFID = '00614141812349';
const BARCODE = '00614100040059';
const OTHER = '00614141812356';
const ITEM: LocateTarget = {
  kind: 'item',
  gtins: [
    { gtin14: RFID, source: 'rfid' },
    { gtin14: BARCODE, source: 'barcode' },
  ],
};

describe('a locate target with several GTINs', () => {
  it('matches tags of the RFID GTIN and of the barcode GTIN, in any encoding, and no other item', () => {
    const matches = locateMatcher(ITEM);
    expect(matches(encodeSgtin96({ gtin14: RFID, serial: 5, companyPrefixLength: 7 }))).toBe(true);
    // Commissioned elsewhere: the barcode's GTIN, another company prefix length, another filter, SGTIN-198.
    expect(matches(encodeSgtin96({ gtin14: BARCODE, serial: 9, companyPrefixLength: 9, filter: 3 }))).toBe(true);
    expect(matches(encodeSgtin198({ gtin14: BARCODE, serial: 'A7', companyPrefixLength: 7 }))).toBe(true);
    expect(matches(encodeSgtin96({ gtin14: OTHER, serial: 5, companyPrefixLength: 7 }))).toBe(false);
    // Only the RFID GTIN given: the barcode's tags are not the target.
    const rfidOnly = locateMatcher({ kind: 'item', gtins: [{ gtin14: RFID, source: 'rfid' }] });
    expect(rfidOnly(encodeSgtin96({ gtin14: BARCODE, serial: 9, companyPrefixLength: 7 }))).toBe(false);
  });

  it('keeps the serial range on every GTIN', () => {
    const matches = locateMatcher({ ...ITEM, serialFrom: '10', serialTo: '20' });
    expect(matches(encodeSgtin96({ gtin14: BARCODE, serial: 15, companyPrefixLength: 7 }))).toBe(true);
    expect(matches(encodeSgtin96({ gtin14: BARCODE, serial: 21, companyPrefixLength: 7 }))).toBe(false);
    expect(matches(encodeSgtin96({ gtin14: RFID, serial: 9, companyPrefixLength: 7 }))).toBe(false);
  });

  it('refuses a target with a GTIN whose check digit is wrong, naming it', () => {
    expect(() => locateMatcher({ kind: 'item', gtins: [{ gtin14: RFID }, { gtin14: '00614100040050' }] })).toThrow(
      /Not a GTIN-14: 00614100040050/,
    );
  });

  it('builds no reader select for several GTINs and says why; one GTIN still gets its select', () => {
    expect(locateSelect(ITEM, 7)).toBeNull();
    expect(noSelectReason(ITEM, 7)).toMatch(/any of its 2 GTINs, and a reader select keeps one/);
    // The same GTIN twice (a barcode that is the RFID GTIN) is one GTIN.
    const twice: LocateTarget = { kind: 'item', gtins: [{ gtin14: RFID }, { gtin14: RFID, source: 'barcode' }] };
    expect(locateSelect(twice, 7)).toEqual(locateSelect({ kind: 'item', gtins: [{ gtin14: RFID }] }, 7));
    expect(noSelectReason(twice, 7)).toBeNull();
  });

  it('tells a serial reader to match in main, sending the Locate preset without a select', async () => {
    const { locate, applied } = serialTslLocate();
    const status = await locate.start(ITEM);
    expect(status.filter).toEqual({ where: 'main', how: noSelectReason(ITEM, 7) });
    expect(applied).toEqual([['locate', undefined]]);
    await locate.stop();
  });
});
