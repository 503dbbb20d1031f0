// Process: main (domain, Electron-free). From saved reader settings to a reader source (serial, HID or the demo
// simulator), and port discovery with vendor/product ids and names people recognise. The serialport binding and
// node-hid are parameters, so tests use serialport's mock binding and a HID stand-in.
import { getProtocol } from '../reader/protocols';
import { createHidSource, type HidModule, loadNodeHid } from '../reader/sources/hid-source';
import { createSerialSource, type SerialBinding } from '../reader/sources/serial-source';
import type { ReaderSource } from '../reader/sources/source';
import { createLogger } from '../shared/logger';
import type { ReaderPort, ReaderPortList } from './reader-contract';
import { PROTOCOLS_WITH_POWER, type ReaderSettings } from './reader-settings';
import { createSimulatorSource } from './reader-simulator-source';

const log = createLogger('app.reader-sources');

export interface ReaderHardware {
  /** serialport binding; defaults to the platform one, loaded on first use. */
  serialBinding?: SerialBinding;
  /** node-hid; defaults to the lazy loader (a missing module disables HID only). */
  loadHid?: () => Promise<HidModule>;
}

async function platformBinding(): Promise<NonNullable<SerialBinding>> {
  const { autoDetect } = await import('@serialport/bindings-cpp');
  return autoDetect() as unknown as NonNullable<SerialBinding>;
}

/** Builds the source the settings describe; throws a user-facing Error when they are incomplete. */
export function sourceFromSettings(s: ReaderSettings, hw: ReaderHardware): { make: () => ReaderSource; label: string } {
  const protocol = getProtocol(s.protocol, {
    ...(s.power !== null && PROTOCOLS_WITH_POWER.includes(s.protocol) ? { power: s.power } : {}),
    m100Mode: s.m100Mode,
  });
  switch (s.source) {
    case 'serial': {
      const path = s.port;
      if (!path) throw new Error('Choose the serial port the reader is on, then connect.');
      return {
        label: path,
        make: () =>
          createSerialSource({
            path,
            protocol,
            ...(s.baudRate === null ? {} : { baudRate: s.baudRate }),
            ...(hw.serialBinding ? { binding: hw.serialBinding } : {}),
          }),
      };
    }
    case 'hid': {
      const path = s.port;
      if (!path) throw new Error('Choose the USB HID reader, then connect.');
      return {
        label: path,
        make: () => createHidSource({ path, protocol, ...(hw.loadHid ? { load: hw.loadHid } : {}) }),
      };
    }
    case 'simulator':
      return {
        label: 'simulator',
        make: () => createSimulatorSource({ protocol: s.protocol, rate: s.simulator.rate, tags: s.simulator.tags }),
      };
    case 'wedge-only':
      throw new Error('A keyboard-wedge scanner needs no connection: just scan. Choose another source to connect.');
  }
}

const hex4 = (v: string | number | undefined): string | undefined =>
  v === undefined || v === '' ? undefined : (typeof v === 'number' ? v.toString(16) : v).toLowerCase().padStart(4, '0');

interface SerialPortInfo {
  path: string;
  manufacturer?: string;
  serialNumber?: string;
  vendorId?: string;
  productId?: string;
  friendlyName?: string;
}

/** Serial ports and (where node-hid works) HID devices that are not keyboards or mice. */
export async function listReaderPorts(hw: ReaderHardware): Promise<ReaderPortList> {
  const result: ReaderPortList = { ports: [] };
  try {
    const binding = hw.serialBinding ?? (await platformBinding());
    const infos = (await (binding as unknown as { list(): Promise<SerialPortInfo[]> }).list()) ?? [];
    for (const p of infos) {
      const port: ReaderPort = {
        kind: 'serial',
        path: p.path,
        name: p.friendlyName ?? ([p.manufacturer, p.path].filter(Boolean).join(' · ') || p.path),
      };
      const vendorId = hex4(p.vendorId);
      const productId = hex4(p.productId);
      if (vendorId) port.vendorId = vendorId;
      if (productId) port.productId = productId;
      if (p.serialNumber) port.serialNumber = p.serialNumber;
      result.ports.push(port);
    }
  } catch (err) {
    log.warn('serial ports could not be listed', { message: (err as Error).message });
    result.serialUnavailable = `Serial ports could not be listed: ${(err as Error).message}`;
  }
  try {
    const hid = await (hw.loadHid ?? loadNodeHid)();
    for (const d of await hid.devicesAsync()) {
      // Keyboards (page 1 usage 6) and mice (usage 2) belong to the OS: a wedge scanner is used as a keyboard.
      if (!d.path || (d.usagePage === 1 && (d.usage === 6 || d.usage === 2))) continue;
      const vendorId = hex4(d.vendorId);
      const productId = hex4(d.productId);
      result.ports.push({
        kind: 'hid',
        path: d.path,
        name: [d.manufacturer, d.product].filter(Boolean).join(' ') || `HID ${vendorId}:${productId}`,
        ...(vendorId ? { vendorId } : {}),
        ...(productId ? { productId } : {}),
      });
    }
  } catch (err) {
    result.hidUnavailable = (err as Error).message;
  }
  return result;
}
