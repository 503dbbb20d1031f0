// Process: main (domain, Electron-free). Scans (from the one scan pipeline, domain/resolve/scan-item.ts) as changes
// to a draft's lines, and what each scan did, for the feed: a tag adds one unit of its item (once per receipt: the
// journal refuses a tag it holds, under any encoding of its identity), a barcode adds its quantity (a case GTIN-14 its pack size), anything else adds
// nothing and says why. A case waiting for its pack size is named (SKU and description): the person is asked about
// that item, and its scans are received by main once the size is set (never "scan it again").
import type { DraftView, ScanOutcome } from '../../contract/receiving';
import type { ScanItem } from '../resolve/scan-item';
import type { LineDelta } from './draft-store';

/** The change each scan makes; null for scans that add nothing. */
export function scanDelta(scan: ScanItem): LineDelta | null {
  if (scan.kind === 'tag' && scan.item)
    return { itemId: scan.item.id.toLowerCase(), quantity: 1, epc: scan.epc, identity: scan.identity };
  if (scan.kind === 'barcode' && scan.quantity !== null)
    return { itemId: scan.item.id.toLowerCase(), quantity: scan.quantity, epc: null };
  return null;
}

/** An item's SKU and description as the catalog cache has them (null each when it does not know the item). */
export type NamesOf = (itemId: string) => { sku: string | null; description: string | null };

/** "SKU-1 Item one", or what of it is known. */
export const itemLabel = (n: { sku: string | null; description: string | null }): string =>
  [n.sku, n.description].filter(Boolean).join(' ');

/** `applied[i]` answers the i-th non-null delta: false when its tag was already in the draft. */
export function scanOutcomes(
  scans: readonly ScanItem[],
  applied: readonly boolean[],
  draft: DraftView,
  namesOf: NamesOf,
): ScanOutcome[] {
  const lineOf = new Map(draft.lines.map((l) => [l.itemId, l]));
  let next = 0;
  return scans.map((scan) => {
    const base = {
      text: scan.raw,
      itemId: null,
      sku: null,
      description: null,
      quantity: 0,
      onOrder: null,
      over: false,
    };
    const gtin14 = scan.kind === 'error' ? null : scan.gtin14;
    if (scan.kind === 'error') return { ...base, gtin14, kind: 'error', message: `Not a valid code: ${scan.reason}` };
    if (scan.kind === 'unknown') return { ...base, gtin14, kind: 'unknown', message: scan.reason };
    if (scan.kind === 'tag' && !scan.item)
      return { ...base, gtin14, kind: 'unknown', message: scan.reason ?? 'Unknown tag' };
    if (scan.kind === 'barcode' && scan.quantity === null) {
      const names = { ...namesOf(scan.item.id), sku: scan.item.sku };
      return {
        ...base,
        ...names,
        gtin14,
        itemId: scan.item.id,
        kind: 'needsPackSize',
        message: `Case ${gtin14} of ${itemLabel(names)}: nothing added yet; it is added once its pack size is set.`,
      };
    }
    const item = scan.item!;
    const line = lineOf.get(item.id.toLowerCase());
    const who = {
      itemId: item.id,
      sku: item.sku,
      description: line?.description ?? namesOf(item.id).description,
      onOrder: draft.purchaseOrder && line ? line.onOrder : null,
      over: line?.over ?? false,
    };
    if (!applied[next++])
      return {
        ...base,
        ...who,
        gtin14,
        kind: 'repeatTag',
        message: `${item.sku}: tag already counted in this receipt`,
      };
    const quantity = scan.kind === 'barcode' ? scan.quantity! : 1;
    const notOnOrder = who.onOrder === false ? ' (not on the order)' : '';
    const over = who.over ? ' (more than ordered)' : '';
    const caseOf = quantity !== 1 ? ` (case of ${quantity})` : '';
    return {
      ...base,
      ...who,
      gtin14,
      kind: 'added',
      quantity,
      message: `+${quantity} ${item.sku}${caseOf}${notOnOrder}${over}`,
    };
  });
}

/**
 * The scans of one case received once its pack size was set, as one outcome: the units received for that case in
 * all, and the item (the feed shows one row for the case, in place of the rows that waited).
 */
export function caseReceived(outcomes: readonly ScanOutcome[], units: number): ScanOutcome[] {
  const added = outcomes.filter((o) => o.kind === 'added');
  const last = added.at(-1);
  if (!last) return [...outcomes];
  const quantity = added.reduce((n, o) => n + o.quantity, 0);
  const cases = added.length === 1 ? 'case' : `${added.length} cases`;
  const notOnOrder = last.onOrder === false ? ' (not on the order)' : '';
  const over = last.over ? ' (more than ordered)' : '';
  return [
    ...outcomes.filter((o) => o.kind !== 'added'),
    {
      ...last,
      quantity,
      cases: { count: added.length, units },
      message: `+${quantity} ${itemLabel(last)}: ${cases} of ${units} received${notOnOrder}${over}`,
    },
  ];
}
