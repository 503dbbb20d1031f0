// Process: main (domain, Electron-free). The decoding entry point: one function that tells an EPC (hex or
// URI) from a barcode, Digital Link or SKU, and returns the Decoded union documented in README.md.
import { decodeBarcode } from './barcode/decode';
import { decodeEpcHex } from './epc/decode';
import { decodeEpcUri, isEpcUri } from './epc/uri';
import type { Decoded } from './types';

export { decodeBarcode } from './barcode/decode';
export { gen2Crc16 } from './epc/crc16';
export { decodeEpcHex } from './epc/decode';
export { encodeSgtin96, encodeSgtin198, encodeSgtinPlus, type SgtinArgs } from './epc/encode';
export { decodeEpcUri, isEpcUri } from './epc/uri';
export {
  checkDigit,
  expandUpcE,
  gtinsOfUpc,
  hasValidCheckDigit,
  isGtin14,
  isStoreInternalGtin14,
  readRetailDigits,
} from './gtin';
export { epcTextIdentity, gs1Identity, sgtinIdentity } from './identity';
export * from './types';

export interface DecodeHint {
  /** Where the text came from: an RFID reader always sends an EPC; a barcode scanner never does. */
  from?: 'rfid' | 'barcode' | 'typed';
  /** The tag's PC word, when the reader reports it separately. */
  pc?: number;
}

const HEX = /^[0-9A-Fa-f]+$/;
/** A GS1 element string typed or scanned without separators or identifier is all digits too. */
const DIGIT_ELEMENT_STRING = /^0[012]\d{16,}$/;

/**
 * EPC hex when it is all hex digits and at least 24 long (96 bits, the shortest EPC in use), unless it is
 * all decimal digits that decode as a valid GS1 element string (01/02 + GTIN with a good check digit);
 * shorter digit strings are barcodes and anything else is a barcode or SKU. A hint overrides the guess.
 */
export function decodeInput(text: string, hint?: DecodeHint): Decoded {
  const t = text.trim();
  if (isEpcUri(t)) return decodeEpcUri(text);
  if (hint?.from === 'rfid' || hint?.pc !== undefined) return decodeEpcHex(text, hint);
  if (hint?.from !== 'barcode' && t.length >= 24 && HEX.test(t)) {
    if (DIGIT_ELEMENT_STRING.test(t)) {
      const barcode = decodeBarcode(text);
      if (barcode.type === 'barcode') return barcode;
    }
    return decodeEpcHex(text);
  }
  return decodeBarcode(text);
}
