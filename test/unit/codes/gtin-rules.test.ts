// Process: node (tests). The GTIN rules of domain/codes/gtin.ts as the catalog uses them (gtinsOfUpc): the same
// readings a scan gets, no GTIN for store-internal or invalid codes, both readings of an ambiguous 8 digits.
import { describe, expect, it } from 'vitest';
import { checkDigit, decodeInput, gtinsOfUpc, readRetailDigits } from '../../../domain/codes';

const withCheck = (body: string) => `${body}${checkDigit(body)}`;

describe('gtinsOfUpc', () => {
  it('gives the GTIN-14 a scan of the same digits gives', () => {
    for (const code of ['036000291452', '36000291452', '4006381333931', '00036000291452', '96385074']) {
      const scanned = decodeInput(code, { from: 'barcode' });
      expect(scanned.type).toBe('barcode');
      if (scanned.type === 'barcode') expect(gtinsOfUpc(code)[0]).toBe(scanned.gtin14);
    }
  });

  it('gives none for store-internal codes (EAN-13 starting 2, UPC-A 2/4, EAN-8 starting 2)', () => {
    for (const code of [
      withCheck('201234500001'),
      withCheck('21234567890'),
      withCheck('41234567890'),
      withCheck('2123456'),
    ]) {
      expect(readRetailDigits(code).ok).toBe(true);
      expect(gtinsOfUpc(code)).toEqual([]);
      const scanned = decodeInput(code, { from: 'barcode' });
      expect(scanned.type === 'barcode' && scanned.storeInternal).toBe(true);
    }
  });

  it('gives none for bad check digits, wrong lengths and non-digits', () => {
    for (const code of ['036000291453', '12345', 'ABC-1', '', '0360002914520000']) expect(gtinsOfUpc(code)).toEqual([]);
  });

  it('gives both readings of 8 digits that are a valid UPC-E and a valid EAN-8, UPC-E first', () => {
    const code = '01234565';
    expect(readRetailDigits(code)).toMatchObject({ ok: true, symbology: 'upc-e', gtin14: '00012345000065' });
    expect(gtinsOfUpc(code)).toEqual(['00012345000065', '00000001234565']);
  });
});
