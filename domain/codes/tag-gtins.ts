// Process: main (domain, Electron-free). The one rule for the GTINs an item's tags may carry, used by encode (which
// GTIN a new tag gets), the resolver (which GTINs find the item: counting, receiving, lookup) and locate (which tags
// are the item's): its RFID GTINs (epcGTIN, what the back office commissions its tags with), else the GTIN-14 of its
// barcode (UPC or EAN, read by the scan rules: a food-and-beverage item often has a UPC and no RFID GTIN, and tags
// commissioned elsewhere often carry the barcode's GTIN). A GS1 GTIN names one trade item, so a tag carrying any of
// them is the item's; the first is the one the app commissions with.
import type { TagGtinSource } from '../../contract/catalog';
import { gtinsOfUpc } from './gtin';

export type { TagGtinSource } from '../../contract/catalog';

export interface TagGtin {
  gtin14: string;
  source: TagGtinSource;
  /** The barcode as the catalog holds it, for a barcode's GTIN; null for an RFID GTIN. */
  upc: string | null;
}

/**
 * Every GTIN-14 the item's tags may carry, in the rule's order: its RFID GTINs (as given: the current one first),
 * then each barcode's GTIN-14 (gtinsOfUpc: store-internal and invalid codes have none) in the barcodes' order. A GTIN
 * listed twice keeps its first place (an RFID GTIN that is also a barcode's is named as the RFID GTIN).
 */
export function itemTagGtins(rfidGtins: readonly string[], upcs: readonly string[]): TagGtin[] {
  const out: TagGtin[] = [];
  const seen = new Set<string>();
  const add = (gtin14: string, source: TagGtinSource, upc: string | null) => {
    if (seen.has(gtin14)) return;
    seen.add(gtin14);
    out.push({ gtin14, source, upc });
  };
  for (const g of rfidGtins) if (/^\d{14}$/.test(g)) add(g, 'rfid', null);
  for (const upc of upcs) for (const g of gtinsOfUpc(upc)) add(g, 'barcode', upc);
  return out;
}

/**
 * The GTIN a tag the app commissions for the item carries: its current RFID GTIN, else the GTIN-14 of its first
 * barcode that has one (a unit's UPC comes before a case's GTIN-14 in the demo's and most catalogs' order); null when
 * it has neither.
 */
export function commissioningGtin(rfidGtins: readonly string[], upcs: readonly string[]): TagGtin | null {
  return itemTagGtins(rfidGtins, upcs)[0] ?? null;
}
