// Process: renderer (pure TS). Every GTIN an item's tags may carry, and what each is called on screen. Main lists
// them by the one rule (domain/codes/tag-gtins.ts, ItemView.tagGtins): its RFID GTINs (epcGTIN, what its own tags are
// commissioned with; the current one first), then its barcodes' GTINs (FB items with a UPC and no RFID GTIN get
// labels with that; a tag commissioned elsewhere often carries one too). The lookup card names them, Locate looks
// for all of them and the label preview says which one a label carries, so the screens all say the same.
import type { ItemView } from '../../../contract/catalog';
import type { LocateGtin, LocateTarget } from '../../../contract/locate';

/** The item's GTINs in the rule's order, as Locate's target takes them. */
export function itemGtins(item: Pick<ItemView, 'tagGtins'>): LocateGtin[] {
  return item.tagGtins.map(({ gtin14, source }) => ({ gtin14, source }));
}

/** Locate's target for an item: any tag of any of its GTINs; null when it has none (no tag can be told its). */
export function itemLocateTarget(item: Pick<ItemView, 'tagGtins'>): LocateTarget | null {
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
