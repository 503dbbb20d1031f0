// Process: node (unit test). Barcode tables: check digits, UPC-E expansion, the 8-digit and 11-digit rules,
// AIM identifiers, GS1 element strings with and without GS, Digital Link, store-internal codes, SKUs.
import { describe, expect, it } from 'vitest';
import { decodeBarcode, decodeInput, expandUpcE } from '../../../domain/codes';

const GS = '\u001d';

describe('retail codes with check digits', () => {
  it.each([
    ['036000291452', 'upc-a', '00036000291452'],
    ['4006381333931', 'ean-13', '04006381333931'],
    ['96385074', 'ean-8', '00000096385074'],
    ['10012345678902', 'gtin-14', '10012345678902'],
    ['80614141123458', 'gtin-14', '80614141123458'],
    [']E04006381333931', 'ean-13', '04006381333931'],
    [']I110012345678902', 'gtin-14', '10012345678902'],
  ])('%s is %s -> %s', (text, symbology, gtin14) => {
    expect(decodeBarcode(text)).toMatchObject({ type: 'barcode', ok: true, symbology, gtin14, storeInternal: false });
  });

  it.each(['036000291453', '4006381333932', '96385075', '10012345678903'])('%s has a bad check digit', (text) => {
    const d = decodeBarcode(text);
    expect(d.type).toBe('invalid');
    expect(d.type === 'invalid' && d.reason).toMatch(/check digit/);
  });

  it('11 digits: a UPC-A that lost its leading zero, flagged', () => {
    expect(decodeBarcode('36000291452')).toMatchObject({
      type: 'barcode',
      symbology: 'upc-a',
      code: '036000291452',
      gtin14: '00036000291452',
      assumedLeadingZero: true,
    });
    expect(decodeBarcode('36000291453').type).toBe('invalid');
  });
});

describe('UPC-E and EAN-8 (8 digits)', () => {
  it.each([
    ['01234565', '012345000065'],
    ['04252614', '042100005264'],
    ['01234133', '012300000413'],
    ['01234548', '012340000058'],
    ['01234596', '012345000096'],
  ])('UPC-E %s expands to UPC-A %s', (upce, upca) => {
    expect(expandUpcE(upce)).toBe(upca);
  });

  it(']E0 decides UPC-E, ]E4 decides EAN-8', () => {
    expect(decodeBarcode(']E001234565')).toMatchObject({ symbology: 'upc-e', gtin14: '00012345000065' });
    expect(decodeBarcode(']E401234565')).toMatchObject({ symbology: 'ean-8', gtin14: '00000001234565' });
    expect(decodeBarcode(']E096385074').type).toBe('invalid'); // number system 9: no UPC-E
  });

  it('without an identifier: UPC-E when it validates, EAN-8 kept as the alternate reading', () => {
    expect(decodeBarcode('01234565')).toMatchObject({
      symbology: 'upc-e',
      gtin14: '00012345000065',
      alternateGtin14: '00000001234565',
    });
    expect(decodeBarcode('96385074')).toMatchObject({ symbology: 'ean-8' });
    expect(decodeBarcode('96385074')).not.toHaveProperty('alternateGtin14');
  });
});

describe('store-internal codes', () => {
  it.each([
    ['2001234000000', 'ean-13'],
    ['234567890129', 'upc-a'],
    ['400000123455', 'upc-a'],
    ['21234569', 'ean-8'],
  ])('%s (%s) is store-internal', (text, symbology) => {
    expect(decodeBarcode(text)).toMatchObject({ type: 'barcode', symbology, storeInternal: true });
  });

  it('an ordinary UPC-A is not', () => {
    expect(decodeBarcode('036000291452')).toMatchObject({ storeInternal: false });
  });
});

describe('GS1 element strings through gs1-barcode-parser-mod', () => {
  it('GS-separated with ]C1, ]d2, ]Q3 and ]e0 prefixes', () => {
    for (const aim of [']C1', ']d2', ']Q3', ']e0']) {
      expect(decodeBarcode(`${aim}010950600013435221abc${GS}10LOT1${GS}17260101`)).toMatchObject({
        type: 'barcode',
        symbology: 'gs1-element-string',
        gtin14: '09506000134352',
        serial: 'abc',
        batch: 'LOT1',
        expiry: '260101',
      });
    }
  });

  it('parenthesised form as printed', () => {
    expect(decodeBarcode('(01)09506000134352(17)260101(10)A1(21)XYZ')).toMatchObject({
      gtin14: '09506000134352',
      expiry: '260101',
      batch: 'A1',
      serial: 'XYZ',
    });
  });

  it('a keyboard wedge that dropped the GS: fixed-length AIs first still parse', () => {
    expect(decodeBarcode('01095060001343521726010110LOT1')).toMatchObject({
      gtin14: '09506000134352',
      expiry: '260101',
      batch: 'LOT1',
    });
    // A variable field without its GS swallows the rest, but the GTIN is still right.
    expect(decodeBarcode('010950600013435221abc10LOT1')).toMatchObject({
      gtin14: '09506000134352',
      serial: 'abc10LOT1',
    });
  });

  it('a leading FNC1 as GS is tolerated', () => {
    expect(decodeBarcode(`${GS}0109506000134352`)).toMatchObject({ gtin14: '09506000134352' });
  });

  it('AI 02 with AI 37: contained GTIN and count', () => {
    expect(decodeBarcode(`]C10209506000134352378${GS}`)).toMatchObject({ gtin14: '09506000134352', count: 8 });
  });

  it('a bad GTIN check digit in AI 01 is invalid (the parser does not check it)', () => {
    const d = decodeBarcode(']C10109506000134353');
    expect(d.type === 'invalid' && d.reason).toMatch(/check digit/);
  });

  it('an SSCC (AI 00) has no GTIN', () => {
    const d = decodeBarcode('00106141412345678908');
    expect(d.type === 'invalid' && d.reason).toMatch(/no GTIN/);
  });

  it('garbage after ]C1 is invalid with the parser reason', () => {
    expect(decodeBarcode(']C1hello').type).toBe('invalid');
  });
});

describe('GS1 Digital Link', () => {
  it('id.gs1.org with serial and expiry', () => {
    expect(decodeBarcode('https://id.gs1.org/01/09506000134352/21/abc?17=260101')).toMatchObject({
      symbology: 'gs1-digital-link',
      gtin14: '09506000134352',
      serial: 'abc',
      expiry: '260101',
    });
  });

  it('any host, a path prefix, a 13-digit GTIN, a batch and an escaped serial', () => {
    expect(decodeBarcode('https://brand.example.com/p/01/9506000134352/10/L%2F1/21/a%20b')).toMatchObject({
      gtin14: '09506000134352',
      batch: 'L/1',
      serial: 'a b',
    });
  });

  it('bad check digit, missing GTIN and a broken URL are invalid', () => {
    expect(decodeBarcode('https://id.gs1.org/01/09506000134353').type).toBe('invalid');
    expect(decodeBarcode('https://example.com/products/123').type).toBe('invalid');
    expect(decodeBarcode('https://').type).toBe('invalid');
  });
});

describe('SKUs and input kinds', () => {
  it('anything else is a SKU as typed (trimmed)', () => {
    expect(decodeBarcode('  ABC-123 \r\n')).toEqual({
      type: 'sku',
      kind: 'barcode',
      ok: false,
      input: '  ABC-123 \r\n',
      sku: 'ABC-123',
    });
    expect(decodeBarcode('12345')).toMatchObject({ type: 'sku', sku: '12345' });
    expect(decodeBarcode(']C0ABC123')).toMatchObject({ type: 'sku', sku: 'ABC123' });
  });

  it('decodeInput tells EPC hex from barcodes, and a hint overrides', () => {
    expect(decodeInput('3074257BF7194E4000001A85').kind).toBe('epc');
    expect(decodeInput('036000291452').kind).toBe('barcode');
    expect(decodeInput('DEADBEEF', { from: 'rfid' })).toMatchObject({ kind: 'epc' });
    expect(decodeInput('3074257BF7194E4000001A85', { from: 'barcode' })).toMatchObject({ type: 'sku' });
  });

  it('a long all-digit GS1 element string is a barcode, an all-digit EPC stays an EPC', () => {
    expect(decodeInput('0109506000134352172601011012345678')).toMatchObject({
      type: 'barcode',
      gtin14: '09506000134352',
      expiry: '260101',
      batch: '12345678',
    });
    expect(decodeInput('000000000000000000001242')).toMatchObject({ kind: 'epc', type: 'notTradeItem' });
    // 01 + a GTIN with a bad check digit is no element string: read as EPC hex (and not an item).
    expect(decodeInput('0109506000134353172601011012345678').ok).toBe(false);
  });
});
