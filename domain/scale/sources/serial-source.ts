// Process: main (domain, Electron-free). A serial scale: serialport with an injectable binding (as the reader's
// serial source, domain/reader/sources/serial-source.ts), the format's framer, the stream command on open and
// again after a tare or zero (a command may end an MT-SICS stream), the stop command on close.
import { type OpenOptions, SerialPortStream } from '@serialport/stream';
import { createLogger } from '../../shared/logger';
import { getScaleProtocol, type SerialScaleFormat } from '../protocols';
import { type ScaleCommand, type ScaleFrame, unplugged } from '../reading';
import type { ScaleHandlers, ScaleSource } from './source';

const log = createLogger('scale.serial');

export type SerialBinding = OpenOptions['binding'];

export interface SerialScaleOptions {
  path: string;
  format: SerialScaleFormat;
  baudRate?: number;
  /** Defaults to the platform binding from `serialport`, loaded on first open. */
  binding?: SerialBinding;
}

async function defaultBinding(): Promise<SerialBinding> {
  const { autoDetect } = await import('@serialport/bindings-cpp');
  return autoDetect() as unknown as SerialBinding;
}

export function createSerialScaleSource(opts: SerialScaleOptions): ScaleSource {
  const protocol = getScaleProtocol(opts.format);
  const framer = protocol.createFramer();
  const commands = Object.keys(protocol.commands) as ScaleCommand[];
  let port: SerialPortStream | undefined;
  let closing = false;

  const write = (buf: Buffer | undefined) => {
    if (buf && port?.isOpen) port.write(buf);
  };

  return {
    kind: 'serial',
    commands,
    stats: () => ({ ...framer.stats }),
    async open(handlers: ScaleHandlers) {
      closing = false;
      const binding = opts.binding ?? (await defaultBinding());
      const { baudRate, dataBits, parity } = protocol.line;
      const p = new SerialPortStream({
        binding,
        path: opts.path,
        baudRate: opts.baudRate ?? baudRate,
        dataBits,
        parity,
        autoOpen: false,
      });
      await new Promise<void>((resolve, reject) =>
        // plain Error: the port's refusal, shown as the scale's status; the caller retries it.
        p.open((err) => (err ? reject(new Error(`Cannot open ${opts.path}: ${err.message}`)) : resolve())),
      );
      port = p;
      const frames: ScaleFrame[] = [];
      p.on('data', (chunk: Buffer) => {
        frames.length = 0;
        framer.push(chunk, frames);
        for (const frame of frames) {
          if (frame.kind === 'reading') handlers.onReading(frame.reading);
          else {
            handlers.onReply?.(frame.reply);
            write(protocol.stream);
          }
        }
      });
      // Errors surface again as 'close' with the error; handling both would report one unplug twice.
      p.on('error', (err: Error) => log.warn('scale serial error', { path: opts.path, message: err.message }));
      p.on('close', (err?: Error | null) => {
        if (closing) return;
        handlers.onReading(unplugged(Date.now()));
        handlers.onLost(err?.message ?? 'port closed');
      });
      write(protocol.stream);
      log.info('serial scale open', { path: opts.path, format: opts.format });
    },
    send(command) {
      const bytes = protocol.commands[command];
      if (!bytes || !port?.isOpen) return false;
      port.write(bytes);
      // An on-demand weighing ends an MT-SICS stream (SI stops SIR): stream again after its answer.
      if (command === 'weigh') write(protocol.stream);
      return true;
    },
    async close() {
      closing = true;
      const p = port;
      port = undefined;
      if (!p?.isOpen) return;
      if (protocol.stop) {
        p.write(protocol.stop);
        await new Promise<void>((resolve) => p.drain(() => resolve()));
      }
      await new Promise<void>((resolve) => p.close(() => resolve()));
    },
  };
}
