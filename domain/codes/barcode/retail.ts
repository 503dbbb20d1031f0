// Process: main (domain, Electron-free). Plain digit codes: UPC-A, UPC-E, EAN-8, EAN-13, GTIN-14/ITF-14,
// and 11 digits (a UPC-A that lost its leading zero), as a decoded barcode. How the digits read (check digits,
// GTIN-14, store-internal) is ../gtin.ts, the same rule the catalog's stored UPCs and its search use.
import { type EightDigitRule, isStoreInternalGtin14, readRetailDigits } from '../gtin';
import { type BarcodeGtin, type BarcodeSymbology, barcodeInvalid, type DecodeInvalid } from '../types';

export function gtinBarcode(
  input: string,
  symbology: BarcodeSymbology,
  code: string,
  gtin14: string,
  extra: Partial<BarcodeGtin> = {},
): BarcodeGtin {
  return {
    type: 'barcode',
    kind: 'barcode',
    ok: true,
    input,
    symbology,
    code,
    gtin14,
    serial: null,
    batch: null,
    expiry: null,
    count: null,
    storeInternal: isStoreInternalGtin14(gtin14),
    assumedLeadingZero: false,
    ...extra,
  };
}

/** Decodes an all-digit string of 8, 11, 12, 13 or 14 digits by the GTIN rules of ../gtin.ts. */
export function decodeRetailDigits(
  input: string,
  digits: string,
  eight: EightDigitRule = 'either',
): BarcodeGtin | DecodeInvalid {
  const read = readRetailDigits(digits, eight);
  if (!read.ok) return barcodeInvalid(input, read.symbology, read.reason);
  const extra = read.alternateGtin14 ? { alternateGtin14: read.alternateGtin14 } : {};
  return gtinBarcode(input, read.symbology, read.code, read.gtin14, {
    assumedLeadingZero: read.assumedLeadingZero,
    ...extra,
  });
}
