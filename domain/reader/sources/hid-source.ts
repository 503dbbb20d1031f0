// Process: main (domain, Electron-free). A reader in USB HID data ("POS") mode through node-hid, loaded lazily:
// a missing native module or libusb disables HID only, with a clear status, and never the rest of the app.
// HID keyboard mode cannot be opened this way (the OS owns it); such readers go through the keyboard wedge.
import { createLogger } from '../../shared/logger';
import { PermanentReaderError } from '../errors';
import type { ReaderEvent } from '../events';
import type { ProtocolAdapter } from '../protocols';
import type { ReaderSource, SourceHandlers } from './source';

const log = createLogger('reader.hid');

/** The part of node-hid used here. */
export interface HidDevice {
  on(event: 'data', fn: (data: Buffer) => void): unknown;
  on(event: 'error', fn: (err: Error) => void): unknown;
  close(): Promise<void>;
}
export interface HidModule {
  devicesAsync(): Promise<
    {
      vendorId: number;
      productId: number;
      path?: string;
      manufacturer?: string;
      product?: string;
      usagePage?: number;
      usage?: number;
    }[]
  >;
  HIDAsync: { open(path: string): Promise<HidDevice> };
}

let cached: Promise<HidModule> | undefined;

/** node-hid, imported on first use; rejects with a PermanentReaderError explaining why HID is unavailable. */
export function loadNodeHid(): Promise<HidModule> {
  cached ??= import('node-hid').then(
    (m) => (m.default ?? m) as unknown as HidModule,
    (err: Error) => {
      cached = undefined;
      log.warn('node-hid unavailable', { message: err.message });
      throw new PermanentReaderError('hid_unavailable', `USB HID readers are unavailable on this PC: ${err.message}`);
    },
  );
  return cached;
}

export interface HidSourceOptions {
  path: string;
  /** How the report payload is framed; POS scanners in data mode usually send text lines. */
  protocol: ProtocolAdapter;
  load?: () => Promise<HidModule>;
}

export function createHidSource(opts: HidSourceOptions): ReaderSource {
  const framer = opts.protocol.createFramer();
  let device: HidDevice | undefined;
  let closing = false;
  return {
    kind: 'hid',
    stats: () => ({ ...framer.stats }),
    async open(handlers: SourceHandlers) {
      closing = false;
      const hid = await (opts.load ?? loadNodeHid)();
      try {
        device = await hid.HIDAsync.open(opts.path);
      } catch (err) {
        // plain Error: the device's refusal, shown as the reader's status (manager.ts), which retries it.
        throw new Error(`Cannot open HID device ${opts.path}: ${(err as Error).message}`);
      }
      device.on('data', (report: Buffer) => {
        // Reports are fixed-size and zero-padded; the padding is not data.
        let end = report.length;
        while (end > 0 && report[end - 1] === 0) end--;
        const out: ReaderEvent[] = [];
        framer.push(report.subarray(0, end), out);
        framer.flush(out);
        if (out.length > 0) handlers.onEvents(out);
      });
      device.on('error', (err: Error) => {
        if (closing) return;
        device = undefined;
        handlers.onLost(err.message);
      });
      log.info('HID reader open', { path: opts.path });
    },
    async close() {
      closing = true;
      const d = device;
      device = undefined;
      await d?.close().catch(() => undefined);
    },
  };
}
