// Process: main (domain, Electron-free). Scanned or typed barcode text -> BarcodeGtin | DecodeInvalid |
// SkuText. Order: Digital Link URL, symbology identifier, GS1 element string, plain retail digits, and
// anything else is a SKU exactly as typed.
import { type BarcodeGtin, barcodeInvalid, type DecodeInvalid, type SkuText } from '../types';
import { splitAim } from './aim';
import { decodeDigitalLink, looksLikeDigitalLink } from './digital-link';
import { decodeElementString, looksLikeElementString } from './element-string';
import { decodeRetailDigits } from './retail';

export type DecodedBarcode = BarcodeGtin | DecodeInvalid | SkuText;

const DIGITS = /^\d+$/;
const RETAIL_LENGTHS = new Set([8, 11, 12, 13, 14]);

function sku(input: string, text: string): SkuText {
  return { type: 'sku', kind: 'barcode', ok: false, input, sku: text };
}

export function decodeBarcode(raw: string): DecodedBarcode {
  // Scanners end with CR/LF; spaces around a typed code mean nothing. GS (0x1D) is not whitespace.
  const text = raw.trim();
  if (text.length === 0) return barcodeInvalid(raw, null, 'empty');
  const { aim, data } = splitAim(text);
  if (looksLikeDigitalLink(data)) return decodeDigitalLink(raw, data);
  switch (aim?.family) {
    case 'gs1':
      return decodeElementString(raw, data);
    case 'ean-upc':
      if (!DIGITS.test(data)) return barcodeInvalid(raw, null, `${aim.id} data must be digits`);
      return decodeRetailDigits(raw, data, 'upc-e');
    case 'ean-8':
      if (!DIGITS.test(data) || data.length !== 8) return barcodeInvalid(raw, 'ean-8', ']E4 data must be 8 digits');
      return decodeRetailDigits(raw, data, 'ean-8');
    case 'ean-addon':
      // ]E3 is EAN-13 followed by a 2- or 5-digit add-on; the add-on alone (]E1, ]E2) names no item.
      if (aim.id === ']E3' && DIGITS.test(data) && (data.length === 15 || data.length === 18)) {
        return decodeRetailDigits(raw, data.slice(0, 13));
      }
      return barcodeInvalid(raw, null, 'an EAN/UPC add-on alone identifies no item');
    case 'itf':
      if (DIGITS.test(data) && data.length === 14) return decodeRetailDigits(raw, data);
      return sku(raw, data);
    case 'other':
      return sku(raw, data);
  }
  if (looksLikeElementString(data)) return decodeElementString(raw, data);
  if (DIGITS.test(data) && RETAIL_LENGTHS.has(data.length)) return decodeRetailDigits(raw, data);
  return sku(raw, data);
}
