// Process: node (unit test). The RFID resolver's word-keyed hash table: which texts it takes (24 upper-case
// hex digits only), lookups through probe chains and growth, clear, and agreement with a Map on random
// keys; then the resolver built on it against a plain model of its contract (decodeEpcHex + ItemIndex,
// tagIds by first sight) on random reads: bare, lower case, framed, PC-hinted, invalid, repeated.
import { describe, expect, it } from 'vitest';
import { type DecodedEpc, decodeEpcHex, type EpcHint, encodeSgtin96 } from '../../../main/codes';
import { ItemIndex, type ResolvableItem, RfidResolver } from '../../../main/resolve';
import { EpcWordTable } from '../../../main/resolve/epc-table';
import { prng } from '../../helpers/prng';

const HEX = '0123456789ABCDEF';
const randomHex = (rnd: () => number, n: number) =>
  Array.from({ length: n }, () => HEX[Math.floor(rnd() * 16)] as string).join('');

/** Stores each key's text as its value, the way the resolver stores one record per text. */
function tableOf(keys: string[]): EpcWordTable<string> {
  const table = new EpcWordTable<string>();
  for (const key of keys) {
    expect(table.findHex(key)).toBeUndefined();
    table.addLast(key);
  }
  return table;
}

describe('EpcWordTable', () => {
  it('takes exactly 24 upper-case hex digits; anything else is null, never a key', () => {
    const table = tableOf(['3074257BF7194E4000001A85']);
    expect(table.findHex('3074257BF7194E4000001A85')).toBe('3074257BF7194E4000001A85');
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
      expect(table.findHex(text)).toBeNull();
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
    for (const key of unique) expect(table.findHex(key)).toBe(key);
    for (let i = 0; i < 5000; i++) {
      const other = randomHex(rnd, 24);
      if (!given.has(other)) expect(table.findHex(other)).toBeUndefined();
    }
  });

  it('leaves the parsed words in lastKey after a miss, and add() stores under given words', () => {
    const table = new EpcWordTable<number>();
    expect(table.findHex('FFFFFFFF0000000180000000')).toBeUndefined();
    expect([...table.lastKey]).toEqual([-1, 1, -(2 ** 31)]);
    table.addLast(7);
    table.add(0x30000000, 0, 5, 0); // zero is a value like any other
    expect(table.find(-1, 1, -(2 ** 31))).toBe(7);
    expect(table.findHex('FFFFFFFF0000000180000000')).toBe(7);
    expect(table.findHex('300000000000000000000005')).toBe(0);
    expect(table.find(0x30000000, 0, 6)).toBeUndefined();
  });

  it('clear empties it and it fills again', () => {
    const rnd = prng(2);
    const keys = Array.from({ length: 3000 }, () => randomHex(rnd, 24));
    const table = tableOf(keys);
    table.clear();
    expect(table.size).toBe(0);
    for (const key of keys) expect(table.findHex(key)).toBeUndefined();
    const again = tableOf(keys.slice(0, 100));
    for (const key of keys.slice(0, 100)) expect(again.findHex(key)).toBe(key);
  });

  it('agrees with a Map on a random mix of texts and repeats', () => {
    const rnd = prng(3);
    const table = new EpcWordTable<number>();
    const model = new Map<string, number>();
    const seen: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const r = rnd();
      let text: string;
      if (r < 0.5 && seen.length > 0) text = seen[Math.floor(rnd() * seen.length)] as string;
      else if (r < 0.9) text = randomHex(rnd, 24);
      else if (r < 0.95) text = randomHex(rnd, 24).toLowerCase();
      else text = randomHex(rnd, Math.floor(rnd() * 30));
      const valid = /^[0-9A-F]{24}$/.test(text);
      const found = table.findHex(text);
      if (!valid) {
        expect(found).toBeNull();
        continue;
      }
      expect(found).toBe(model.get(text));
      if (found === undefined) {
        table.addLast(i);
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

  it('keeps to the cache size with word-table reads too, and keeps tagIds across a clear', () => {
    const { index } = catalog();
    const rfid = new RfidResolver(index, { cacheSize: 50 });
    const hexes = Array.from({ length: 120 }, (_, serial) => encodeSgtin96({ gtin14: '80614141123458', serial }));
    const ids = hexes.map((hex) => rfid.resolveEpcHex(hex).tagId);
    expect(ids).toEqual(hexes.map((_, i) => i));
    expect(rfid.cachedTags).toBeLessThanOrEqual(50);
    expect(rfid.cachedTags).toBeGreaterThan(0);
    // The early reads were dropped with the cache: decoded again, same tagId, a new record.
    const again = rfid.resolveEpcHex(hexes[0] as string);
    expect(again.tagId).toBe(0);
    expect(again.resolution).toMatchObject({ status: 'item', item: { id: 'i0' } });
    expect(rfid.knownTags).toBe(120);
  });
});
