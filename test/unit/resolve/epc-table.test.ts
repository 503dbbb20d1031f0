// Process: node (unit test). The RFID resolver's word-keyed hash table: which texts it takes (24 upper-case
// hex digits only), lookups through probe chains and growth, group lookups, and agreement with a Map on
// random keys; then the resolver built on it against a plain model of its contract (decodeEpcHex +
// ItemIndex, tagIds by first sight) on random reads: bare, lower case, framed, PC-hinted, invalid, repeated,
// one at a time and in batches.
import { describe, expect, it } from 'vitest';
import { type DecodedEpc, decodeEpcHex, type EpcHint, encodeSgtin96 } from '../../../domain/codes';
import {
  ItemIndex,
  type ResolvableItem,
  RfidResolver,
  ScanBuffer,
  ScanStatus,
  statusOf,
} from '../../../domain/resolve';
import { ABSENT, EpcWordTable, GROUP, NOT_WORDS } from '../../../domain/resolve/epc-table';
import { wordsToHex } from '../../../domain/resolve/hex-words';
import { prng } from '../../helpers/prng';

const HEX = '0123456789ABCDEF';
const randomHex = (rnd: () => number, n: number) =>
  Array.from({ length: n }, () => HEX[Math.floor(rnd() * 16)] as string).join('');

/** Stores `code` under the key findHex last parsed (what the resolver does on a miss). */
const addLast = (table: EpcWordTable, code: number) =>
  table.add(table.lastKey[0] as number, table.lastKey[1] as number, table.lastKey[2] as number, code);

/** Stores key i under code i + 1. */
function tableOf(keys: string[]): EpcWordTable {
  const table = new EpcWordTable();
  keys.forEach((key, i) => {
    expect(table.findHex(key)).toBe(ABSENT);
    addLast(table, i + 1);
  });
  return table;
}

describe('EpcWordTable', () => {
  it('takes exactly 24 upper-case hex digits; anything else is NOT_WORDS, never a key', () => {
    const table = tableOf(['3074257BF7194E4000001A85']);
    expect(table.findHex('3074257BF7194E4000001A85')).toBe(1);
    for (const text of [
      '3074257bf7194e4000001a85', // lower case: another raw text, cached apart by the caller
      '3074257BF7194E4000001A8', // 23
      '3074257BF7194E4000001A850', // 25
      ' 074257BF7194E4000001A85',
      '3074257BF7194E4000001A8G',
      '3074257BF7194E4000001A8/', // '0' - 1
      '3074257BF7194E4000001A8:', // '9' + 1
      '3074257BF7194E4000001A8@', // 'A' - 1
      '3074257BF7194E4000001A8\u0130', // wide char whose low byte is '0'
      '3074257BF7194E4000001A8\uff15', // fullwidth 5
      '',
    ]) {
      expect(table.findHex(text)).toBe(NOT_WORDS);
    }
    expect(table.size).toBe(1);
  });

  it('finds every key through probe chains and growth, and no key it was not given', () => {
    const rnd = prng(1);
    // 20,000 keys from a 1,024-slot start: eight doublings, and at up to half full, many probe chains.
    const keys = Array.from({ length: 20_000 }, () => randomHex(rnd, 24));
    // Keys that differ in one word only (same company and serial, other filter; same prefix, other serial).
    for (let i = 0; i < 2000; i++) keys.push(`30${i.toString(16).toUpperCase().padStart(6, '0')}${'0'.repeat(16)}`);
    for (let i = 0; i < 2000; i++) keys.push(`3074257BF7194E40${i.toString(16).toUpperCase().padStart(8, '0')}`);
    const given = new Set(keys);
    const unique = [...given];
    const table = tableOf(unique);
    expect(table.size).toBe(unique.length);
    unique.forEach((key, i) => {
      expect(table.findHex(key)).toBe(i + 1);
    });
    for (let i = 0; i < 5000; i++) {
      const other = randomHex(rnd, 24);
      if (!given.has(other)) expect(table.findHex(other)).toBe(ABSENT);
    }
  });

  it('leaves the parsed words in lastKey after a miss; add() stores any int32 code but the two markers', () => {
    const table = new EpcWordTable();
    expect(table.findHex('FFFFFFFF0000000180000000')).toBe(ABSENT);
    expect([...table.lastKey]).toEqual([-1, 1, -(2 ** 31)]);
    expect(wordsToHex(-1, 1, -(2 ** 31))).toBe('FFFFFFFF0000000180000000');
    addLast(table, 7);
    table.add(0x30000000, 0, 5, -3); // negative codes are codes like any other
    expect(table.find(-1, 1, -(2 ** 31))).toBe(7);
    expect(table.findHex('FFFFFFFF0000000180000000')).toBe(7);
    expect(table.findHex('300000000000000000000005')).toBe(-3);
    expect(table.find(0x30000000, 0, 6)).toBe(ABSENT);
    for (const bad of [ABSENT, NOT_WORDS, 1.5, 2 ** 31]) expect(() => table.add(1, 2, 3, bad)).toThrow(RangeError);
    expect(table.size).toBe(2);
  });

  it("findMany answers as findHex does for each text of a group, and keeps each text's words", () => {
    const rnd = prng(5);
    const stored = Array.from({ length: 500 }, () => randomHex(rnd, 24));
    const table = tableOf(stored);
    const texts: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const r = rnd();
      if (r < 0.5) texts.push(stored[Math.floor(rnd() * stored.length)] as string);
      else if (r < 0.8) texts.push(randomHex(rnd, 24));
      else if (r < 0.9) texts.push(randomHex(rnd, 24).toLowerCase());
      else texts.push(randomHex(rnd, 20));
    }
    const codes = new Int32Array(GROUP);
    const seen = { found: 0, absent: 0, notWords: 0 };
    for (let from = 0; from < texts.length; from += GROUP) {
      const count = Math.min(GROUP, texts.length - from);
      table.findMany(texts, from, count, codes);
      for (let j = 0; j < count; j++) {
        const text = texts[from + j] as string;
        const code = codes[j] as number;
        expect(code).toBe(table.findHex(text));
        if (code === NOT_WORDS) seen.notWords++;
        else {
          expect(wordsToHex(table.groupWord(j, 0), table.groupWord(j, 1), table.groupWord(j, 2))).toBe(text);
          if (code === ABSENT) seen.absent++;
          else seen.found++;
        }
      }
    }
    expect(Math.min(seen.found, seen.absent, seen.notWords)).toBeGreaterThan(100);
  });

  it('agrees with a Map on a random mix of texts and repeats', () => {
    const rnd = prng(3);
    const table = new EpcWordTable();
    const model = new Map<string, number>();
    const seen: string[] = [];
    for (let i = 1; i <= 30_000; i++) {
      const r = rnd();
      let text: string;
      if (r < 0.5 && seen.length > 0) text = seen[Math.floor(rnd() * seen.length)] as string;
      else if (r < 0.9) text = randomHex(rnd, 24);
      else if (r < 0.95) text = randomHex(rnd, 24).toLowerCase();
      else text = randomHex(rnd, Math.floor(rnd() * 30));
      const valid = /^[0-9A-F]{24}$/.test(text);
      const found = table.findHex(text);
      if (!valid) {
        expect(found).toBe(NOT_WORDS);
        continue;
      }
      expect(found).toBe(model.get(text) ?? ABSENT);
      if (found === ABSENT) {
        addLast(table, i);
        model.set(text, i);
        seen.push(text);
      }
    }
    expect(table.size).toBe(model.size);
  });
});

interface Item extends ResolvableItem {
  n: number;
}

describe('RfidResolver on the word table', () => {
  /** A catalog holding some of the GTINs the reads carry. */
  function catalog(): { index: ItemIndex<Item>; gtins: string[] } {
    const index = new ItemIndex<Item>();
    const gtins = ['80614141123458', '00614141123452', '09506000134352', '00012345600012'];
    gtins.slice(0, 3).forEach((g, n) => {
      index.upsert({ id: `i${n}`, sku: `S${n}`, upc: [], epcGTIN: [g], active: n !== 1, n });
    });
    return { index, gtins };
  }

  /** The texts a reader and people send: bare, lower case, padded, framed with PC (+CRC), broken. */
  function readTexts(rnd: () => number, gtins: string[]): Array<[string, EpcHint | undefined]> {
    const out: Array<[string, EpcHint | undefined]> = [];
    for (let i = 0; i < 300; i++) {
      const gtin14 = gtins[i % gtins.length] as string;
      const bare = encodeSgtin96({ gtin14, serial: Math.floor(rnd() * 2 ** 38), filter: i % 8 });
      out.push([bare, undefined], [bare.toLowerCase(), undefined], [` ${bare}`, undefined]);
      out.push([`3000${bare}`, undefined], [bare, { pc: 0x3000 }], [bare, { pc: 0x3100 }], [bare, {}]);
      out.push([`31${randomHex(rnd, 22)}`, undefined]); // SSCC-96: not a trade item
      out.push([`30${HEX[12 + (i % 4)]}${randomHex(rnd, 21)}`, undefined]); // partition 7 or overflow
      out.push([randomHex(rnd, 24), undefined], [randomHex(rnd, 23), undefined], ['nonsense', undefined]);
    }
    return out;
  }

  it('gives the same record, identity, tagIds and resolutions as decodeEpcHex + ItemIndex', () => {
    const rnd = prng(4);
    const { index, gtins } = catalog();
    const rfid = new RfidResolver(index);
    const texts = readTexts(rnd, gtins);
    const tagIds = new Map<string, number>();
    const first = new Map<string, object>();
    for (let i = 0; i < 20_000; i++) {
      const [text, hint] = texts[Math.floor(rnd() * texts.length)] as [string, EpcHint | undefined];
      if (i === 10_000)
        index.upsert({ id: 'late', sku: 'L', upc: [], epcGTIN: [gtins[3] as string], active: true, n: 9 });
      // A fresh string per read, as from a reader's bytes.
      const read = rfid.resolveEpcHex(Buffer.from(text, 'latin1').toString('latin1'), hint);
      const decoded: DecodedEpc = decodeEpcHex(text, hint);
      expect(read.decoded).toEqual(decoded);
      expect(read.resolution).toEqual(index.resolve(decoded));
      const epc = decoded.type === 'invalid' ? null : decoded.hex;
      expect(read.epc).toBe(epc);
      if (epc === null) expect(read.tagId).toBe(-1);
      else {
        if (!tagIds.has(epc)) tagIds.set(epc, tagIds.size);
        expect(read.tagId).toBe(tagIds.get(epc));
      }
      const key = `${hint?.pc}|${text}`;
      if (!first.has(key)) first.set(key, read);
      expect(read).toBe(first.get(key)); // cached: one record per distinct read
    }
    expect(rfid.knownTags).toBe(tagIds.size);
  });

  it('resolveMany gives every read the tagId and status resolveEpcHex gives it, in batches of any size', () => {
    const rnd = prng(6);
    const { index, gtins } = catalog();
    const many = new RfidResolver(index);
    const one = new RfidResolver(index);
    // Bare reads only (resolveMany takes no PC hints): valid, unknown, not items, broken, lower case, short.
    const texts = readTexts(rnd, gtins)
      .filter(([, hint]) => hint === undefined)
      .map(([text]) => text);
    const out = new ScanBuffer(4);
    const seen = new Set<number>();
    let reads = 0;
    for (let batch = 0; batch < 400; batch++) {
      if (batch === 200)
        index.upsert({ id: 'late', sku: 'L', upc: [], epcGTIN: [gtins[3] as string], active: true, n: 9 });
      if (batch === 300) index.remove('i0');
      // Sizes around the group size, and repeats inside one batch (the same new tag twice in a group).
      const size = [1, GROUP - 1, GROUP, GROUP + 1, 3 * GROUP + 5, 200][batch % 6] as number;
      const hexes = Array.from({ length: size }, () => texts[Math.floor(rnd() * texts.length)] as string);
      if (size > 2) hexes[size - 1] = hexes[0] as string;
      many.resolveMany(hexes, out);
      expect(out.length).toBe(size);
      hexes.forEach((hex, i) => {
        const read = one.resolveEpcHex(hex);
        expect(out.tagIds[i]).toBe(read.tagId);
        expect(out.statuses[i]).toBe(statusOf(read.resolution));
        seen.add(out.statuses[i] as number);
        if (read.tagId >= 0) {
          expect(many.readOf(read.tagId).resolution).toEqual(read.resolution);
          expect(many.itemOf(read.tagId)).toBe(read.resolution.status === 'item' ? read.resolution.item : undefined);
        }
      });
      reads += size;
    }
    expect(reads).toBeGreaterThan(20_000);
    // Every status occurred, so every branch was compared.
    expect([...seen].sort()).toEqual(Object.values(ScanStatus).sort());
    expect(many.knownTags).toBe(one.knownTags);
  });

  it('keeps bare reads for its life (their tagIds live in the table) and bounds the other texts', () => {
    const { index } = catalog();
    const rfid = new RfidResolver(index, { cacheSize: 50 });
    const hexes = Array.from({ length: 120 }, (_, serial) => encodeSgtin96({ gtin14: '80614141123458', serial }));
    const ids = hexes.map((hex) => rfid.resolveEpcHex(hex).tagId);
    expect(ids).toEqual(hexes.map((_, i) => i));
    expect(rfid.cachedTags).toBe(120);
    // Lower-case texts go to the bounded text cache; their tagIds are the bare EPC's.
    const lower = hexes.map((hex) => rfid.resolveEpcHex(hex.toLowerCase()).tagId);
    expect(lower).toEqual(ids);
    expect(rfid.cachedTags).toBeLessThanOrEqual(120 + 50);
    expect(rfid.cachedTags).toBeGreaterThan(120);
    const again = rfid.resolveEpcHex(hexes[0] as string);
    expect(again.tagId).toBe(0);
    expect(again.resolution).toMatchObject({ status: 'item', item: { id: 'i0' } });
    expect(rfid.knownTags).toBe(120);
  });
});
