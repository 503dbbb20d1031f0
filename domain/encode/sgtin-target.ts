// Process: main (domain, Electron-free). What an SGTIN-96 for an item needs, checked before anything is issued:
// a GTIN its tags may carry (its RFID GTIN, else its barcode's: domain/codes/tag-gtins.ts) that is a trade GTIN-14
// with a valid check digit, not a store-internal number, and a company prefix length that puts a real (non-zero)
// GS1 company prefix in the EPC. Each refusal says what is wrong in words a user can act on.
import { isGtin14, isStoreInternalGtin14 } from '../codes/gtin';
import type { TagGtinSource } from '../codes/tag-gtins';
import { UserError } from '../shared/errors';

export interface EncodeItem {
  id: string;
  sku: string;
  description: string;
  /** The GTIN-14s its tags may carry, by the one rule (domain/codes/tag-gtins.ts): its RFID GTINs (the current one
   *  first), then its barcodes' GTINs. The first is the one a new tag is commissioned with. */
  gtins: readonly string[];
  /** Where the first of `gtins` comes from, said on the label preview; absent in jobs made before it was kept. */
  gtinSource?: TagGtinSource | null;
  retail: number | null;
  /** The barcode printed on the label (the item's UPC or EAN), when it has one. */
  upc: string | null;
}

export interface SgtinTarget {
  gtin14: string;
  companyPrefixLength: number;
  filter: number;
}

/** The GTIN and partition to encode `item` with, or UserError 'bad_input' saying why it cannot be. */
export function sgtinTarget(item: EncodeItem, companyPrefixLength: number | null, filter = 1): SgtinTarget {
  const gtin14 = item.gtins[0];
  if (!gtin14) {
    throw new UserError(
      'bad_input',
      `Item ${item.sku} has no GTIN for a tag: no RFID GTIN and no UPC or EAN barcode with one, so no EPC can be made for it. Give it a barcode or an RFID GTIN in the back office, then sync the catalog.`,
    );
  }
  if (!isGtin14(gtin14)) {
    throw new UserError('bad_input', `Item ${item.sku}'s GTIN ${gtin14} is not a GTIN-14 with a valid check digit.`);
  }
  if (isStoreInternalGtin14(gtin14)) {
    throw new UserError(
      'bad_input',
      `Item ${item.sku}'s GTIN ${gtin14} is a store-internal number: an SGTIN-96 cannot carry it.`,
    );
  }
  if (companyPrefixLength === null || !Number.isInteger(companyPrefixLength)) {
    throw new UserError('bad_input', 'Set the GS1 company prefix length (6 to 12 digits) before tagging items.');
  }
  if (companyPrefixLength < 6 || companyPrefixLength > 12) {
    throw new UserError('bad_input', `A GS1 company prefix has 6 to 12 digits, not ${companyPrefixLength}.`);
  }
  if (/^0+$/.test(gtin14.slice(1, 1 + companyPrefixLength))) {
    throw new UserError(
      'bad_input',
      `Item ${item.sku}'s GTIN ${gtin14} has no company prefix of ${companyPrefixLength} digits: an SGTIN-96 cannot hold it.`,
    );
  }
  return { gtin14, companyPrefixLength, filter };
}
