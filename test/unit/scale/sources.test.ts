// Process: node (tests). The scale sources and the connection over them: the in-app simulator through the format's
// real framer (an item settles to a stable reading, tare and zero answered, garbage skipped), the HID source on a
// fake node-hid and without it (unplugged, no retry), and a lost scale read as unplugged and opened again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermanentReaderError } from '../../../domain/reader/errors';
import type { HidDevice, HidModule } from '../../../domain/reader/sources/hid-source';
import { connectScale } from '../../../domain/scale/connection';
import { encodeHidScaleReport, HID_STATUS } from '../../../domain/scale/protocols/hid-pos';
import type { ScaleReading, ScaleReply } from '../../../domain/scale/reading';
import { createHidScaleSource } from '../../../domain/scale/sources/hid-source';
import { createScaleSimulatorSource } from '../../../domain/scale/sources/simulator-source';
import type { ScaleHandlers, ScaleSource } from '../../../domain/scale/sources/source';

afterEach(() => {
  vi.useRealTimers();
});

describe('the in-app scale simulator', () => {
  for (const format of ['mt-sics', 'and', 'cas'] as const) {
    it(`${format}: an item on the pan settles to one stable weight; garbage is skipped`, async () => {
      vi.useFakeTimers();
      const source = createScaleSimulatorSource({ format, garbage: 0.3, settleMs: 600 });
      const readings: ScaleReading[] = [];
      await source.open({ onReading: (r) => readings.push(r), onLost: () => {} });
      source.put(742.3);
      await vi.advanceTimersByTimeAsync(2000);
      await source.close();
      expect(readings.length).toBeGreaterThan(15); // 10 a second
      const stable = readings.filter((r) => r.state === 'stable');
      expect(stable.length).toBeGreaterThan(5);
      expect(new Set(stable.map((r) => r.grams))).toEqual(new Set([742.3]));
      expect(readings.some((r) => r.state === 'unstable')).toBe(true);
      expect(source.stats().badFrames).toBe(source.simulator.sent.garbage);
      expect(source.simulator.sent.garbage).toBeGreaterThan(0);
    });
  }

  it('MT-SICS: tare answered and the net weight follows; zero answered; commands refused in motion', async () => {
    vi.useFakeTimers();
    const source = createScaleSimulatorSource({ format: 'mt-sics' });
    const readings: ScaleReading[] = [];
    const replies: ScaleReply['outcome'][] = [];
    await source.open({
      onReading: (r) => readings.push(r),
      onReply: (r) => replies.push(r.outcome),
      onLost: () => {},
    });
    source.put(350); // an empty glass
    expect(source.send('tare')).toBe(true); // still moving: refused
    await vi.advanceTimersByTimeAsync(1000);
    expect(source.send('tare')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(readings.at(-1)).toMatchObject({ state: 'zero', grams: 0 });
    source.put(350 + 120.5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(readings.at(-1)).toMatchObject({ state: 'stable', grams: 120.5 });
    expect(source.send('zero')).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(readings.at(-1)).toMatchObject({ state: 'zero', grams: 0 });
    await source.close();
    expect(replies).toEqual(['refused', 'done', 'done']);
    expect(source.commands).toEqual(['weigh', 'tare', 'zero']);
  });

  it('CAS takes no commands', async () => {
    const source = createScaleSimulatorSource({ format: 'cas' });
    await source.open({ onReading: () => {}, onLost: () => {} });
    expect(source.commands).toEqual([]);
    expect(source.send('tare')).toBe(false);
    await source.close();
  });
});

function fakeHid() {
  const listeners: Record<string, ((x: never) => void)[]> = {};
  const device = {
    on(event: string, fn: (x: never) => void) {
      listeners[event] ??= [];
      listeners[event].push(fn);
      return device;
    },
    close: async () => undefined,
  } as HidDevice;
  const emit = (event: string, value: unknown) => {
    for (const fn of listeners[event] ?? []) fn(value as never);
  };
  const mod: HidModule = { devicesAsync: async () => [], HIDAsync: { open: async () => device } };
  return { mod, emit };
}

describe('the HID scale source', () => {
  it('reads reports as grams and a lost device as unplugged', async () => {
    const hid = fakeHid();
    const source = createHidScaleSource({ path: '/dev/hidraw3', load: async () => hid.mod });
    const readings: ScaleReading[] = [];
    const lost: string[] = [];
    await source.open({ onReading: (r) => readings.push(r), onLost: (why) => lost.push(why) });
    hid.emit('data', encodeHidScaleReport(HID_STATUS.inMotion, 'g', 0, 700));
    hid.emit('data', encodeHidScaleReport(HID_STATUS.stable, 'g', 0, 742));
    hid.emit('data', Buffer.from([9, 9, 9]));
    hid.emit('error', new Error('could not read from HID device'));
    expect(readings.map((r) => [r.state, r.grams])).toEqual([
      ['unstable', 700],
      ['stable', 742],
      ['unplugged', 0],
    ]);
    expect(lost).toEqual(['could not read from HID device']);
    expect(source.stats()).toMatchObject({ frames: 2, badFrames: 1 });
    expect(source.send('tare')).toBe(false);
  });

  it('without node-hid the connection reads unplugged, says why, and does not retry', async () => {
    vi.useFakeTimers();
    let opens = 0;
    const noHid = async (): Promise<HidModule> => {
      opens++;
      throw new PermanentReaderError('hid_unavailable', 'USB HID readers are unavailable on this PC: libusb missing');
    };
    const readings: ScaleReading[] = [];
    const scale = connectScale(() => createHidScaleSource({ path: 'x', load: noHid }), {
      onReading: (r) => readings.push(r),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opens).toBe(1);
    expect(scale.last.state).toBe('unplugged');
    expect(scale.problem).toMatch(/libusb missing/);
    expect(readings.map((r) => r.state)).toEqual(['unplugged']);
    await scale.close();
  });
});

describe('the scale connection', () => {
  it('reads a lost scale as unplugged, opens it again with backoff, applies the N-equal rule', async () => {
    vi.useFakeTimers();
    const opened: ScaleHandlers[] = [];
    const fake = (): ScaleSource => ({
      kind: 'serial',
      commands: ['tare'],
      open: async (h) => {
        opened.push(h);
      },
      send: () => true,
      close: async () => undefined,
      stats: () => ({ bytes: 0, frames: 0, badFrames: 0, epcs: 0, barcodes: 0, replies: 0 }),
    });
    const states: string[] = [];
    const scale = connectScale(fake, {
      onReading: (r) => states.push(r.state),
      stableBy: { by: 'equal', readings: 2, toleranceGrams: 0.1 },
      backoff: { initialMs: 500, jitter: 0 },
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = opened[0] as ScaleHandlers;
    first.onReading({ state: 'stable', grams: 500, at: 1 });
    first.onReading({ state: 'stable', grams: 500, at: 2 });
    first.onLost('the device disappeared');
    expect(scale.last.state).toBe('unplugged');
    expect(scale.problem).toBe('the device disappeared');
    await vi.advanceTimersByTimeAsync(499);
    expect(opened.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened.length).toBe(2);
    first.onReading({ state: 'stable', grams: 1, at: 3 }); // the old source is gone: ignored
    (opened[1] as ScaleHandlers).onReading({ state: 'zero', grams: 0, at: 4 });
    expect(states).toEqual(['unstable', 'stable', 'unplugged', 'unstable']);
    expect(scale.problem).toBeUndefined();
    expect(scale.send('tare')).toBe(true);
    await scale.close();
  });
});
