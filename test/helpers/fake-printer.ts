// Process: test (node). A Zebra-like RFID label printer on a loopback TCP port: parses the ZPL it receives, "prints"
// each complete ^XA..^XZ label (the ^RFW EPC written, without the PC word when the write starts at word 1, and
// each field's data, ^FH_ escapes undone), answers ^HV read-back with "EPC:<hex>" and ~HS with the three status
// strings. Faults on demand: a cut connection before or after a given label, a paused or paper-out printer
// (no printing; paper out also leaves ~HS unanswered, as a real Zebra does), a tag that reads back wrong, and a
// read-back held back (a real printer takes a second or two per label: the window a crash falls into). A test
// waits for the nth label to arrive with `labels(n)`, never for a time.
import { createServer, type Server, type Socket } from 'node:net';

export interface PrintedLabel {
  epc: string;
  /** Every ^FD field but the EPC write, in order (description, price, SKU, barcode data, EPC text). */
  fields: string[];
  barcode: { kind: 'upc-a' | 'ean-13' | 'code128'; data: string } | null;
  zpl: string;
}

export interface FakePrinterFaults {
  /** Cut the connection as the Nth label (1-based, counted over the printer's life) arrives: it is not printed. */
  cutBeforeLabel?: number;
  /** Cut the connection right after printing the Nth label, before its read-back answer. */
  cutAfterLabel?: number;
  paused?: boolean;
  paperOut?: boolean;
  /** Read back this EPC instead of the one written (a bad tag). */
  readBackAs?: string;
  /** Print, but keep the ^HV read-back answers back while set (a slow printer); `releaseReadBacks()` sends them. */
  holdReadBack?: boolean;
}

export interface FakePrinter {
  url: string;
  printed: PrintedLabel[];
  /** Every ~HS asked. */
  statusQueries: number;
  faults: FakePrinterFaults;
  /** Resolves once `n` labels in all have been printed. */
  labels(n: number): Promise<void>;
  /** Sends the read-backs held back (to connections still open) and stops holding them. */
  releaseReadBacks(): void;
  close(): Promise<void>;
}

const undoFieldHex = (data: string, fh: boolean) =>
  fh ? data.replace(/_([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))) : data;

export function parseLabel(zpl: string): PrintedLabel {
  let epc = '';
  const fields: string[] = [];
  let barcode: PrintedLabel['barcode'] = null;
  // A field is everything from a ^FO/^RFW/^RFR to its ^FS.
  for (const m of zpl.matchAll(/\^(FO|RFW|RFR)([\s\S]*?)\^FS/g)) {
    const body = m[2]!;
    const fd = /\^FD([\s\S]*)$/.exec(body);
    if (m[1] === 'RFR') continue;
    if (m[1] === 'RFW') {
      const [, , start] = body.split(/[,^]/);
      const hex = fd?.[1] ?? '';
      epc = (start === '1' ? hex.slice(4) : hex).toUpperCase();
      continue;
    }
    if (!fd) continue;
    const data = undoFieldHex(fd[1]!, body.includes('^FH'));
    fields.push(data);
    if (body.includes('^BU')) barcode = { kind: 'upc-a', data };
    else if (body.includes('^BE')) barcode = { kind: 'ean-13', data };
    else if (body.includes('^BC')) barcode = { kind: 'code128', data };
  }
  return { epc, fields, barcode, zpl };
}

const STATUS = (f: FakePrinterFaults) =>
  `\x02030,${f.paperOut ? 1 : 0},${f.paused ? 1 : 0},0203,000,0,0,0,000,0,0,0\x03\r\n` +
  '\x02001,0,0,0,1,2,6,0,00000000,1,000\x03\r\n' +
  '\x021234,0\x03\r\n';

/** `host`: the loopback address to listen on; '::1' gives an IPv6 printer (`tcp://[::1]:<port>`). */
export async function startFakePrinter(faults: FakePrinterFaults = {}, host = '127.0.0.1'): Promise<FakePrinter> {
  const printed: PrintedLabel[] = [];
  const sockets = new Set<Socket>();
  let arrived = 0;
  const state = { statusQueries: 0 };
  const waiting: { n: number; resolve(): void }[] = [];
  const held: { socket: Socket; answer: string }[] = [];
  const printedOne = (label: PrintedLabel) => {
    printed.push(label);
    for (const w of waiting.filter((w) => printed.length >= w.n)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buf = '';
    // ^CI28: field data is UTF-8.
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buf += chunk;
      for (;;) {
        const hs = buf.indexOf('~HS');
        const xa = buf.indexOf('^XA');
        if (hs >= 0 && (xa < 0 || hs < xa)) {
          buf = buf.slice(hs + 3);
          state.statusQueries++;
          if (!faults.paperOut) socket.write(STATUS(faults), 'latin1');
          continue;
        }
        const xz = xa >= 0 ? buf.indexOf('^XZ', xa) : -1;
        if (xz < 0) return;
        const zpl = buf.slice(xa, xz + 3);
        buf = buf.slice(xz + 3);
        arrived++;
        if (faults.cutBeforeLabel === arrived) {
          socket.destroy();
          return;
        }
        if (faults.paused || faults.paperOut) continue;
        const label = parseLabel(zpl);
        printedOne(label);
        if (faults.cutAfterLabel === arrived) {
          socket.destroy();
          return;
        }
        if (!zpl.includes('^HV')) continue;
        const answer = `EPC:${faults.readBackAs ?? label.epc}\r\n`;
        if (faults.holdReadBack) held.push({ socket, answer });
        else socket.write(answer, 'latin1');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `tcp://${host.includes(':') ? `[${host}]` : host}:${port}`,
    printed,
    get statusQueries() {
      return state.statusQueries;
    },
    faults,
    labels: (n) =>
      printed.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })),
    releaseReadBacks() {
      faults.holdReadBack = false;
      for (const { socket, answer } of held.splice(0)) if (!socket.destroyed) socket.write(answer, 'latin1');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
