// Process: test (renderer logic under node). The locate slice against the fake contract: openLocate opens the screen
// and starts main's locate, readings are taken only while it runs, stop stops listening, a missing item's SKU
// becomes its current GTIN (or a clear error without one), the simulator's distance goes to main.
import { describe, expect, it } from 'vitest';
import type { LocateReading, LocateSimulatorView, LocateStatus, LocateTarget } from '../../../contract/locate';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const GTIN = '00614141812349';
const running = (target: LocateTarget, label: string | null = null): LocateStatus => ({
  active: true,
  target,
  label,
  filter: { where: 'main', how: 'Matched in main.' },
  preset: null,
});
const IDLE: LocateStatus = { active: false, target: null, label: null, filter: null, preset: null };
const reading = (seq: number, strength: number | null): LocateReading => ({
  seq,
  strength,
  dbm: -50,
  epc: 'E2',
  readsPerSecond: 5,
  tagsInRange: 1,
});

function setup() {
  const api = createFakeApi();
  api.respond('locate.start', ({ target, label }) => ({
    ok: true,
    value: running(target as LocateTarget, label ?? null),
  }));
  api.respond('locate.stop', () => ({ ok: true, value: IDLE }));
  return { api, store: createAppStore(api) };
}

describe('locate slice', () => {
  it('opens the Locate screen on the target and starts main locate, then takes its readings', async () => {
    const { api, store } = setup();
    const target: LocateTarget = { kind: 'item', gtins: [{ gtin14: GTIN }] };
    await store.getState().openLocate(target, 'SKU-1 Tee');
    const s = store.getState();
    expect(s.area).toBe('locate');
    expect(s.locateTarget).toEqual(target);
    expect(s.locateStatus?.active).toBe(true);
    expect(api.calls.find((c) => c.name === 'locate.start')?.args).toEqual({ target, label: 'SKU-1 Tee' });
    api.push('locate.reading', reading(1, 40));
    api.push('locate.reading', reading(2, 55));
    expect(store.getState().locateReading?.strength).toBe(55);
    expect(store.getState().locateUpdates).toBe(2);
  });

  it('stops listening when stopped, and ignores readings from before a start', async () => {
    const { api, store } = setup();
    const before = api.listenerCount();
    await store.getState().openLocate({ kind: 'epc', epc: '3074257BF7194E4000001A85' });
    await store.getState().stopLocate();
    expect(store.getState().locateStatus?.active).toBe(false);
    expect(api.listenerCount()).toBe(before);
    api.push('locate.reading', reading(9, 90));
    expect(store.getState().locateReading).toBeNull();
  });

  it('keeps main refusal and does not listen on', async () => {
    const { api, store } = setup();
    api.respond('locate.start', () => ({
      ok: false,
      error: { code: 'bad_input', message: 'The serial range 9-1 is empty' },
    }));
    const before = api.listenerCount();
    await store.getState().openLocate({ kind: 'item', gtins: [{ gtin14: GTIN }], serialFrom: '9', serialTo: '1' });
    expect(store.getState().locateError?.message).toMatch(/empty/);
    expect(api.listenerCount()).toBe(before);
  });

  it('locates a missing item by every GTIN its tags may carry, as main lists them, or says it has none', async () => {
    const { api, store } = setup();
    type TagGtins = { gtin14: string; source: 'rfid' | 'barcode'; upc: string | null }[];
    const item = (tagGtins: TagGtins) => ({ ok: true as const, value: { item: { tagGtins } } as never });
    // Main's one rule (domain/codes/tag-gtins.ts) lists them: RFID GTINs, then barcodes' GTINs; taken in that order.
    api.respond('lookup.lookup', () =>
      item([
        { gtin14: GTIN, source: 'rfid', upc: null },
        { gtin14: '00614142000001', source: 'rfid', upc: null },
        { gtin14: '00614100040059', source: 'barcode', upc: '614100040059' },
      ]),
    );
    await store.getState().locateItem('SKU-1', 'SKU-1 Tee');
    expect(store.getState().locateTarget).toEqual({
      kind: 'item',
      gtins: [
        { gtin14: GTIN, source: 'rfid' },
        { gtin14: '00614142000001', source: 'rfid' },
        { gtin14: '00614100040059', source: 'barcode' },
      ],
    });
    expect(store.getState().locateLabel).toBe('SKU-1 Tee');
    await store.getState().stopLocate();
    // No RFID GTIN: its barcode's GTIN is still a GTIN its tags may carry.
    api.respond('lookup.lookup', () => item([{ gtin14: '00614100040059', source: 'barcode', upc: '614100040059' }]));
    await store.getState().locateItem('SKU-3', 'SKU-3 Cap');
    expect(store.getState().locateTarget).toEqual({
      kind: 'item',
      gtins: [{ gtin14: '00614100040059', source: 'barcode' }],
    });
    await store.getState().stopLocate();
    api.respond('lookup.lookup', () => item([]));
    await store.getState().locateItem('SKU-2', 'SKU-2 Bag');
    expect(store.getState().area).toBe('locate');
    expect(store.getState().locateError?.message).toMatch(
      /^SKU-2 Bag has no RFID GTIN and no barcode with a GTIN, .*locate one of its tags by EPC\.$/,
    );
  });

  it('keeps every step of a held key when main answers an older step late', async () => {
    const { api, store } = setup();
    const view: LocateSimulatorView = { available: true, epc: 'E2', distanceM: 3.5, min: 0.5, max: 15, step: 0.5 };
    api.respond('locate.simulator.get', () => ({ ok: true, value: view }));
    await store.getState().loadLocateSimulator();
    const answers: (() => void)[] = [];
    api.respond(
      'locate.simulator.set',
      ({ distanceM }) =>
        new Promise((resolve) => answers.push(() => resolve({ ok: true, value: { ...view, distanceM } }))),
    );
    const first = store.getState().moveLocateTarget(-1);
    const second = store.getState().moveLocateTarget(-1);
    answers[0]!();
    await first;
    // The answer to the first step (3.0) came after the second was shown (2.5): the screen stays at 2.5.
    expect(store.getState().locateSimulator?.distanceM).toBe(2.5);
    const third = store.getState().moveLocateTarget(-1);
    expect(api.calls.at(-1)?.args).toEqual({ distanceM: 2 });
    answers[1]!();
    answers[2]!();
    await Promise.all([second, third]);
    expect(store.getState().locateSimulator?.distanceM).toBe(2);
  });

  it('moves the simulated target through main and keeps the mute locally', async () => {
    const { api, store } = setup();
    const view: LocateSimulatorView = { available: true, epc: 'E2', distanceM: 2, min: 0.5, max: 15, step: 0.5 };
    api.respond('locate.simulator.set', ({ distanceM }) => ({ ok: true, value: { ...view, distanceM } }));
    api.respond('locate.simulator.get', () => ({ ok: true, value: view }));
    await store.getState().loadLocateSimulator();
    await store.getState().setLocateDistance(3.5);
    expect(store.getState().locateSimulator?.distanceM).toBe(3.5);
    // A held key: the second step starts from the first before main has answered it.
    await Promise.all([store.getState().moveLocateTarget(-1), store.getState().moveLocateTarget(-1)]);
    expect(store.getState().locateSimulator?.distanceM).toBe(2.5);
    expect(api.calls.at(-1)?.args).toEqual({ distanceM: 2.5 });
    store.getState().setLocateMuted(true);
    expect(store.getState().locateMuted).toBe(true);
    expect(api.calls.filter((c) => c.name !== 'locate.simulator.set').map((c) => c.name)).toEqual([
      'locate.simulator.get',
    ]);
  });
});
