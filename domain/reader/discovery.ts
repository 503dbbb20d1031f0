// Process: main (domain, Electron-free). Lists the readers a PC can offer: serial ports (with USB vendor and
// product ids and a friendly name) and, when node-hid loads, HID devices; keyboard-mode HID devices are marked,
// because only the keyboard wedge can use them.
import { createLogger } from '../shared/logger';
import { type HidModule, loadNodeHid } from './sources/hid-source';
import type { SerialBinding } from './sources/serial-source';

const log = createLogger('reader.discovery');

export interface DiscoveredPort {
  kind: 'serial' | 'hid';
  path: string;
  vendorId?: string;
  productId?: string;
  manufacturer?: string;
  serialNumber?: string;
  /** What to show in the port list. */
  label: string;
  /** HID keyboard (usage page 1, usage 6): the OS owns it; use the keyboard wedge instead. */
  keyboardMode?: boolean;
}

export interface DiscoveryResult {
  ports: DiscoveredPort[];
  /** Why HID devices are missing from the list, when they are. */
  hidUnavailable?: string;
}

/** USB-serial bridges found in readers; the chip says little, but more than a bare /dev path. */
const BRIDGES: Record<string, string> = {
  '0403': 'FTDI USB serial',
  '10c4': 'Silicon Labs CP210x USB serial',
  '1a86': 'WCH CH340 USB serial',
  '067b': 'Prolific USB serial',
  '2341': 'Arduino',
};

const hex4 = (n: number | string | undefined): string | undefined =>
  n === undefined ? undefined : (typeof n === 'number' ? n.toString(16) : n).toLowerCase().padStart(4, '0');

export function serialLabel(p: { path: string; manufacturer?: string; vendorId?: string; productId?: string }): string {
  const vid = hex4(p.vendorId);
  const name = p.manufacturer || (vid ? BRIDGES[vid] : undefined);
  const ids = vid ? ` [${vid}:${hex4(p.productId) ?? '????'}]` : '';
  return name ? `${name} (${p.path})${ids}` : `${p.path}${ids}`;
}

export interface DiscoveryDeps {
  binding?: SerialBinding;
  loadHid?: () => Promise<HidModule>;
}

async function defaultList(): Promise<
  { path: string; manufacturer?: string; serialNumber?: string; vendorId?: string; productId?: string }[]
> {
  const { SerialPort } = await import('serialport');
  return SerialPort.list();
}

export async function discoverReaders(deps: DiscoveryDeps = {}): Promise<DiscoveryResult> {
  const result: DiscoveryResult = { ports: [] };
  try {
    const serial = deps.binding ? await deps.binding.list() : await defaultList();
    for (const p of serial) {
      result.ports.push({
        kind: 'serial',
        path: p.path,
        ...(p.vendorId ? { vendorId: hex4(p.vendorId)! } : {}),
        ...(p.productId ? { productId: hex4(p.productId)! } : {}),
        ...(p.manufacturer ? { manufacturer: p.manufacturer } : {}),
        ...(p.serialNumber ? { serialNumber: p.serialNumber } : {}),
        label: serialLabel(p),
      });
    }
  } catch (err) {
    log.warn('serial port list failed', { message: (err as Error).message });
  }
  try {
    const hid = await (deps.loadHid ?? loadNodeHid)();
    for (const d of await hid.devicesAsync()) {
      if (!d.path) continue;
      const keyboard = d.usagePage === 1 && d.usage === 6;
      const name = [d.manufacturer, d.product].filter(Boolean).join(' ') || 'HID device';
      result.ports.push({
        kind: 'hid',
        path: d.path,
        vendorId: hex4(d.vendorId)!,
        productId: hex4(d.productId)!,
        ...(d.manufacturer ? { manufacturer: d.manufacturer } : {}),
        label: `${name} [${hex4(d.vendorId)}:${hex4(d.productId)}]${keyboard ? ' (keyboard mode: use the keyboard wedge)' : ''}`,
        ...(keyboard ? { keyboardMode: true } : {}),
      });
    }
  } catch (err) {
    result.hidUnavailable = (err as Error).message;
  }
  return result;
}
