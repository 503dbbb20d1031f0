// Process: main (domain, Electron-free). Scans (from the one scan pipeline, domain/resolve/scan-item.ts) as the
// units they add to a transfer, by receiving's rule (domain/receiving/scan-lines.ts scanDelta: a tag one unit,
// once per transfer by identity; a barcode one; a case GTIN-14 its pack size), and what each scan did, for the feed
// and the CLI. Packing and receiving a transfer use the same two functions.
import type { TransferScanOutcome } from '../../contract/transfers';
import { itemLabel, type NamesOf, scanDelta } from '../receiving/scan-lines';
import type { ScanItem } from '../resolve/scan-item';
import type { PackDelta } from './draft-store';

/** The change each scan makes, in scan order; scans that add nothing are left out. */
export function scanDeltas(scans: readonly ScanItem[]): PackDelta[] {
  return scans.map(scanDelta).filter((d) => d !== null);
}

/** `applied[i]` answers the i-th delta of scanDeltas(scans): false when its tag was in the transfer already. */
export function transferOutcomes(
  scans: readonly ScanItem[],
  applied: readonly boolean[],
  box: number | null,
  namesOf: NamesOf,
): TransferScanOutcome[] {
  let next = 0;
  return scans.map((scan) => {
    const base = { text: scan.raw, itemId: null, sku: null, quantity: 0, box: null };
    if (scan.kind === 'error') return { ...base, kind: 'error', message: `Not a valid code: ${scan.reason}` };
    if (scan.kind === 'unknown') return { ...base, kind: 'unknown', message: scan.reason };
    if (scan.kind === 'tag' && !scan.item) return { ...base, kind: 'unknown', message: scan.reason ?? 'Unknown tag' };
    const item = scan.item!;
    const who = { itemId: item.id.toLowerCase(), sku: item.sku };
    const label = itemLabel({ ...namesOf(item.id.toLowerCase()), sku: item.sku });
    if (scan.kind === 'barcode' && scan.quantity === null)
      return {
        ...base,
        ...who,
        kind: 'needsPackSize',
        message: `Case ${scan.gtin14} of ${label}: nothing added; set its pack size, then scan it again.`,
      };
    if (!applied[next++])
      return { ...base, ...who, kind: 'repeatTag', message: `${item.sku}: tag already in this transfer` };
    const quantity = scan.kind === 'barcode' ? scan.quantity! : 1;
    const where = box === null ? '' : ` into box ${box}`;
    return { ...base, ...who, kind: 'added', quantity, box, message: `+${quantity} ${label}${where}` };
  });
}
