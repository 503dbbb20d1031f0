// Process: test (node). The app's locate in main: reads matched against the target, the meter pushed 'locate.reading'
// at its pace while running and never after stop, a bad target refused, and the demo simulator (the in-app source,
// through its protocol's framer) playing the target so the strength rises as it is brought nearer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventName, EventPayload, LocateReading } from '../../../contract';
import { encodeSgtin96, encodeSgtin198 } from '../../../domain/codes';
import { locateFilter, locateSelect } from '../../../domain/locate/reader-filter';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createSimulatorSource } from '../../../domain/reader/sources/simulator-source';
import { createAppLocate } from '../../../hosts/app/locate/app-locate';
import { demoPopulation } from '../../../hosts/app/reader/demo-tags';
import { serialTslLocate } from './serial-locate';

const EPC = '3074257BF7194E4000001A85';
const GTIN = '00614141812349';

function harness(simulatorOn = false) {
  const readings: LocateReading[] = [];
  const events = {
    emit<E extends EventName>(event: E, payload: EventPayload<E>) {
      if (event === 'locate.reading') readings.push(payload as LocateReading);
    },
  };
  const locate = createAppLocate({ events, protocol: () => 'tsl', simulatorOn: () => simulatorOn, pushEveryMs: 20 });
  return { locate, readings };
}

const epc = (hex: string, rssi: number, at = Date.now()): ReaderEvent => ({ type: 'epc', hex, rssi, at });
let stopLocate: (() => Promise<unknown>) | null = null;
// The meter's pace, its reads-per-second window and the simulator's reads all run on timers and Date.now: fake
// ones play the seconds a locate takes at once, and exactly.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await stopLocate?.();
  vi.useRealTimers();
});
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the reader select for a locate', () => {
  it('masks an item on bits 11-57 (partition, company prefix, item reference): its SGTIN-96 and -198 tags match', () => {
    const select = locateSelect({ kind: 'item', gtins: [{ gtin14: GTIN }] }, 7)!;
    expect(select).toMatchObject({ bitLength: 47, offsetBits: 11 });
    const bitsOf = (hex: string) =>
      BigInt(`0x${hex}`)
        .toString(2)
        .padStart(hex.length * 4, '0');
    const mask = bitsOf(select.epcHex).slice(0, 47);
    for (const epc of [
      encodeSgtin96({ gtin14: GTIN, serial: 5, companyPrefixLength: 7, filter: 1 }),
      encodeSgtin96({ gtin14: GTIN, serial: 77, companyPrefixLength: 7, filter: 3 }),
      encodeSgtin198({ gtin14: GTIN, serial: 'A1', companyPrefixLength: 7 }),
    ])
      expect(bitsOf(epc).slice(11, 58)).toBe(mask);
    const other = encodeSgtin96({ gtin14: '00614141812356', serial: 5, companyPrefixLength: 7 });
    expect(bitsOf(other).slice(11, 58)).not.toBe(mask);
    expect(locateSelect({ kind: 'item', gtins: [{ gtin14: GTIN }] }, null)).toBeNull();
    expect(locateSelect({ kind: 'epc', epc: EPC.toLowerCase() }, null)).toEqual({ epcHex: EPC, bitLength: 96 });
  });

  it('says per protocol where the target is matched', () => {
    const select = locateSelect({ kind: 'epc', epc: EPC }, null);
    expect(locateFilter('tsl', select)).toMatchObject({
      where: 'reader',
      how: expect.stringMatching(/^TSL \.iv select/),
    });
    expect(locateFilter('m100', select)).toMatchObject({ where: 'reader', how: expect.stringMatching(/^M100 Select/) });
    expect(locateFilter('chafon', select)).toMatchObject({ where: 'main', how: expect.stringMatching(/no Select/) });
    expect(locateFilter('tsl', null)).toMatchObject({ where: 'main' });
  });

  it('switches a serial reader to the Locate preset with the select, and back on stop', async () => {
    const { locate, applied } = serialTslLocate();
    const status = await locate.start({ kind: 'item', gtins: [{ gtin14: GTIN }] });
    expect(status.preset).toMatch(/^Locate/);
    expect(status.filter).toMatchObject({ where: 'reader', how: expect.stringMatching(/^TSL \.iv select/) });
    expect(applied).toEqual([['locate', locateSelect({ kind: 'item', gtins: [{ gtin14: GTIN }] }, 7)]]);
    await locate.stop();
    expect(applied.at(-1)).toEqual([null, undefined]);
  });
});

describe('app locate', () => {
  it('pushes the meter while running, only for the target, and stops pushing on stop', async () => {
    const { locate, readings } = harness();
    stopLocate = locate.stop;
    const status = await locate.start({ kind: 'epc', epc: EPC.toLowerCase() }, 'SKU-1');
    expect(status).toMatchObject({ active: true, label: 'SKU-1', filter: { where: 'main' }, preset: /^none/ });
    expect(status.filter?.how).toMatch(/only a reader on a serial port/);
    locate.tap([epc(EPC, -60), epc('E20000000000000000000001', -30), { type: 'barcode', text: '123', at: Date.now() }]);
    await elapse(120);
    const last = readings.at(-1)!;
    expect(last).toMatchObject({ dbm: -60, epc: EPC, tagsInRange: 1, readsPerSecond: 1 });
    expect(readings.length).toBeGreaterThanOrEqual(3);
    expect(readings.map((r) => r.seq)).toEqual([...readings.map((r) => r.seq)].sort((a, b) => a - b));
    expect(await locate.stop()).toMatchObject({ active: false, target: null });
    const after = readings.length;
    await elapse(80);
    expect(readings.length).toBe(after);
    expect(locate.status().active).toBe(false);
  });

  it('with several readers, the meter takes only the reads of the main reader', async () => {
    const { locate, readings } = harness();
    stopLocate = locate.stop;
    await locate.start({ kind: 'epc', epc: EPC }, 'SKU-1');
    locate.tap(
      [
        { ...epc(EPC, -30), reader: 'sim-2' },
        { ...epc(EPC, -70), reader: 'simulator' },
      ],
      'simulator',
    );
    await elapse(120);
    expect(readings.at(-1)).toMatchObject({ dbm: -70, readsPerSecond: 1 });
    await locate.stop();
  });

  it('counts the distinct tags of an item in range', async () => {
    const { locate, readings } = harness();
    stopLocate = locate.stop;
    await locate.start({ kind: 'item', gtins: [{ gtin14: GTIN }] });
    const tags = [1, 2, 3].map((serial) => encodeSgtin96({ gtin14: GTIN, serial, companyPrefixLength: 7 }));
    locate.tap([...tags.map((t, i) => epc(t, -70 + i * 5)), epc(EPC, -40)]);
    await elapse(60);
    expect(readings.at(-1)).toMatchObject({ tagsInRange: 3, epc: tags[2], dbm: -60 });
  });

  it('refuses a target that can match nothing, and keeps the running locate', async () => {
    const { locate } = harness();
    stopLocate = locate.stop;
    await locate.start({ kind: 'epc', epc: EPC });
    await expect(
      locate.start({ kind: 'item', gtins: [{ gtin14: GTIN }], serialFrom: '9', serialTo: '1' }),
    ).rejects.toThrow(/empty/);
    expect(locate.status()).toMatchObject({ active: true, target: { kind: 'epc' } });
  });

  it('plays the target in the demo simulator: nearer reads stronger', async () => {
    const { locate, readings } = harness(true);
    stopLocate = locate.stop;
    await locate.start({ kind: 'item', gtins: [{ gtin14: GTIN }] });
    expect(locate.simulatorView()).toMatchObject({ available: true, distanceM: 10 });
    expect(locate.simulatorView().epc).toBe(encodeSgtin96({ gtin14: GTIN, serial: 990001, companyPrefixLength: 7 }));
    const source = createSimulatorSource({
      protocol: 'tsl',
      rate: 300,
      population: demoPopulation(60),
      locate: locate.simulator,
    });
    await source.open({ onEvents: (events: ReaderEvent[]) => locate.tap(events) } as never);
    try {
      await elapse(1500);
      const far = readings.at(-1)!;
      locate.setSimulatedDistance(0.5);
      await elapse(1500);
      const near = readings.at(-1)!;
      expect(far.dbm).not.toBeNull();
      expect(near.dbm!).toBeGreaterThan(far.dbm! + 15);
      expect(near.strength!).toBeGreaterThan(far.strength!);
      expect(near.readsPerSecond).toBeGreaterThan(far.readsPerSecond);
    } finally {
      await source.close();
    }
  });
});
