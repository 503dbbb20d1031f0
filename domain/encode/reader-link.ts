// Process: main (domain, Electron-free). One command, one reply, to a TSL ASCII 2.0 reader on a serial port (the
// encode path opens the port itself; trigger reads arriving meanwhile are part of no reply and are dropped).
// A reader that does not answer in time is an error, never a guess.
import { SerialPort } from 'serialport';
import { createTslReplyReader, type TslReply } from '../reader/protocols/tsl-commands';
import { UserError } from '../shared/errors';

export interface ReaderLink {
  command(cmd: Buffer): Promise<TslReply>;
  close(): Promise<void>;
}

export interface ByteLink {
  write(buf: Buffer): void;
  onData(fn: (chunk: Buffer) => void): void;
  close(): Promise<void>;
}

/** Replies in order over any byte link (a serial port, a test's in-memory pipe). */
export function tslReaderLink(bytes: ByteLink, timeoutMs = 3000): ReaderLink {
  const replies = createTslReplyReader();
  let waiting: ((r: TslReply) => void) | null = null;
  bytes.onData((chunk) => {
    for (const r of replies.push(chunk)) {
      const w = waiting;
      waiting = null;
      w?.(r);
    }
  });
  return {
    command: (cmd) =>
      new Promise<TslReply>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting = null;
          reject(new UserError('unavailable', 'The reader did not answer: check that it is on and connected.'));
        }, timeoutMs);
        waiting = (r) => {
          clearTimeout(timer);
          resolve(r);
        };
        bytes.write(cmd);
      }),
    close: () => bytes.close(),
  };
}

/** A serial port as a byte link; UserError 'unavailable' when it cannot be opened. */
export async function openSerialByteLink(path: string, baudRate: number): Promise<ByteLink> {
  const port = new SerialPort({ path, baudRate, autoOpen: false });
  await new Promise<void>((resolve, reject) =>
    port.open((err) =>
      err ? reject(new UserError('unavailable', `Cannot open the reader on ${path}: ${err.message}`)) : resolve(),
    ),
  );
  return {
    write: (buf) => void port.write(buf),
    onData: (fn) => port.on('data', fn),
    close: () => new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve())),
  };
}
