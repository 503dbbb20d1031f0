// Process: test (node). The locate meter and its target on a fake clock: smoothing over time, the strength
// scaled from the range learnt from the reads (the same dBm reads differently on a weak and a strong reader),
// reads per second, distinct tags in range for an item, target matching by EPC, GTIN and serial range.
import { describe, expect, it } from 'vitest';
import { encodeSgtin198, gen2Crc16 } from '../../../domain/codes';
import { createLocateMeter, MIN_SPAN_DB } from '../../../domain/locate/meter';
import { locateMatcher } from '../../../domain/locate/target';
import { gtin, sgtin } from '../tags/journal-fixture';

const G = gtin('0061414100001');
const OTHER = gtin('0061414100002');
const T1 = sgtin(G, 5);
const T2 = sgtin(G, 6);
const T3 = sgtin(G, 7);

function meterOn(match: (hex: string) => boolean = () => true, tauMs = 300) {
  const clock = { t: 0 };
  const meter = createLocateMeter(match, { now: () => clock.t, tauMs });
  const at = (ms: number) => {
    clock.t = ms;
  };
  return { meter, at, clock };
}

describe('locate target', () => {
  it('matches one exact EPC, given with its PC word and CRC or alone', () => {
    const exact = locateMatcher({ kind: 'epc', epc: T1.toLowerCase() });
    expect([exact(T1), exact(T2)]).toEqual([true, false]);
    const withPc = `3000${T1}`;
    const read = locateMatcher({ kind: 'epc', epc: withPc + gen2Crc16(withPc).toString(16).padStart(4, '0') });
    expect([read(T1), read(T2)]).toEqual([true, false]);
  });

  it('matches any tag of an item, in any encoding, within an optional serial range', () => {
    const item = locateMatcher({ kind: 'item', gtins: [{ gtin14: G }] });
    const long = encodeSgtin198({ gtin14: G, serial: 'A1' });
    expect([item(T1), item(long), item(sgtin(OTHER, 5)), item('E2801160600002040A1B2C3D')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const range = locateMatcher({ kind: 'item', gtins: [{ gtin14: G }], serialFrom: '6', serialTo: '10' });
    // Numeric serials compare as numbers: 10 is inside 6-10, 5 is not.
    expect([range(T1), range(T2), range(sgtin(G, 10)), range(sgtin(G, 11))]).toEqual([false, true, true, false]);
  });

  it('refuses a target that can match nothing', () => {
    expect(() => locateMatcher({ kind: 'epc', epc: 'not hex' })).toThrow(/Not an EPC/);
    expect(() => locateMatcher({ kind: 'item', gtins: [{ gtin14: '00614141000010' }] })).toThrow(/Not a GTIN-14/);
    expect(() => locateMatcher({ kind: 'item', gtins: [{ gtin14: G }], serialFrom: '9', serialTo: '3' })).toThrow(
      /empty/,
    );
  });
});

describe('locate meter', () => {
  it('ignores reads of other tags', () => {
    const { meter, at } = meterOn(locateMatcher({ kind: 'epc', epc: T1 }));
    expect(meter.read({ hex: T2, rssi: -40, at: 0 })).toBe(false);
    at(10);
    expect(meter.reading()).toMatchObject({ strength: null, tagsInRange: 0, readsPerSecond: 0 });
  });

  it('shows the first read mid-scale and rises as the tag comes nearer', () => {
    const { meter, at } = meterOn();
    meter.read({ hex: T1, rssi: -70, at: 0 });
    expect(meter.reading()).toMatchObject({ strength: 50, dbm: -70, smoothedDbm: -70, epc: T1 });
    const seen: number[] = [];
    for (let i = 1; i <= 30; i++) {
      at(i * 100);
      meter.read({ hex: T1, rssi: -70 + i, at: i * 100 });
      seen.push(meter.reading().strength ?? -1);
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1] ?? 0);
    expect(seen.at(-1)).toBeGreaterThan(90);
  });

  it('scales from the range learnt, not from fixed dBm: one dBm is strong on a weak reader, weak on a strong one', () => {
    const weak = meterOn();
    const strong = meterOn();
    for (const [m, lowDbm, highDbm] of [
      [weak, -80, -60],
      [strong, -50, -30],
    ] as const) {
      m.meter.read({ hex: T1, rssi: lowDbm, at: 0 });
      m.at(10_000);
      m.meter.read({ hex: T1, rssi: highDbm, at: 10_000 });
      m.at(20_000);
      m.meter.read({ hex: T1, rssi: highDbm, at: 20_000 });
      m.at(20_100);
      m.meter.read({ hex: T1, rssi: -55, at: 20_100 });
    }
    expect(weak.meter.reading().dbm).toBe(-55);
    expect(strong.meter.reading().dbm).toBe(-55);
    expect(weak.meter.reading().strength).toBe(100);
    expect(strong.meter.reading().strength).toBeLessThan(100);
    expect(strong.meter.reading().strength).toBeGreaterThan(0);
  });

  it('smooths a single outlier: one read 20 dB off moves the meter a little, not end to end', () => {
    const { meter, at } = meterOn();
    for (let i = 0; i <= 20; i++) meter.read({ hex: T1, rssi: i % 2 === 0 ? -60 : -40, at: i * 1000 });
    at(20_000);
    const settled = meter.reading();
    const before = settled.strength ?? 0;
    meter.read({ hex: T1, rssi: -30, at: 20_030 });
    at(20_030);
    const after = meter.reading();
    expect(after.dbm).toBe(-30);
    expect((after.strength ?? 0) - before).toBeLessThan(25);
    const s = settled.smoothedDbm ?? 0;
    expect(after.smoothedDbm).toBeCloseTo(s + (-30 - s) * (1 - Math.exp(-30 / 300)), 9);
  });

  it('counts matching reads per second over the last second', () => {
    const { meter, at } = meterOn();
    for (let i = 0; i < 300; i++) meter.read({ hex: T1, rssi: -50, at: 1000 + i * (1000 / 300) });
    at(1999);
    expect(meter.reading().readsPerSecond).toBe(300);
    at(2500);
    // Reads at 1500 ms or before have left the window: 149 of the 300 remain.
    expect(meter.reading().readsPerSecond).toBe(149);
    at(5000);
    expect(meter.reading().readsPerSecond).toBe(0);
  });

  it('counts the distinct tags of an item in range, and drops a tag not read for two seconds', () => {
    const { meter, at } = meterOn(locateMatcher({ kind: 'item', gtins: [{ gtin14: G }] }));
    meter.read({ hex: T1, rssi: -60, at: 0 });
    meter.read({ hex: T2, rssi: -45, at: 0 });
    meter.read({ hex: T1, rssi: -60, at: 1500 });
    meter.read({ hex: T3, at: 1500 });
    meter.read({ hex: sgtin(OTHER, 1), rssi: -20, at: 1500 });
    at(1600);
    // T3's reader sent no RSSI: it is in range, but leads nothing.
    expect(meter.reading()).toMatchObject({ tagsInRange: 3, epc: T2, dbm: -45 });
    at(2500);
    expect(meter.reading()).toMatchObject({ tagsInRange: 2, epc: T1, dbm: -60 });
    at(4000);
    expect(meter.reading()).toMatchObject({ tagsInRange: 0, strength: null, dbm: null, epc: null });
  });

  it('learns a new range after reset (a new target)', () => {
    const { meter } = meterOn();
    meter.read({ hex: T1, rssi: -80, at: 0 });
    meter.read({ hex: T1, rssi: -40, at: 100_000 });
    meter.reset();
    meter.read({ hex: T1, rssi: -80, at: 100_001 });
    expect(meter.reading().strength).toBe(50);
    expect(MIN_SPAN_DB).toBeGreaterThan(0);
  });
});
