// Process: main (domain, Electron-free). Plain digit codes: UPC-A, UPC-E, EAN-8, EAN-13, GTIN-14/ITF-14,
// and 11 digits (a UPC-A that lost its leading zero). Each check digit is verified; each is normalised to
// GTIN-14. The same rule reads an item's stored UPCs into the GTIN index, so scans and catalog agree.
import { expandUpcE, hasValidCheckDigit, isStoreInternalGtin14, toGtin14 } from '../gtin';
import { type BarcodeGtin, type BarcodeSymbology, barcodeInvalid, type DecodeInvalid } from '../types';

/** How to read 8 digits: decided by a symbology identifier, or 'either' (UPC-E first, then EAN-8). */
export type EightDigitRule = 'upc-e' | 'ean-8' | 'either';

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

/** Decodes an all-digit string of 8, 11, 12, 13 or 14 digits. */
export function decodeRetailDigits(
  input: string,
  digits: string,
  eight: EightDigitRule = 'either',
): BarcodeGtin | DecodeInvalid {
  switch (digits.length) {
    case 8:
      return decodeEight(input, digits, eight);
    case 11: {
      const upc = `0${digits}`;
      if (!hasValidCheckDigit(upc))
        return barcodeInvalid(input, 'upc-a', 'bad check digit (read as UPC-A missing its leading 0)');
      return gtinBarcode(input, 'upc-a', upc, toGtin14(upc), { assumedLeadingZero: true });
    }
    case 12:
      if (!hasValidCheckDigit(digits)) return barcodeInvalid(input, 'upc-a', 'bad UPC-A check digit');
      return gtinBarcode(input, 'upc-a', digits, toGtin14(digits));
    case 13:
      if (!hasValidCheckDigit(digits)) return barcodeInvalid(input, 'ean-13', 'bad EAN-13 check digit');
      return gtinBarcode(input, 'ean-13', digits, toGtin14(digits));
    case 14:
      if (!hasValidCheckDigit(digits)) return barcodeInvalid(input, 'gtin-14', 'bad GTIN-14 check digit');
      return gtinBarcode(input, 'gtin-14', digits, digits);
    default:
      return barcodeInvalid(input, null, `${digits.length} digits is no UPC, EAN or GTIN length`);
  }
}

/**
 * UPC-E and EAN-8 are both 8 digits. With ]E0 it is UPC-E, with ]E4 EAN-8. Without an identifier:
 * UPC-E when its number system is 0/1 and the expansion's check digit holds, else EAN-8; when both
 * readings are valid the other one is kept as alternateGtin14 for an exact second lookup.
 */
function decodeEight(input: string, digits: string, rule: EightDigitRule): BarcodeGtin | DecodeInvalid {
  const upca = rule === 'ean-8' ? null : expandUpcE(digits);
  const upcOk = upca !== null && hasValidCheckDigit(upca);
  const eanOk = rule !== 'upc-e' && hasValidCheckDigit(digits);
  if (upcOk && upca) {
    const extra = eanOk ? { alternateGtin14: toGtin14(digits) } : {};
    return gtinBarcode(input, 'upc-e', digits, toGtin14(upca), extra);
  }
  if (eanOk) return gtinBarcode(input, 'ean-8', digits, toGtin14(digits));
  if (rule === 'upc-e') return barcodeInvalid(input, 'upc-e', 'bad UPC-E check digit or number system');
  if (rule === 'ean-8') return barcodeInvalid(input, 'ean-8', 'bad EAN-8 check digit');
  return barcodeInvalid(input, 'ean-8', 'bad check digit as EAN-8 and as UPC-E');
}
