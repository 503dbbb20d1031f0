// Process: main (domain, Electron-free). Writing a tag from the app: the reader service holds the serial port while it
// is connected (a port opens once), so the port is lent to the writer: the service lets go of it, the writer opens
// it, writes and verifies one tag, closes it, and the service connects again as it was. The reader service itself is
// not changed for this; only its public connect/disconnect are used. One lending at a time (a double click would
// otherwise open the port twice and the second open fail with a confusing message). With several readers connected,
// only the main one (the one whose port is lent) lets go and comes back; the others keep reading.
import type { ReaderStatus } from '../../contract/reader';
import type { ReaderSettings } from '../../contract/reader-settings';
import { getProtocol } from '../reader/protocols';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { type ByteLink, type ReaderLink, tslReaderLink } from './reader-link';
import { assertCanWrite } from './write-tag';

const log = createLogger('encode.port-lending');

/** What lending needs of the reader service (domain/reader/service.ts). */
export interface LendableReader {
  settings(): ReaderSettings;
  status(): ReaderStatus;
  /** `reader`: that reader only (its id: here the main reader's port). */
  connect(reader?: string): ReaderStatus;
  disconnect(reader?: string): Promise<ReaderStatus>;
}

export interface PortLender {
  /** Why the reader as set up cannot write tags, or null when it can (the app shows it instead of "Write tag"). */
  cannotWrite(): string | null;
  /** Runs `fn` with the reader's port; the service has it back afterwards, whatever happened. */
  withReader<T>(fn: (link: ReaderLink) => Promise<T>): Promise<T>;
}

function whyNot(s: ReaderSettings): string | null {
  if (s.source === 'simulator') {
    return 'The demo simulator cannot write tags: connect a TSL ASCII 2.0 reader on a serial port, or print RFID labels.';
  }
  if (s.source !== 'serial') {
    return 'Writing a tag needs a TSL ASCII 2.0 reader on a serial port: choose it in Reader settings, or print RFID labels.';
  }
  try {
    assertCanWrite(s.protocol);
  } catch (err) {
    return (err as Error).message;
  }
  return s.port ? null : "Choose the reader's serial port in Reader settings first.";
}

export function createPortLender(
  reader: LendableReader,
  open: (path: string, baudRate: number) => Promise<ByteLink>,
  answerMs = 3000,
): PortLender {
  let busy = false;
  return {
    cannotWrite: () => whyNot(reader.settings()),
    async withReader(fn) {
      const s = reader.settings();
      const why = whyNot(s);
      if (why) throw new UserError('unavailable', why);
      if (busy) throw new UserError('unavailable', 'A tag is being written already: wait for it to finish.');
      busy = true;
      const port = s.port!;
      const wasOn = reader.status().readers.some((r) => r.id === port && r.state !== 'idle');
      try {
        if (wasOn) await reader.disconnect(port);
        log.info('reader port lent for writing', { port: s.port, wasOn });
        const bytes = await open(port, s.baudRate ?? getProtocol(s.protocol).defaultBaud);
        const link = tslReaderLink(bytes, answerMs);
        try {
          return await fn(link);
        } finally {
          await link.close();
        }
      } finally {
        busy = false;
        if (wasOn) reader.connect(port);
        log.info('reader port given back', { port: s.port, reconnect: wasOn });
      }
    },
  };
}
