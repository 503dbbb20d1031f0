// Process: renderer (pure TS). Every GTIN an item's tags may carry, and what each is called on screen: its RFID
// GTINs (epcGTIN, what its own tags are commissioned with; the current one first) and its barcodes' GTINs (a tag
// commissioned elsewhere often carries one of those). The lookup card names them, Locate looks for all of them,
// in this one order, so the card and the Locate screen say the same.
import type { ItemView } from '../../../contract/catalog';
import type { LocateGtin, LocateTarget } from '../../../contract/locate';

/** The item's GTINs, RFID ones first; a barcode whose GTIN is also an RFID GTIN is listed once, as RFID. */
export function itemGtins(item: Pick<ItemView, 'gtins' | 'barcodeGtins'>): LocateGtin[] {
  const seen = new Set<string>();
  const out: LocateGtin[] = [];
  const add = (gtin14: string, source: 'rfid' | 'barcode') => {
    if (seen.has(gtin14)) return;
    seen.add(gtin14);
    out.push({ gtin14, source });
  };
  // The current RFID GTIN first whatever order the view gives: the simulator plays the first one.
  for (const g of [...item.gtins].sort((a, b) => Number(b.current) - Number(a.current))) add(g.gtin14, 'rfid');
  for (const b of item.barcodeGtins) add(b.gtin14, 'barcode');
  return out;
}

/** Locate's target for an item: any tag of any of its GTINs; null when it has none (no tag can be told its). */
export function itemLocateTarget(item: Pick<ItemView, 'gtins' | 'barcodeGtins'>): LocateTarget | null {
  const gtins = itemGtins(item);
  return gtins.length > 0 ? { kind: 'item', gtins } : null;
}

/** "RFID GTIN 00614141000012", "barcode GTIN 00614100040059", "GTIN …" for one typed on the Locate screen. */
export function gtinText(g: LocateGtin): string {
  return g.source === 'rfid'
    ? `RFID GTIN ${g.gtin14}`
    : g.source === 'barcode'
      ? `barcode GTIN ${g.gtin14}`
      : `GTIN ${g.gtin14}`;
}
