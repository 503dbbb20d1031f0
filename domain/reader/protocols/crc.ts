// Process: main (domain, Electron-free). Checksums of the binary reader protocols, shared by framers and encoders.

/** CRC-16/MCRF4XX: reflected poly 0x8408, preset 0xFFFF, no final xor (Chafon CF-RU frames, low byte first). */
export function crc16Mcrf4xx(buf: Uint8Array, start = 0, end = buf.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ buf[i]!) & 0xff]!;
  return crc;
}

// Table-driven: the framer checks a CRC at every resync candidate, so this sits on the hot path.
const TABLE = new Uint16Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ 0x8408 : c >>> 1;
  TABLE[n] = c;
}

/** Magic RF M100: low byte of the plain sum of Type..last parameter. */
export function m100Checksum(buf: Uint8Array, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += buf[i]!;
  return sum & 0xff;
}
