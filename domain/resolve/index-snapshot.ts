// Process: main (domain, Electron-free, no I/O). The scan index's state as one byte buffer and back (target:
// catalog open with 500,000 items in <= 1 s). Rebuilding the index from the cache parses every item's record and
// hashes every key (seconds at 500,000); the snapshot is the tables themselves, so reading it back is a file read,
// a checksum, some copies and one split of the item texts. The caller stamps it with the catalog's change count
// (domain/catalog/index-snapshot-file.ts) and ignores it when the stamp differs; a damaged buffer (checksum, sizes,
// format) decodes to null, never to a wrong index.
import { crc32 } from 'node:zlib';
import type { ItemIndexState } from './item-index';
import { ITEM } from './item-pack';
import type { KeyMapState } from './key-map';

/** Bump when the layout, a hash function or the pack format changes: older snapshots are then ignored. */
const MAGIC = 'STKIX002';
const TABLES = ['gtin', 'sku', 'skuFolded', 'upc'] as const;
const pad8 = (n: number) => (n + 7) & ~7;
/** Items per encoded text part (a few ms of main's time each: a step of the sliced encoding). */
const TEXT_SLICE = 2_500;
/** Bytes checksummed per step (about 1 ms). */
const CRC_CHUNK = 2 * 2 ** 20;

interface Header {
  stamp: string;
  littleEndian: boolean;
  items: number;
  count: number;
  free: number[];
  /** Slot counts (int32 triples) of ids, then each of TABLES, and their entry counts. */
  slots: number[];
  entries: number[];
  others: Record<(typeof TABLES)[number], [string | number, number[]][]>;
  textBytes: number;
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The snapshot as parts to write one after another (the file is their concatenation). Parts, not one buffer: at
 * 500,000 items the tables alone are some 60 MB, and the sync process closes the catalog (and writes this) at its
 * peak memory; the tables' parts are views of the index's own arrays, the texts are encoded a slice at a time.
 */
export function encodeIndexSnapshot(state: ItemIndexState, stamp: string): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (const part of encodeIndexSnapshotInSteps(state, stamp)) if (part) parts.push(part);
  return parts;
}

/** The bytes of one text slice: its items' packs joined, and the separator after it unless it is the last. */
function textSlice(packs: readonly string[], from: number): string {
  const end = Math.min(packs.length, from + TEXT_SLICE);
  return packs.slice(from, end).join(ITEM) + (end < packs.length ? ITEM : '');
}

/**
 * encodeIndexSnapshot as steps of a few ms each, each yielding the next part to write or nothing (a text slice
 * measured, a checksum chunk): the caller may yield to the event loop at each step and write each part as it
 * comes (closing the catalog does both: in one go it held main for about a second at 500,000 items, and holding
 * every encoded slice until the end cost a major garbage collection). The texts' size goes in the header, so it
 * is counted first, a slice at a time, and each slice is encoded only when its turn comes.
 */
export function* encodeIndexSnapshotInSteps(
  state: ItemIndexState,
  stamp: string,
): Generator<Uint8Array | undefined, void> {
  const tables = [state.ids, ...TABLES.map((t) => state[t].table)];
  let textBytes = 0;
  for (let i = 0; i < state.packs.length; i += TEXT_SLICE) {
    textBytes += Buffer.byteLength(textSlice(state.packs, i), 'utf8');
    yield;
  }
  const header: Header = {
    stamp,
    littleEndian,
    items: state.packs.length,
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
    textBytes,
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const fixed: Uint8Array[] = [Buffer.from(MAGIC, 'latin1'), u32(head.length), head];
  let at = 12 + head.length;
  const align = () => {
    const gap = pad8(at) - at;
    if (gap) fixed.push(new Uint8Array(gap));
    at += gap;
  };
  align();
  fixed.push(state.active);
  at += state.active.length;
  align();
  for (const t of tables) fixed.push(new Uint8Array(t.slots.buffer, t.slots.byteOffset, t.slots.byteLength));
  let crc = 0;
  function* checksummed(part: Uint8Array): Generator<Uint8Array | undefined, void> {
    for (let from = 0; from < part.length; from += CRC_CHUNK) {
      crc = crc32(part.subarray(from, Math.min(part.length, from + CRC_CHUNK)), crc);
      yield;
    }
    yield part;
  }
  for (const part of fixed) yield* checksummed(part);
  for (let i = 0; i < state.packs.length; i += TEXT_SLICE)
    yield* checksummed(Buffer.from(textSlice(state.packs, i), 'utf8'));
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
    crc = crc32(into, crc);
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
  const expected = pad8(pad8(12 + headLength) + header.items) + slotsTotal + header.textBytes + 4;
  if (header.slots?.length !== 1 + TABLES.length || expected !== size) return fail('checksum');
  if (header.littleEndian !== littleEndian) return fail('byte order');
  skipTo(pad8(at));
  const active = take(new Uint8Array(header.items));
  skipTo(pad8(at));
  const tables = header.slots.map((n, i) => {
    const slots = new Int32Array(n);
    take(new Uint8Array(slots.buffer));
    return { slots, count: header.entries[i] as number };
  });
  const text = take(Buffer.alloc(header.textBytes));
  const stored = new Uint8Array(4);
  if (read(stored, at) !== 4 || short) return fail('checksum');
  if (new DataView(stored.buffer).getUint32(0, true) !== crc >>> 0) return fail('checksum');
  const packs =
    header.items === 0 ? [] : Buffer.from(text.buffer, text.byteOffset, text.length).toString('utf8').split(ITEM);
  if (packs.length !== header.items) return fail('items');
  const map = <K>(i: number, others: [K, number[]][]): KeyMapState<K> => ({
    table: tables[i + 1] as KeyMapState<K>['table'],
    others,
  });
  return {
    stamp: header.stamp,
    state: {
      packs,
      active,
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
