// Process: test (node). A WebSocket client built by hand on node:net, for sending what no real client would:
// frames over the size limit, invalid UTF-8, bad close codes, unmasked frames, a reset mid-message. It does the
// real upgrade handshake (Origin and the per-launch secret cookie) and reads the server's frames back.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8 } as const;

export interface FrameSpec {
  opcode: number;
  payload: Buffer;
  fin?: boolean;
  /** Clients must mask; false builds the frame a server would refuse. */
  masked?: boolean;
}

/** One frame exactly as RFC 6455 section 5.2 lays it out. */
export function frame({ opcode, payload, fin = true, masked = true }: FrameSpec): Buffer {
  const len = payload.length;
  const lengthBytes = len < 126 ? 0 : len < 65536 ? 2 : 8;
  const header = Buffer.alloc(2 + lengthBytes + (masked ? 4 : 0));
  header[0] = (fin ? 0x80 : 0) | opcode;
  header[1] = (masked ? 0x80 : 0) | (len < 126 ? len : len < 65536 ? 126 : 127);
  if (lengthBytes === 2) header.writeUInt16BE(len, 2);
  if (lengthBytes === 8) header.writeBigUInt64BE(BigInt(len), 2);
  if (!masked) return Buffer.concat([header, payload]);
  const key = randomBytes(4);
  key.copy(header, 2 + lengthBytes);
  const body = Buffer.from(payload);
  for (let i = 0; i < body.length; i++) body[i] = (body[i] ?? 0) ^ (key[i % 4] ?? 0);
  return Buffer.concat([header, body]);
}

export function closeFrame(code: number): Buffer {
  const payload = Buffer.alloc(2);
  payload.writeUInt16BE(code);
  return frame({ opcode: OPCODE.close, payload });
}

export interface RawConnection {
  socket: Socket;
  /** The close code of the first close frame the server sends. */
  closeCode: Promise<number>;
  /** Resolves when the server has ended the TCP connection. */
  ended: Promise<void>;
}

/** Opens /ws with a real upgrade handshake and resolves once the server answered 101. */
export function openRaw(port: number, headers: { origin: string; cookie: string }): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    // The server may end the connection while a big frame is still being written: that is the point.
    socket.on('error', () => undefined);
    let buffered = Buffer.alloc(0);
    let upgraded = false;
    let onClose: (code: number) => void = () => undefined;
    const closeCode = new Promise<number>((r) => {
      onClose = r;
    });
    const ended = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        buffered = buffered.subarray(end + 4);
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
        upgraded = true;
        resolve({ socket, closeCode, ended });
      }
      const code = readCloseCode(buffered);
      if (code !== null) onClose(code);
    });
    socket.once('close', () => {
      if (!upgraded) reject(new Error('closed before the upgrade'));
      onClose(-1);
    });
    socket.write(
      [
        'GET /ws HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        `Origin: ${headers.origin}`,
        `Cookie: ${headers.cookie}`,
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** Walks the server's (unmasked, short) frames and returns the first close frame's code, if one arrived. */
function readCloseCode(data: Buffer): number | null {
  let at = 0;
  while (at + 2 <= data.length) {
    const opcode = (data[at] ?? 0) & 0x0f;
    let len = (data[at + 1] ?? 0) & 0x7f;
    let start = at + 2;
    if (len === 126) {
      if (start + 2 > data.length) return null;
      len = data.readUInt16BE(start);
      start += 2;
    } else if (len === 127) {
      if (start + 8 > data.length) return null;
      len = Number(data.readBigUInt64BE(start));
      start += 8;
    }
    if (start + len > data.length) return null;
    if (opcode === OPCODE.close) return len >= 2 ? data.readUInt16BE(start) : 1005;
    at = start + len;
  }
  return null;
}
