// Process: main (domain, Electron-free). The way to a label printer: raw TCP (a Zebra's port 9100, `tcp://host:9100`)
// or a device path or a label file the user chose (`file:/dev/usb/lp0`, `file:/srv/labels.zpl`: printer-target.ts)
// for USB printers and for testing. A label
// counts as printed when the printer reads its EPC back (`^HV` answer) or, without read-back, once the printer
// took it and says it is fine (`~HS`). Every failure says whether the label may have printed, so the job can
// spoil that serial instead of ever printing it twice.
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { HOST_STATUS, type HostStatus, parseHostStatus } from './host-status';
import { checkPrinterTarget, type PrinterCheck } from './printer-target';

const log = createLogger('encode.printer');

export class PrinterError extends UserError<'print_failed'> {
  constructor(
    message: string,
    /** The label's bytes reached the printer before it failed: it may have printed. */
    readonly mayHavePrinted: boolean,
    /** The printer's own answer (its ~HS strings), when it gave one. */
    readonly answer: string | null = null,
  ) {
    super('print_failed', message);
    this.name = 'PrinterError';
  }
}

export interface PrinterLink {
  readonly target: string;
  /**
   * Sends one label; resolves with the EPC the printer read back (null without read-back). `sent` is called once
   * its bytes are handed over (flushed to the socket, or written and synced), before the printer confirms it.
   */
  printLabel(zpl: string, readBack: boolean, sent?: () => void): Promise<string | null>;
  close(): void;
}

export interface PrinterTimeouts {
  connectMs: number;
  /** How long one label may take to encode and print before the printer is asked what is wrong. */
  labelMs: number;
  statusMs: number;
}

const DEFAULT_TIMEOUTS: PrinterTimeouts = { connectMs: 5000, labelMs: 20_000, statusMs: 3000 };

/** The target checked again as it is opened (what is at a file path may have changed since it was chosen). */
export async function openPrinter(
  target: string,
  check: PrinterCheck,
  timeouts: Partial<PrinterTimeouts> = {},
): Promise<PrinterLink> {
  const t = checkPrinterTarget(target, check);
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };
  return t.kind === 'file' ? openFilePrinter(target, t.path) : openTcpPrinter(target, t.host, t.port, limits);
}

function openFilePrinter(target: string, path: string): PrinterLink {
  let fd: number;
  try {
    fd = openSync(path, 'a');
  } catch (err) {
    throw new PrinterError(`Cannot open the printer ${path}: ${(err as Error).message}`, false);
  }
  return {
    target,
    async printLabel(zpl, _readBack, sent) {
      try {
        writeSync(fd, zpl, null, 'utf8');
        fsyncSync(fd);
      } catch (err) {
        throw new PrinterError(`Writing to ${path} failed: ${(err as Error).message}`, true);
      }
      sent?.();
      return null;
    },
    close: () => closeSync(fd),
  };
}

async function openTcpPrinter(
  target: string,
  host: string,
  port: number,
  limits: PrinterTimeouts,
): Promise<PrinterLink> {
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect({ host, port });
    // plain Error: the socket's reason; its 'error' handler turns it into a PrinterError the user sees.
    const timer = setTimeout(() => s.destroy(new Error('no answer')), limits.connectMs);
    s.once('connect', () => {
      clearTimeout(timer);
      resolve(s);
    });
    s.once('error', (err) => {
      clearTimeout(timer);
      reject(new PrinterError(`Cannot reach the printer at ${host}:${port}: ${err.message}`, false));
    });
  });
  let inbox = '';
  let closed: Error | null = null;
  let wake: () => void = () => {};
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    inbox += chunk;
    wake();
  });
  socket.on('error', (err) => log.warn('printer connection failed', { target, error: err.message }));
  socket.on('close', () => {
    // plain Error: read by this link only, which reports it as a PrinterError.
    closed ??= new Error('the printer closed the connection');
    wake();
  });

  /** Waits until `take` finds its answer in what the printer sent (and consumes it), or the time runs out. */
  const awaitAnswer = <T>(take: () => T | null, ms: number) =>
    new Promise<T | null>((resolve) => {
      const check = () => {
        const got = take();
        if (got !== null || closed) {
          clearTimeout(timer);
          wake = () => {};
          resolve(got);
        }
      };
      const timer = setTimeout(() => {
        wake = () => {};
        resolve(take());
      }, ms);
      wake = check;
      check();
    });

  const takeEpc = () => {
    const m = /EPC:([0-9A-Fa-f]+)/.exec(inbox);
    if (!m) return null;
    inbox = inbox.slice(m.index + m[0].length);
    return m[1]!.toUpperCase();
  };
  const takeStatus = (): HostStatus | null => {
    const s = parseHostStatus(inbox);
    if (s) inbox = '';
    return s;
  };
  const write = (data: string) =>
    new Promise<void>((resolve, reject) => {
      if (closed) return reject(closed);
      socket.write(data, 'utf8', (err) => (err ? reject(err) : resolve()));
    });

  const status = async (): Promise<HostStatus | null> => {
    if (closed) return null;
    await write(HOST_STATUS).catch(() => {});
    return awaitAnswer(takeStatus, limits.statusMs);
  };

  const failure = async (written: boolean): Promise<PrinterError> => {
    if (closed) return new PrinterError(`The printer connection was cut (${closed.message}).`, written);
    const s = await status();
    if (!s) {
      return new PrinterError(
        'The printer does not answer: check for paper or ribbon out, or an open head.',
        written,
        null,
      );
    }
    const what = s.problems.length ? s.problems.join(', ') : 'no label came back';
    return new PrinterError(`The printer reports: ${what}.`, written, s.raw);
  };

  return {
    target,
    async printLabel(zpl, readBack, sent) {
      try {
        await write(zpl);
      } catch {
        throw await failure(false);
      }
      sent?.();
      if (readBack) {
        const epc = await awaitAnswer(takeEpc, limits.labelMs);
        if (epc === null) throw await failure(true);
        return epc;
      }
      const s = await status();
      if (!s || s.problems.length > 0) throw await failure(true);
      return null;
    },
    close: () => socket.destroy(),
  };
}
