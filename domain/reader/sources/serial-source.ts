// Process: main (domain, Electron-free). A serial reader: serialport with an injectable binding (the real one in
// the app, @serialport/binding-mock in unit tests), a protocol framer, setup/poll/stop commands.
import { existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { type OpenOptions, SerialPortStream } from '@serialport/stream';
import { createLogger } from '../../shared/logger';
import type { ReaderEvent } from '../events';
import type { ProtocolAdapter } from '../protocols';
import type { TuningLink } from '../tuning/link';
import { type PollLoop, startPollLoop } from './poll-loop';
import type { ReaderSource, SourceHandlers } from './source';

const log = createLogger('reader.serial');

/** serialport's binding type (its own package ships no types our resolver finds). */
export type SerialBinding = OpenOptions['binding'];

export interface SerialSourceOptions {
  path: string;
  baudRate?: number;
  protocol: ProtocolAdapter;
  /** Defaults to the platform binding from `serialport`, loaded on first open. */
  binding?: SerialBinding;
  /** Quiet time after which a pending record is emitted and a stuck partial frame dropped. */
  idleMs?: number;
  /** How often a quiet port checks that its device node still exists (ms). */
  presenceCheckMs?: number;
  pollTimeoutMs?: number;
  /** Runs once the port is open, before the setup and poll commands: reader tuning (domain/reader/tuning). Every
   * byte still reaches the framer while it runs. */
  beforeReads?: (link: TuningLink) => Promise<void>;
}

async function defaultBinding(): Promise<SerialBinding> {
  const { autoDetect } = await import('@serialport/bindings-cpp');
  return autoDetect() as unknown as SerialBinding;
}

export function createSerialSource(opts: SerialSourceOptions): ReaderSource & { write(buf: Buffer): void } {
  const framer = opts.protocol.createFramer();
  const idleMs = opts.idleMs ?? 100;
  let port: SerialPortStream | undefined;
  let closing = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let pollLoop: PollLoop | undefined;

  const write = (buf: Buffer) => {
    if (port?.isOpen) port.write(buf);
  };

  return {
    kind: 'serial',
    stats: () => ({ ...framer.stats }),
    write,
    async open(handlers: SourceHandlers) {
      closing = false;
      const binding = opts.binding ?? (await defaultBinding());
      const baudRate = opts.baudRate ?? opts.protocol.defaultBaud;
      const p = new SerialPortStream({ binding, path: opts.path, baudRate, autoOpen: false });
      await new Promise<void>((resolve, reject) =>
        p.open((err) =>
          // plain Error: the port's refusal, shown as the reader's status (manager.ts), which retries it.
          err ? reject(new Error(`Cannot open ${opts.path}: ${err.message.replace(/^Error: /, '')}`)) : resolve(),
        ),
      );
      port = p;

      let lastActivity = Date.now();
      let lostReason: string | undefined;
      // An unplug normally surfaces as a read error, but not always (seen with PTYs on a loaded machine): a
      // device node that has vanished is a lost reader too. Windows COM names are not files, so only paths are checked.
      const checkPresence = opts.path.startsWith('/') && existsSync(opts.path);
      const presenceEvery = opts.presenceCheckMs ?? 1000;
      let lastPresenceCheck = Date.now();
      const onIdle = () => {
        if (checkPresence && Date.now() - lastPresenceCheck >= presenceEvery) {
          lastPresenceCheck = Date.now();
          access(opts.path).catch(() => {
            if (closing || port !== p) return;
            log.warn('serial device node disappeared', { path: opts.path });
            lostReason = 'the device disappeared';
            p.destroy();
          });
        }
        const resend = opts.protocol.resendSetupAfterMs;
        if (resend !== undefined && Date.now() - lastActivity >= resend) {
          lastActivity = Date.now();
          for (const cmd of opts.protocol.setup) write(cmd);
        }
        const out: ReaderEvent[] = [];
        framer.flush(out);
        if (out.length > 0) handlers.onEvents(out);
        pollLoop?.onIdle();
        idleTimer = setTimeout(onIdle, idleMs);
      };
      const listeners = new Set<(chunk: Buffer) => void>();
      p.on('data', (chunk: Buffer) => {
        for (const l of listeners) l(chunk);
        const out: ReaderEvent[] = [];
        framer.push(chunk, out);
        if (out.length > 0) handlers.onEvents(out);
        pollLoop?.onData();
        lastActivity = Date.now();
        idleTimer?.refresh();
      });
      // Errors surface again as 'close' with the error; handling both would report one unplug twice.
      p.on('error', (err: Error) => log.warn('serial error', { path: opts.path, message: err.message }));
      p.on('close', (err?: Error | null) => {
        clearTimeout(idleTimer);
        pollLoop?.stop();
        if (closing) return;
        const out: ReaderEvent[] = [];
        framer.flush(out);
        if (out.length > 0) handlers.onEvents(out);
        handlers.onLost(err?.message ?? lostReason ?? 'port closed');
      });

      if (opts.beforeReads) {
        const link: TuningLink = {
          write,
          onData: (l) => {
            listeners.add(l);
            return () => listeners.delete(l);
          },
        };
        // Tuning reports its own outcome; a failure of it must not keep the reader from reading.
        await opts.beforeReads(link).catch((err: Error) => log.warn('reader tuning failed', { message: err.message }));
      }
      for (const cmd of opts.protocol.setup) write(cmd);
      if (opts.protocol.poll) {
        pollLoop = startPollLoop({
          command: opts.protocol.poll,
          write,
          stats: framer.stats,
          ...(opts.pollTimeoutMs === undefined ? {} : { timeoutMs: opts.pollTimeoutMs }),
        });
      }
      idleTimer = setTimeout(onIdle, idleMs);
      log.info('serial reader open', { path: opts.path, baudRate, protocol: opts.protocol.name });
    },
    async close() {
      closing = true;
      clearTimeout(idleTimer);
      pollLoop?.stop();
      const p = port;
      port = undefined;
      if (!p?.isOpen) return;
      if (opts.protocol.stop) {
        p.write(opts.protocol.stop);
        await new Promise<void>((resolve) => p.drain(() => resolve()));
      }
      await new Promise<void>((resolve) => p.close(() => resolve()));
    },
  };
}
