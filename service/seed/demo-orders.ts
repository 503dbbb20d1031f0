// Process: service and tests. The demo purchase orders and the receipts already made against them, as plain data:
// seed-documents.ts writes them, and the demo reader simulator (hosts/app/reader/demo-tags.ts) tags the open order's
// outstanding items, so receiving against PO00041 can be shown and tested without a server.
import { apparelCount, catalogItemAt, demoCaseOf } from './demo-catalog';
import { DEMO_ITEM_COUNT } from './demo-constants';

export interface DemoOrderLine {
  itemIndex: number;
  ordered: number;
  /** Units the order's seeded receipt already took (linked by backLinkLineID); the rest is outstanding. */
  received: number;
  unitCost: number;
}

export interface DemoOrder {
  /** Keys the GUIDs: po:k, pol:k:n, receipt:k, rl:k:n (n = the order line's position). */
  key: number;
  docNumber: string;
  vendorCode: string;
  storeCode: string;
  status: 'Open' | 'Received' | 'Closed';
  daysAgo: number;
  /** The receipt made against the order (its reference is the order's number). */
  receipt: { docNumber: string; description: string; committed: boolean };
  lines: DemoOrderLine[];
}

/** The order a receiving demo uses: Open at S01 for V001, partly received by REC00118. */
export const DEMO_OPEN_ORDER = 'PO00041';

const full = (from: number, count: number): DemoOrderLine[] =>
  [from, from + 1, from + 2, from + 3]
    .filter((i) => i < count)
    .map((itemIndex) => ({ itemIndex, ordered: 12, received: 12, unitCost: 7.5 }));

/** The first active food and beverage items sold in cases (a case GTIN-14 among their codes), at most `n`. */
export function demoCaseItems(n: number, count: number = DEMO_ITEM_COUNT): number[] {
  const found: number[] = [];
  for (let i = apparelCount(count); i < count && found.length < n; i++) {
    const item = catalogItemAt(i, count);
    if (item.active && demoCaseOf(item)) found.push(i);
  }
  return found;
}

/**
 * PO00041 (Open): items 20-23, RFID-tagged apparel, 12 each; REC00118 took all 12 of item 20 (one more is an
 * over-receipt) and 4 of item 21; nothing yet of items 22 and 23 or of three food and beverage items ordered as
 * two cases each. PO00042 (Received, S02) and PO00043 (Closed, its receipt REC00120 committed) are received in full.
 */
export function demoOrders(count: number = DEMO_ITEM_COUNT): DemoOrder[] {
  const open: DemoOrderLine[] = [
    { itemIndex: 20, ordered: 12, received: 12, unitCost: 7.5 },
    { itemIndex: 21, ordered: 12, received: 4, unitCost: 7.5 },
    { itemIndex: 22, ordered: 12, received: 0, unitCost: 7.5 },
    { itemIndex: 23, ordered: 12, received: 0, unitCost: 7.5 },
  ].filter((l) => l.itemIndex < count);
  for (const i of demoCaseItems(3, count)) {
    const units = demoCaseOf(catalogItemAt(i, count))!.units;
    open.push({ itemIndex: i, ordered: 2 * units, received: 0, unitCost: 0.9 });
  }
  const receipt = (k: number, committed = false) => ({
    docNumber: `REC00${118 + k}`,
    description: `Delivery ${k + 1}`,
    committed,
  });
  return [
    {
      key: 0,
      docNumber: DEMO_OPEN_ORDER,
      vendorCode: 'V001',
      storeCode: 'S01',
      status: 'Open',
      daysAgo: 3,
      receipt: receipt(0),
      lines: open,
    },
    {
      key: 1,
      docNumber: 'PO00042',
      vendorCode: 'V002',
      storeCode: 'S02',
      status: 'Received',
      daysAgo: 2,
      receipt: receipt(1),
      lines: full(24, count),
    },
    {
      key: 2,
      docNumber: 'PO00043',
      vendorCode: 'V001',
      storeCode: 'S01',
      status: 'Closed',
      daysAgo: 1,
      receipt: receipt(2, true),
      lines: full(28, count),
    },
  ];
}

/** Catalog indices of RFID-tagged items with units still outstanding on an open order: the simulator tags them. */
export function demoOutstandingTagged(count: number = DEMO_ITEM_COUNT): number[] {
  return demoOrders(count)
    .filter((o) => o.status === 'Open')
    .flatMap((o) => o.lines)
    .filter((l) => l.ordered > l.received && catalogItemAt(l.itemIndex, count).epcGTIN.length > 0)
    .map((l) => l.itemIndex);
}
