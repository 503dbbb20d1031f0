// Process: main (domain, Electron-free, no I/O). The scan index's state as one byte buffer and back (target:
// catalog open with 500,000 items in <= 1 s). Rebuilding the index from the cache parses every item's record and
// hashes every key (seconds at 500,000); the snapshot is the index's own arrays (item records, their starts, the
// tables), so reading it back is a file read into those arrays and a checksum. The caller stamps it with the catalog's change count
// (domain/catalog/index-snapshot-file.ts) and ignores it when the stamp differs; a damaged buffer (checksum, sizes,
// format) decodes to null, never to a wrong index.
import { crc32 } from 'node:zlib';
import type { ItemIndexState } from './item-index';
import type { KeyMapState } from './key-map';

/**
 * Bump when the layout, a hash function or the record format changes: older snapshots are then ignored (rebuilt).
 * 002: item texts as strings; 003: item records in one buffer, 4-byte table slots.
 */
export const SNAPSHOT_MAGIC = 'STKIX003';
const MAGIC = SNAPSHOT_MAGIC;
const TABLES = ['gtin', 'sku', 'skuFolded', 'upc'] as const;
const pad8 = (n: number) => (n + 7) & ~7;
/** Bytes checksummed per step (about 1 ms). */
const CRC_CHUNK = 2 * 2 ** 20;

interface Header {
  stamp: string;
  littleEndian: boolean;
  /** Item numbers given out (the starts' length). */
  items: number;
  count: number;
  free: number[];
  /** Slot counts (int32s) of ids, then each of TABLES, and their entry counts. */
  slots: number[];
  entries: number[];
  others: Record<(typeof TABLES)[number], [string | number, number[]][]>;
  recordBytes: number;
  /** Bytes of the records' buffer no item holds (left by changes since the last compaction). */
  garbage: number;
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The snapshot as parts to write one after another (the file is their concatenation). Parts, not one buffer: at
 * 500,000 items the index is some 50 MB, and the sync process closes the catalog (and writes this) at its peak
 * memory; every part but the header is a view of the index's own arrays.
 */
export function encodeIndexSnapshot(state: ItemIndexState, stamp: string): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (const part of encodeIndexSnapshotInSteps(state, stamp)) if (part) parts.push(part);
  return parts;
}

/**
 * encodeIndexSnapshot as steps of a few ms each, each yielding the next part to write or nothing (a checksum
 * chunk done): the caller may yield to the event loop at each step and write each part as it comes (closing the
 * catalog does both: in one go it held main for about a second at 500,000 items).
 */
export function* encodeIndexSnapshotInSteps(
  state: ItemIndexState,
  stamp: string,
): Generator<Uint8Array | undefined, void> {
  const tables = [state.ids, ...TABLES.map((t) => state[t].table)];
  const { bytes, starts } = state.items;
  const header: Header = {
    stamp,
    littleEndian,
    items: starts.length,
    count: state.count,
    free: state.free,
    slots: tables.map((t) => t.slots.length),
    entries: tables.map((t) => t.count),
    others: {
      gtin: state.gtin.others,
      sku: state.sku.others,
      skuFolded: state.skuFolded.others,
      upc: state.upc.others,
    },
    recordBytes: bytes.length,
    garbage: state.items.garbage,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const fixed: Uint8Array[] = [Buffer.from(MAGIC, 'latin1'), u32(head.length), head];
  const gap = pad8(12 + head.length) - (12 + head.length);
  if (gap) fixed.push(new Uint8Array(gap));
  const view = (a: Uint32Array | Int32Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  fixed.push(view(starts));
  for (const t of tables) fixed.push(view(t.slots));
  fixed.push(bytes);
  let crc = 0;
  for (const part of fixed) {
    for (let from = 0; from < part.length; from += CRC_CHUNK) {
      crc = crc32(part.subarray(from, Math.min(part.length, from + CRC_CHUNK)), crc);
      yield;
    }
    yield part;
  }
  yield u32(crc);
}

export type Decoded = { stamp: string; state: ItemIndexState } | { stamp: null; reason: string };

/** The stamp and state in `bytes`, or null with why (damaged, another format): the caller rebuilds. */
export function decodeIndexSnapshot(bytes: Uint8Array): Decoded {
  return readIndexSnapshot(bytes.length, (into, at) => {
    into.set(bytes.subarray(at, at + into.length));
    return Math.min(into.length, Math.max(0, bytes.length - at));
  });
}

/**
 * decodeIndexSnapshot over a file of `size` bytes that `read(into, at)` fills from (returns the bytes read): each
 * section is read straight into the array it becomes, so opening holds no copy of the whole file (at 500,000
 * items a whole-file buffer and its copies took the open's peak RSS to some 360 MB). The checksum runs over the
 * sections as they are read; nothing is used before it matches.
 */
export function readIndexSnapshot(size: number, read: (into: Uint8Array, at: number) => number): Decoded {
  const fail = (reason: string) => ({ stamp: null, reason }) as const;
  let at = 0;
  let crc = 0;
  let short = false;
  const take = (into: Uint8Array) => {
    if (read(into, at) !== into.length) short = true;
    // Skipped when empty: zlib's crc32 of an empty view of an empty ArrayBuffer answers 0, not the running value.
    if (into.length > 0) crc = crc32(into, crc);
    at += into.length;
    return into;
  };
  const skipTo = (to: number) => {
    if (to > at) take(new Uint8Array(to - at));
  };
  if (size < 16) return fail('format');
  const start = take(new Uint8Array(12));
  if (short || Buffer.from(start.subarray(0, 8)).toString('latin1') !== MAGIC) return fail('format');
  const headLength = new DataView(start.buffer).getUint32(8, true);
  if (12 + headLength > size - 4) return fail('checksum');
  let header: Header;
  try {
    header = JSON.parse(Buffer.from(take(new Uint8Array(headLength))).toString('utf8')) as Header;
  } catch {
    return fail('checksum');
  }
  const slotsTotal = Array.isArray(header.slots) ? header.slots.reduce((n, x) => n + x * 4, 0) : Number.NaN;
  const expected = pad8(12 + headLength) + header.items * 4 + slotsTotal + header.recordBytes + 4;
  if (header.slots?.length !== 1 + TABLES.length || expected !== size) return fail('checksum');
  if (header.littleEndian !== littleEndian) return fail('byte order');
  skipTo(pad8(at));
  const starts = new Uint32Array(header.items);
  take(new Uint8Array(starts.buffer));
  const tables = header.slots.map((n, i) => {
    const slots = new Int32Array(n);
    take(new Uint8Array(slots.buffer));
    return { slots, count: header.entries[i] as number };
  });
  const bytes = take(Buffer.alloc(header.recordBytes)) as Buffer;
  const stored = new Uint8Array(4);
  if (read(stored, at) !== 4 || short) return fail('checksum');
  if (new DataView(stored.buffer).getUint32(0, true) !== crc >>> 0) return fail('checksum');
  const map = <K>(i: number, others: [K, number[]][]): KeyMapState<K> => ({
    table: tables[i + 1] as KeyMapState<K>['table'],
    others,
  });
  return {
    stamp: header.stamp,
    state: {
      items: { bytes, starts, garbage: header.garbage },
      free: header.free,
      count: header.count,
      ids: tables[0] as ItemIndexState['ids'],
      gtin: map(0, header.others.gtin as [number, number[]][]),
      sku: map(1, header.others.sku as [string, number[]][]),
      skuFolded: map(2, header.others.skuFolded as [string, number[]][]),
      upc: map(3, header.others.upc as [string, number[]][]),
    },
  };
}

function u32(n: number): Uint8Array {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}
