// Process: node (tests). Port discovery on the mock binding (vendor/product ids, friendly names), HID loaded
// lazily (a missing module disables HID only, with a clear permanent error), the HID source's data path, and
// scans typed through the keyboard wedge becoming reader events.
import { MockBinding } from '@serialport/binding-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverReaders, serialLabel } from '../../../domain/reader/discovery';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createReaderManager } from '../../../domain/reader/manager';
import { getProtocol } from '../../../domain/reader/protocols';
import { scanToEvent } from '../../../domain/reader/scan-event';
import { createHidSource, type HidDevice, type HidModule } from '../../../domain/reader/sources/hid-source';
import { strip } from './helpers';

afterEach(() => MockBinding.reset());

const noHid = async (): Promise<HidModule> => {
  const { PermanentReaderError } = await import('../../../domain/reader/errors');
  throw new PermanentReaderError('hid_unavailable', 'USB HID readers are unavailable on this PC: libusb missing');
};

function fakeHid(devices: Awaited<ReturnType<HidModule['devicesAsync']>>) {
  const listeners: Record<string, ((x: never) => void)[]> = {};
  const device: HidDevice = {
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
  const mod: HidModule = { devicesAsync: async () => devices, HIDAsync: { open: async () => device } };
  return { mod, emit };
}

describe('discovery', () => {
  it('lists serial ports with ids and friendly names, and says why HID is missing', async () => {
    MockBinding.createPort('/dev/ttyUSB0', { manufacturer: '', vendorId: '1A86', productId: '7523' });
    MockBinding.createPort('/dev/ttyACM0', { manufacturer: 'TSL', vendorId: '1325', productId: 'c029' });
    const r = await discoverReaders({ binding: MockBinding, loadHid: noHid });
    expect(r.ports.map((p) => p.label)).toEqual([
      'WCH CH340 USB serial (/dev/ttyUSB0) [1a86:7523]',
      'TSL (/dev/ttyACM0) [1325:c029]',
    ]);
    expect(r.ports[0]).toMatchObject({ kind: 'serial', vendorId: '1a86', productId: '7523' });
    expect(r.hidUnavailable).toMatch(/libusb missing/);
    expect(serialLabel({ path: 'COM3' })).toBe('COM3');
  });

  it('lists HID devices and marks keyboard-mode ones for the wedge', async () => {
    const { mod } = fakeHid([
      {
        vendorId: 0x0c2e,
        productId: 0x0b61,
        path: '/dev/hidraw0',
        manufacturer: 'Honeywell',
        product: 'Scanner',
        usagePage: 0x8c,
        usage: 2,
      },
      { vendorId: 0x05e0, productId: 0x1200, path: '/dev/hidraw1', product: 'Wedge', usagePage: 1, usage: 6 },
    ]);
    const r = await discoverReaders({ binding: MockBinding, loadHid: async () => mod });
    expect(r.hidUnavailable).toBeUndefined();
    expect(r.ports).toEqual([
      {
        kind: 'hid',
        path: '/dev/hidraw0',
        vendorId: '0c2e',
        productId: '0b61',
        manufacturer: 'Honeywell',
        label: 'Honeywell Scanner [0c2e:0b61]',
      },
      {
        kind: 'hid',
        path: '/dev/hidraw1',
        vendorId: '05e0',
        productId: '1200',
        label: 'Wedge [05e0:1200] (keyboard mode: use the keyboard wedge)',
        keyboardMode: true,
      },
    ]);
  });
});

describe('HID source', () => {
  it('a missing node-hid is a permanent error state, not endless retries', async () => {
    const events: ReaderEvent[] = [];
    // Fake timers: the ten backoff periods a retrying manager would fit in are played at once.
    vi.useFakeTimers();
    try {
      const m = createReaderManager({ onBatch: (b) => events.push(...b), batchMs: 5, backoff: { initialMs: 10 } });
      m.connect(() => createHidSource({ path: '/dev/hidraw0', protocol: getProtocol('lines'), load: noHid }));
      await vi.advanceTimersByTimeAsync(100);
      expect(m.state).toBe('error');
      expect(events.filter((e) => e.type === 'status' && e.state === 'reconnecting')).toEqual([]);
      expect(events.find((e) => e.type === 'error')).toMatchObject({ code: 'hid_unavailable' });
      await m.disconnect();
    } finally {
      vi.useRealTimers();
    }
  });

  it('decodes zero-padded reports and reports an unplug', async () => {
    const { mod, emit } = fakeHid([]);
    const got: ReaderEvent[] = [];
    let lost = '';
    const src = createHidSource({ path: '/dev/hidraw0', protocol: getProtocol('lines'), load: async () => mod });
    await src.open({ onEvents: (e) => got.push(...e), onLost: (r) => (lost = r) });
    const report = Buffer.alloc(64);
    report.write('9506000134352\r\n30751FEB705C', 'latin1');
    emit('data', report);
    const report2 = Buffer.alloc(64);
    report2.write('5904E3D50D70\r\n', 'latin1');
    emit('data', report2);
    expect(strip(got)).toEqual([
      { type: 'barcode', text: '9506000134352' },
      { type: 'epc', hex: '30751FEB705C5904E3D50D70' },
    ]);
    emit('error', new Error('could not read from HID device'));
    expect(lost).toBe('could not read from HID device');
  });
});

describe('wedge scans as reader events', () => {
  it('classifies like the lines protocol and splits the symbology identifier', () => {
    expect(scanToEvent(' 9506000134352 ', 1)).toEqual({ type: 'barcode', text: '9506000134352', at: 1 });
    expect(scanToEvent(']E09506000134352', 1)).toEqual({
      type: 'barcode',
      text: '9506000134352',
      symbologyId: ']E0',
      at: 1,
    });
    expect(scanToEvent('30751feb705c5904e3d50d70', 1)).toEqual({ type: 'epc', hex: '30751FEB705C5904E3D50D70', at: 1 });
    expect(scanToEvent('   ')).toBeUndefined();
    expect(scanToEvent(']E0')).toBeUndefined();
  });
});
