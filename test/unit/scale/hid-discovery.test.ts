// Process: test (node). The USB HID POS scales found among HID device descriptors (domain/scale/hid-discovery.ts):
// usage page 0x8D only (a keyboard-mode scanner, a mouse and a POS scanner's other pages are not scales), each path
// once, named by maker and product with their ids; node-hid missing is an empty list with the reason.
import { describe, expect, it } from 'vitest';
import { discoverHidScales, hidScalesOf } from '../../../domain/scale/hid-discovery';

const dymo = {
  vendorId: 0x0922,
  productId: 0x8003,
  path: '/dev/hidraw3',
  manufacturer: 'DYMO',
  product: 'M10 10 Kg Digital Postal Scale',
  usagePage: 0x8d,
  usage: 0x20,
};
const DEVICES = [
  { vendorId: 0x046d, productId: 0xc077, path: '/dev/hidraw0', product: 'USB Optical Mouse', usagePage: 1, usage: 2 },
  { vendorId: 0x05e0, productId: 0x1200, path: '/dev/hidraw1', product: 'Scanner', usagePage: 1, usage: 6 },
  { vendorId: 0x05e0, productId: 0x1300, path: '/dev/hidraw2', product: 'POS scanner', usagePage: 0x8c, usage: 2 },
  dymo,
  // The same scale's second collection on the same path: listed once.
  { ...dymo, usage: 0x23 },
  // A scale with no name and no path to open: the nameless one is a "USB scale", the pathless one is skipped.
  { vendorId: 0x1446, productId: 0x6a73, path: '/dev/hidraw5', usagePage: 0x8d, usage: 0x20 },
  { vendorId: 0x1446, productId: 0x6a74, usagePage: 0x8d, usage: 0x20 },
];

describe('HID scale discovery', () => {
  it('keeps the devices on usage page 0x8D, each path once, named with their ids', () => {
    expect(hidScalesOf(DEVICES)).toEqual([
      { path: '/dev/hidraw3', label: 'DYMO M10 10 Kg Digital Postal Scale [0922:8003]' },
      { path: '/dev/hidraw5', label: 'USB scale [1446:6a73]' },
    ]);
    expect(hidScalesOf([])).toEqual([]);
  });

  it('lists them through node-hid, and without it gives an empty list with the reason', async () => {
    const hid = {
      devicesAsync: async () => DEVICES,
      HIDAsync: { open: async () => Promise.reject(new Error('unused')) },
    };
    expect(await discoverHidScales(async () => hid)).toMatchObject({
      scales: [{ path: '/dev/hidraw3' }, {}],
      unavailable: null,
    });
    const missing = await discoverHidScales(async () => {
      throw new Error('USB HID readers are unavailable on this PC: Cannot find module node-hid');
    });
    expect(missing).toEqual({ scales: [], unavailable: expect.stringContaining('node-hid') });
  });
});
