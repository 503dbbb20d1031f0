// Process: main (domain, Electron-free). Which GTIN-14s an item's stored UPC stands for, by the same rules
// a scan of it is decoded with, so that a scanned code and the catalog's copy of it always meet.
// Store-internal codes give none: they match by UPC as typed, never by GTIN.
import { decodeRetailDigits } from './barcode/retail';

export function gtinsOfUpc(upc: string): string[] {
  const digits = upc.trim();
  if (!/^\d{8}$|^\d{11,14}$/.test(digits)) return [];
  const decoded = decodeRetailDigits(digits, digits);
  if (decoded.type !== 'barcode' || decoded.storeInternal) return [];
  return decoded.alternateGtin14 ? [decoded.gtin14, decoded.alternateGtin14] : [decoded.gtin14];
}
