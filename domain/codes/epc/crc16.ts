// Process: main (domain, Electron-free). The Gen2 tag CRC-16 (CRC-16/GENISYS: poly 0x1021, preset 0xFFFF,
// result inverted) over PC word + EPC, which readers append after the EPC. Verifying it tells a real
// "PC + EPC + CRC" read apart from an EPC that only looks like one.

const TABLE = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i << 8;
    for (let b = 0; b < 8; b++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
    t[i] = c;
  }
  return t;
})();

/** CRC of the bytes in an even-length, validated hex string. */
export function gen2Crc16(hex: string): number {
  let crc = 0xffff;
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = Number.parseInt(hex.slice(i, i + 2), 16);
    crc = ((crc << 8) & 0xffff) ^ (TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  }
  return ~crc & 0xffff;
}
