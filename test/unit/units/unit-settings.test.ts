// Process: test (node). Setting how items are counted, over a real journal: an item's unit (through the app's
// units requests, hosts/app/units/handlers.ts) and each unit's precision from its decimal step (one that does
// not divide a unit evenly refused, coded), typed counts read at the precision set, and items' units as CSV (out,
// and back into another journal by item id or SKU, a bad line refused with its reason).
import { describe, expect, it } from 'vitest';
import { exportUnitsCsv, importUnitsCsv } from '../../../domain/units/unit-csv';
import { stepMilliOf } from '../../../domain/units/units';
import { unitHandlers } from '../../../hosts/app/units/handlers';
import { parseCsv } from '../../helpers/csv-sums';
import { enginesClosedAfterEach, ITEMS, STORE } from '../counts/harness';

const start = enginesClosedAfterEach();
const [flour, vodka] = ITEMS as [(typeof ITEMS)[0], (typeof ITEMS)[0]];
const codeOf = async (fn: () => unknown) => {
  try {
    await fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'accepted';
};

describe('units and precisions set by hand', () => {
  it('reads a step exactly as thousandths, and refuses one that is not whole thousandths dividing a unit', () => {
    expect(stepMilliOf(0.05)).toBe(50);
    expect(stepMilliOf(0.001)).toBe(1);
    expect(stepMilliOf(1)).toBe(1000);
    for (const bad of [0.03, 0.0005, 0.0015, 2, 0]) expect(() => stepMilliOf(bad), String(bad)).toThrow(/divides/);
  });

  it("sets an item's unit and a unit's precision through the app's requests; counts follow them", async () => {
    const e = start();
    const units = unitHandlers({ engine: () => e.service });
    expect(await units['units.item']({ itemId: flour.id })).toEqual({
      itemId: flour.id,
      unit: 'each',
      step: 1,
      caseUnits: null,
    });
    expect(await units['units.item.set']({ itemId: flour.id, unit: 'kg' })).toMatchObject({ unit: 'kg', step: 0.001 });
    expect(
      await codeOf(() => units['units.item.set']({ itemId: '99999999-9999-4999-8999-999999999999', unit: 'kg' })),
    ).toBe('bad_input');
    const precisions = await units['units.precisions.set']({ unit: 'kg', step: 0.01 });
    expect(precisions).toContainEqual({ unit: 'kg', kind: 'weight', step: 0.01, defaultStep: 0.001 });
    expect(precisions).toContainEqual({ unit: 'bottle', kind: 'each', step: 0.05, defaultStep: 0.05 });
    expect(await codeOf(() => units['units.precisions.set']({ unit: 'kg', step: 0.003 }))).toBe('invalid_argument');
    expect((await units['units.precisions']({})).find((p) => p.unit === 'kg')?.step).toBe(0.01);

    // A typed count of flour is read at 0.01 kg now: 2.35 yes, 2.355 refused (never rounded).
    const s = await e.service.createSession({
      storeId: STORE,
      description: 'Kitchen',
      areas: ['Store room'],
      blind: false,
    });
    const typed = e.service.addItemText(s.id, flour.id, '2.35');
    expect(typed.line.counted).toBe(2.35);
    expect(await codeOf(() => e.service.setQuantityText(typed.line.lineId, '2.355'))).toBe('invalid_argument');
    expect(e.service.setQuantityText(typed.line.lineId, '1.5 + 0.25')).toMatchObject({
      breakdown: '1.5 + 0.25 = 1.75',
      line: { counted: 1.75 },
    });
  });

  it("shares items' units as CSV: out, and back into another journal, a bad line refused", () => {
    const e = start();
    e.service.setItemUnit(flour.id, 'kg');
    e.service.setItemUnit(vodka.id, 'bottle');
    const out = exportUnitsCsv(e.service.units, (id) =>
      id === flour.id ? { sku: flour.sku, description: 'Flour' } : null,
    );
    expect(out.rows).toBe(2);
    expect(parseCsv(out.csv).rows).toContainEqual({
      'item id': flour.id,
      sku: flour.sku,
      description: 'Flour',
      unit: 'kg',
    });
    const other = start();
    const bySku = new Map(ITEMS.map((i) => [i.sku, i.id]));
    const itemOf = (code: string) => (ITEMS.some((i) => i.id === code) ? code : (bySku.get(code) ?? null));
    expect(importUnitsCsv(other.service.units, out.csv, itemOf)).toEqual({ imported: 2, refused: [] });
    expect(other.service.units.unit(flour.id)).toBe('kg');
    const bySkuOnly = importUnitsCsv(
      other.service.units,
      `sku,unit\n${ITEMS[2]!.sku},L\n${ITEMS[2]!.sku},crate\nNOPE,kg\n`,
      itemOf,
    );
    expect(bySkuOnly.imported).toBe(1);
    expect(bySkuOnly.refused).toEqual([
      { line: 3, reason: expect.stringContaining('crate') },
      { line: 4, reason: expect.stringContaining('NOPE') },
    ]);
    expect(other.service.units.unit(ITEMS[2]!.id)).toBe('l');
  });
});
