// Process: main (domain, Electron-free). An indexed item as one run of bytes in the index's item buffer
// (item-store.ts): its active flag, id, SKU, GTIN keys, UPCs and epcGTINs as given. Compact, because at 500,000
// items every byte an item is half a megabyte: a canonical UUID id is its 16 bytes, each GTIN key (the GTIN-14s the
// item resolves by: tag-gtins.ts's rule) its 6-byte value, and a UPC or epcGTIN that is a key's digits (nearly all)
// is a one-byte reference to it (key number and length: the leading zeros are given back by the length).
// Layout: flags (bit 0 active, bit 1 id is a UUID) | id (16 bytes, or a string) | SKU (a string) | key count, keys
// (6 bytes little-endian) | UPC count, UPCs | epcGTIN count, epcGTINs. A string is its UTF-8 length (LEB128), then
// its bytes; a count or a UPC/epcGTIN entry is a LEB128 number: even = a string of (n >> 1) bytes follows, odd = a
// reference (n >> 1 = key number * 16 + digits).

/** At most this many keys of one kind an item (a table slot names the item and its key's place: item-index.ts). */
export const KEYS_PER_ITEM = 32;

export interface ItemFields {
  id: string;
  sku: string;
  upc: readonly string[];
  epcGTIN?: readonly string[];
  active: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DIGITS = /^\d{1,14}$/;
const HEX = '0123456789abcdef';

/** Where records are written (one buffer reused: a sync writes hundreds of thousands, each copied out at once). */
let scratch = Buffer.allocUnsafe(1024);
let end = 0;

/**
 * The record's bytes: a view valid until the next call (the caller copies it). `keys`: the item's GTIN keys
 * (distinct values below 2^48), in the order they are claimed.
 */
export function encodeRecord(item: ItemFields, keys: readonly number[]): Buffer {
  end = 0;
  const uuid = UUID.test(item.id);
  room(1 + 16 + keys.length * 6);
  scratch[end++] = (item.active ? 1 : 0) | (uuid ? 2 : 0);
  if (uuid) end += scratch.write(item.id.replaceAll('-', ''), end, 'hex');
  else pushString(item.id);
  pushString(item.sku);
  pushNumber(keys.length);
  room(keys.length * 6);
  for (const k of keys) {
    scratch.writeUIntLE(k, end, 6);
    end += 6;
  }
  for (const list of [item.upc, item.epcGTIN ?? []]) {
    pushNumber(list.length);
    for (const text of list) {
      const key = DIGITS.test(text) ? keys.indexOf(Number(text)) : -1;
      if (key >= 0) pushNumber(((key * 16 + text.length) << 1) | 1);
      else pushString(text, 2);
    }
  }
  return scratch.subarray(0, end);
}

/** Makes room for `more` bytes after `end`. */
function room(more: number): void {
  if (end + more <= scratch.length) return;
  const grown = Buffer.allocUnsafe(Math.max(scratch.length * 2, end + more));
  scratch.copy(grown, 0, 0, end);
  scratch = grown;
}

function pushNumber(n: number): void {
  room(8);
  while (n >= 0x80) {
    scratch[end++] = (n % 0x80) | 0x80;
    n = Math.floor(n / 0x80);
  }
  scratch[end++] = n;
}

/** A string: its byte length (times `scale`: an entry's even number), then its UTF-8 bytes. */
function pushString(text: string, scale = 1): void {
  const length = Buffer.byteLength(text, 'utf8');
  pushNumber(length * scale);
  room(length);
  end += scratch.write(text, end, 'utf8');
}

/** String.prototype.trim's ASCII whitespace: tab to carriage return, and space. */
const space = (c: number) => c === 32 || (c >= 9 && c <= 13);

/** The positions in a UUID's text of its 32 hex digits, in byte order. */
const HEX_AT = Array.from({ length: 36 }, (_, i) => i).filter((i) => i !== 8 && i !== 13 && i !== 18 && i !== 23);

/**
 * Reads the fields of the record at a position of a buffer. One reader, moved along the record: reading a field
 * makes no object, so a lookup's comparisons allocate only the strings they compare.
 */
export class RecordReader {
  buf: Buffer = Buffer.alloc(0);
  private pos = 0;
  /** The key count of the record keysAt last read. */
  private keyCount = 0;

  active(at: number): boolean {
    return ((this.buf[at] as number) & 1) === 1;
  }

  /** Whether the record's id is `id`, without making a string for a UUID id. */
  hasId(at: number, id: string): boolean {
    const buf = this.buf;
    if (((buf[at] as number) & 2) === 0) return this.stringAt(at + 1) === id;
    if (id.length !== 36 || id[8] !== '-' || id[13] !== '-' || id[18] !== '-' || id[23] !== '-') return false;
    for (let k = 0; k < 32; k++) {
      const byte = buf[at + 1 + (k >> 1)] as number;
      if (id.charCodeAt(HEX_AT[k] as number) !== HEX.charCodeAt(k & 1 ? byte & 15 : byte >> 4)) return false;
    }
    return true;
  }

  id(at: number): string {
    const buf = this.buf;
    if (((buf[at] as number) & 2) === 0) return this.stringAt(at + 1);
    const hex = buf.toString('hex', at + 1, at + 17);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  sku(at: number): string {
    return this.stringAt(this.skuAt(at));
  }

  /** The number of GTIN keys. */
  keys(at: number): number {
    this.keysAt(at);
    return this.keyCount;
  }

  /** The i-th GTIN key (i below keys(at)). */
  key(at: number, i: number): number {
    return this.key6(this.keysAt(at) + i * 6);
  }

  /** Whether the item's GTIN keys include `value` (no object made: the RFID path asks this per new tag). */
  hasKey(at: number, i: number, value: number): boolean {
    const keys = this.keysAt(at);
    return i < this.keyCount && this.key6(keys + i * 6) === value;
  }

  /** Whether the record's SKU, trimmed (and upper-cased when `folded`), is `key`; ASCII compared in place. */
  skuIs(at: number, key: string, folded: boolean): boolean {
    this.pos = this.skuAt(at);
    const length = this.number();
    return this.textIs(this.pos, this.pos + length, key, folded);
  }

  /** Whether the i-th UPC, trimmed, is `key` (no string made for a key's reference or an ASCII text). */
  upcIs(at: number, i: number, key: string): boolean {
    const keys = this.keysAt(at);
    this.pos = keys + this.keyCount * 6;
    if (i >= this.number()) return false;
    for (let j = 0; j < i; j++) this.skipEntry();
    const n = this.number();
    if (n % 2 === 0) return this.textIs(this.pos, this.pos + n / 2, key, false);
    const ref = (n - 1) / 2;
    // A reference is digits only, so trimming leaves it as it is.
    if (key.length !== ref % 16) return false;
    let value = 0;
    for (let k = 0; k < key.length; k++) {
      const d = key.charCodeAt(k) - 48;
      if (d < 0 || d > 9) return false;
      value = value * 10 + d;
    }
    return value === this.key6(keys + Math.floor(ref / 16) * 6);
  }

  /** Whether bytes [from, to) trimmed (upper-cased: folded) are `key`; past ASCII, by the decoded string. */
  private textIs(from: number, to: number, key: string, folded: boolean): boolean {
    const b = this.buf;
    for (let p = from; p < to; p++)
      if ((b[p] as number) >= 0x80) {
        const text = b.toString('utf8', from, to).trim();
        return (folded ? text.toUpperCase() : text) === key;
      }
    while (from < to && space(b[from] as number)) from++;
    while (to > from && space(b[to - 1] as number)) to--;
    if (to - from !== key.length) return false;
    for (let k = 0; k < key.length; k++) {
      let c = b[from + k] as number;
      if (folded && c >= 97 && c <= 122) c -= 32;
      if (key.charCodeAt(k) !== c) return false;
    }
    return true;
  }

  /** The item's UPCs as given (list 0) or its epcGTINs (list 1). */
  list(at: number, which: 0 | 1): string[] {
    const keys = this.keysAt(at);
    this.pos = keys + this.keyCount * 6;
    if (which === 1) this.skipList();
    const n = this.number();
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.entry(keys));
    return out;
  }

  /** The i-th UPC as given, or undefined past the end. */
  upc(at: number, i: number): string | undefined {
    const keys = this.keysAt(at);
    this.pos = keys + this.keyCount * 6;
    if (i >= this.number()) return undefined;
    for (let j = 0; j < i; j++) this.skipEntry();
    return this.entry(keys);
  }

  /** The record's length in bytes. */
  length(at: number): number {
    this.pos = this.keysAt(at) + this.keyCount * 6;
    this.skipList();
    this.skipList();
    return this.pos - at;
  }

  /** Where the record's SKU starts. */
  private skuAt(at: number): number {
    if (((this.buf[at] as number) & 2) !== 0) return at + 17;
    this.pos = at + 1;
    this.skipString();
    return this.pos;
  }

  /** Where the record's 6-byte keys start; sets keyCount. */
  private keysAt(at: number): number {
    this.pos = this.skuAt(at);
    this.skipString();
    this.keyCount = this.number();
    return this.pos;
  }

  private key6(p: number): number {
    const b = this.buf;
    return (
      (b[p] as number) +
      (b[p + 1] as number) * 0x100 +
      (b[p + 2] as number) * 0x10000 +
      (b[p + 3] as number) * 0x1000000 +
      (b[p + 4] as number) * 0x100000000 +
      (b[p + 5] as number) * 0x10000000000
    );
  }

  private number(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const b = this.buf[this.pos++] as number;
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 128;
    }
  }

  private stringAt(p: number): string {
    this.pos = p;
    const length = this.number();
    const from = this.pos;
    this.pos += length;
    return this.buf.toString('utf8', from, this.pos);
  }

  private skipString(): void {
    const length = this.number(); // read first: `pos += number()` would add to pos as it was before the read
    this.pos += length;
  }

  private entry(keys: number): string {
    const n = this.number();
    if (n % 2 === 0) {
      const from = this.pos;
      this.pos += n / 2;
      return this.buf.toString('utf8', from, this.pos);
    }
    const ref = (n - 1) / 2;
    return String(this.key6(keys + Math.floor(ref / 16) * 6)).padStart(ref % 16, '0');
  }

  private skipEntry(): void {
    const n = this.number();
    if (n % 2 === 0) this.pos += n / 2;
  }

  private skipList(): void {
    const n = this.number();
    for (let i = 0; i < n; i++) this.skipEntry();
  }
}
