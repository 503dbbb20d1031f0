// Process: test (node). The demo data a receiving demo relies on, through the real resolver: PO00041 is open with
// units outstanding, the reader simulator tags its outstanding RFID items (never more than is outstanding), and a
// food and beverage case GTIN-14 among an item's codes resolves to the item and asks for its pack size once.
import { describe, expect, it } from 'vitest';
import { decodeInput } from '../../../domain/codes';
import { ItemIndex } from '../../../domain/resolve';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import { demoPopulation } from '../../../hosts/app/reader/demo-tags';
import { catalogItemAt, demoCaseOf, demoCatalog } from '../../../service/seed/demo-catalog';
import { DEMO_OPEN_ORDER, demoOrders } from '../../../service/seed/demo-orders';

const openOrder = demoOrders().find((o) => o.docNumber === DEMO_OPEN_ORDER)!;

describe('demo receiving data', () => {
  it('has an open order at S01 with units outstanding, one line received in full, and cased food and beverage', () => {
    expect(openOrder).toMatchObject({ status: 'Open', storeCode: 'S01', vendorCode: 'V001' });
    const outstanding = openOrder.lines.filter((l) => l.ordered > l.received);
    expect(outstanding.length).toBeGreaterThanOrEqual(5);
    expect(openOrder.lines.some((l) => l.received === l.ordered)).toBe(true);
    const kinds = openOrder.lines.map((l) => catalogItemAt(l.itemIndex).kind);
    expect(kinds.filter((k) => k === 'apparel').length).toBe(4);
    const cased = openOrder.lines.filter((l) => demoCaseOf(catalogItemAt(l.itemIndex)));
    expect(cased.length).toBe(3);
    // Ordered in whole cases (slot 3's pack size), nothing received yet.
    for (const l of cased) expect(l.ordered % demoCaseOf(catalogItemAt(l.itemIndex))!.units).toBe(0);
    // The other orders are received in full.
    const received = demoOrders().filter((o) => o.docNumber !== DEMO_OPEN_ORDER);
    expect(received.length).toBeGreaterThan(0);
    for (const o of received) {
      expect(o.lines.length, o.docNumber).toBeGreaterThan(0);
      expect(o.lines.every((l) => l.received === l.ordered)).toBe(true);
    }
  });

  it('the simulator tags every outstanding RFID item of the order, within what is outstanding', () => {
    for (const tags of [30, 60, 200]) {
      const gtins = demoPopulation(tags, 0).map((t) => decodeInput(t.hex));
      for (const l of openOrder.lines) {
        const item = catalogItemAt(l.itemIndex);
        if (item.kind !== 'apparel') continue;
        const n = gtins.filter((d) => d.kind === 'epc' && d.type === 'epc' && d.gtin14 === item.epcGTIN[0]).length;
        if (l.received === l.ordered) expect(n).toBe(0);
        else expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThanOrEqual(l.ordered - l.received);
      }
    }
  });

  it('a case GTIN-14 resolves to its item and needs a pack size until one is set', () => {
    const index = new ItemIndex();
    index.upsertMany(demoCatalog());
    const item = catalogItemAt(openOrder.lines[4]!.itemIndex);
    const box = demoCaseOf(item)!;
    expect(box.gtin14).toMatch(/^1\d{13}$/);
    const resolved = index.resolve(decodeInput(box.gtin14));
    expect(resolved).toMatchObject({ status: 'item', via: 'gtin', item: { id: item.id } });

    const sizes = new Map<string, number>();
    const scans = createScanItemResolver(index, { get: (g) => sizes.get(g) ?? null });
    expect(scans.text(box.gtin14)).toMatchObject({
      kind: 'barcode',
      gtin14: box.gtin14,
      item: { id: item.id },
      quantity: null,
      needsPackSize: true,
    });
    // The unit barcode is one unit, no question asked.
    expect(scans.text(item.upc[0]!)).toMatchObject({ kind: 'barcode', quantity: 1, needsPackSize: false });
    sizes.set(box.gtin14, box.units);
    expect(scans.text(box.gtin14)).toMatchObject({ quantity: box.units, needsPackSize: false });
  });
});
