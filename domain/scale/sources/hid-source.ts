// Process: main (domain, Electron-free). A USB HID POS scale (usage page 0x8D, e.g. a Dymo M10) through node-hid,
// loaded lazily by the reader layer's loader: without node-hid or libusb the scale reads 'unplugged' and open
// rejects with the reader's PermanentReaderError('hid_unavailable'), so nothing retries what cannot work.
import { emptyStats } from '../../reader/events';
import { type HidDevice, type HidModule, loadNodeHid } from '../../reader/sources/hid-source';
import { createLogger } from '../../shared/logger';
import { decodeHidScaleReport } from '../protocols/hid-pos';
import { unplugged } from '../reading';
import type { ScaleHandlers, ScaleSource } from './source';

const log = createLogger('scale.hid');

export interface HidScaleOptions {
  path: string;
  load?: () => Promise<HidModule>;
}

export function createHidScaleSource(opts: HidScaleOptions): ScaleSource {
  const stats = emptyStats();
  let device: HidDevice | undefined;
  let closing = false;
  return {
    kind: 'hid',
    commands: [],
    stats: () => ({ ...stats }),
    async open(handlers: ScaleHandlers) {
      closing = false;
      let hid: HidModule;
      try {
        hid = await (opts.load ?? loadNodeHid)();
      } catch (err) {
        handlers.onReading(unplugged(Date.now()));
        throw err;
      }
      try {
        device = await hid.HIDAsync.open(opts.path);
      } catch (err) {
        handlers.onReading(unplugged(Date.now()));
        // plain Error: the device's refusal, shown as the scale's status; the caller retries it.
        throw new Error(`Cannot open HID scale ${opts.path}: ${(err as Error).message}`);
      }
      device.on('data', (report: Buffer) => {
        stats.bytes += report.length;
        const reading = decodeHidScaleReport(report, Date.now());
        if (reading === undefined) {
          stats.badFrames++;
          return;
        }
        stats.frames++;
        if (reading !== 'skip') handlers.onReading(reading);
      });
      device.on('error', (err: Error) => {
        if (closing) return;
        device = undefined;
        handlers.onReading(unplugged(Date.now()));
        handlers.onLost(err.message);
      });
      log.info('HID scale open', { path: opts.path });
    },
    send: () => false,
    async close() {
      closing = true;
      const d = device;
      device = undefined;
      await d?.close().catch(() => undefined);
    },
  };
}
