// Process: main (domain, Electron-free, no I/O). The scan index's state as one byte buffer and back (issue 24:
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
const MAGIC = 'STKIX001';
const TABLES = ['gtin', 'sku', 'skuFolded', 'upc'] as const;
const pad8 = (n: number) => (n + 7) & ~7;
/** Items per encoded text part. */
const TEXT_SLICE = 50_000;

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
  const tables = [state.ids, ...TABLES.map((t) => state[t].table)];
  const texts: Buffer[] = [];
  for (let i = 0; i < state.packs.length; i += TEXT_SLICE) {
    const end = Math.min(state.packs.length, i + TEXT_SLICE);
    texts.push(Buffer.from(state.packs.slice(i, end).join(ITEM) + (end < state.packs.length ? ITEM : ''), 'utf8'));
  }
  const textBytes = texts.reduce((n, t) => n + t.length, 0);
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
  const parts: Uint8Array[] = [Buffer.from(MAGIC, 'latin1'), u32(head.length), head];
  let at = 12 + head.length;
  const align = () => {
    const gap = pad8(at) - at;
    if (gap) parts.push(new Uint8Array(gap));
    at += gap;
  };
  align();
  parts.push(state.active);
  at += state.active.length;
  align();
  for (const t of tables) {
    parts.push(new Uint8Array(t.slots.buffer, t.slots.byteOffset, t.slots.byteLength));
    at += t.slots.byteLength;
  }
  parts.push(...texts);
  let crc = 0;
  for (const p of parts) crc = crc32(p, crc);
  parts.push(u32(crc));
  return parts;
}

/** The stamp and state in `bytes`, or null with why (damaged, another format): the caller rebuilds. */
export function decodeIndexSnapshot(
  bytes: Uint8Array,
): { stamp: string; state: ItemIndexState } | { stamp: null; reason: string } {
  const fail = (reason: string) => ({ stamp: null, reason }) as const;
  if (bytes.length < 16 || Buffer.from(bytes.subarray(0, 8)).toString('latin1') !== MAGIC) return fail('format');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const body = bytes.subarray(0, bytes.length - 4);
  if (crc32(body) !== view.getUint32(bytes.length - 4, true)) return fail('checksum');
  const headLength = view.getUint32(8, true);
  let header: Header;
  try {
    header = JSON.parse(Buffer.from(bytes.subarray(12, 12 + headLength)).toString('utf8')) as Header;
  } catch {
    return fail('header');
  }
  if (header.littleEndian !== littleEndian) return fail('byte order');
  let at = pad8(12 + headLength);
  const active = bytes.slice(at, at + header.items);
  at = pad8(at + header.items);
  const tables = header.slots.map((n, i) => {
    // A copy: the file's buffer need not be aligned for an Int32Array view, and the tables outlive it.
    const slots = new Int32Array(n);
    new Uint8Array(slots.buffer).set(bytes.subarray(at, at + n * 4));
    at += n * 4;
    return { slots, count: header.entries[i] as number };
  });
  if (tables.length !== 1 + TABLES.length || at + header.textBytes !== body.length) return fail('sizes');
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + at, header.textBytes).toString('utf8');
  const packs = header.items === 0 ? [] : text.split(ITEM);
  if (packs.length !== header.items || active.length !== header.items) return fail('items');
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
