// Process: node (unit test). The scan index's column layout: the typed-array key table through
// collisions, growth and deletion; the compact item record; and the whole index against a plain-Map model of the
// key-conflict rules (key-map.ts's README rules) over random upserts and removes, with and without keepItems.
import { describe, expect, it } from 'vitest';
import { checkDigit, decodeInput, gtinsOfUpc } from '../../../domain/codes';
import { ItemIndex, type ResolvableItem } from '../../../domain/resolve';
import { decodeIndexSnapshot, encodeIndexSnapshot } from '../../../domain/resolve/index-snapshot';
import { encodeRecord, RecordReader } from '../../../domain/resolve/item-record';
import { KeyTable, MOVE_STEP, NONE } from '../../../domain/resolve/key-table';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('KeyTable', () => {
  it('keeps keys whose hashes all collide apart by `same`, through growth and deletion', () => {
    // The code is the key itself here; half the keys share one hash: only `same` tells them apart.
    const hash = (k: number) => (k % 2 ? 0 : Math.imul(k, 7919));
    const t = new KeyTable(hash);
    const live = new Set<number>();
    const rand = rng(7);
    for (let step = 0; step < 6000; step++) {
      const k = Math.floor(rand() * 3000);
      if (rand() < 0.6) {
        t.set(hash(k), k, (c) => c === k);
        live.add(k);
      } else expect(t.delete(hash(k), (c) => c === k)).toBe(live.delete(k));
    }
    expect(t.size).toBe(live.size);
    for (let k = 0; k < 3000; k++) expect(t.find(hash(k), (c) => c === k)).toBe(live.has(k) ? k : NONE);
  });

  it('grows a few slots at a time: every key found, replaced and deleted while its old slot has not moved', () => {
    const hash = (k: number) => (k % 7 ? Math.imul(k, 2654435761) : k % 5);
    let hashed = 0;
    const keyOf = (code: number) => code % 100_000;
    const t = new KeyTable((code) => {
      hashed++;
      return hash(keyOf(code));
    });
    const live = new Map<number, number>();
    const rand = rng(11);
    let growths = 0;
    let worst = 0;
    for (let step = 0; step < 40_000; step++) {
      const k = Math.floor(rand() * 12_000);
      const same = (c: number) => keyOf(c) === k;
      const was = t.growing;
      hashed = 0;
      if (rand() < 0.7) {
        // The code names the key (k) and a version, as an item's place among its keys does.
        const code = k + 100_000 * Math.floor(rand() * 5);
        t.set(hash(k), code, same);
        live.set(k, code);
        // An insert or a replace hashes only the old entries it moves (a delete also rehashes its chain).
        worst = Math.max(worst, hashed);
      } else expect(t.delete(hash(k), same)).toBe(live.delete(k));
      if (!was && t.growing) growths++;
      if (t.growing) {
        const probe = Math.floor(rand() * 12_000);
        expect(t.find(hash(probe), (c) => keyOf(c) === probe)).toBe(live.get(probe) ?? NONE);
      }
    }
    expect(growths).toBeGreaterThanOrEqual(3);
    // A growth rehashes MOVE_STEP old slots a change, never the whole table at once.
    expect(worst).toBeLessThanOrEqual(MOVE_STEP);
    expect(t.size).toBe(live.size);
    for (let k = 0; k < 12_000; k++) expect(t.find(hash(k), (c) => keyOf(c) === k)).toBe(live.get(k) ?? NONE);
    // A snapshot finishes a growth under way: one set of slots holding every key.
    const state = t.state();
    expect(t.growing).toBe(false);
    expect(state.count).toBe(live.size);
    const copy = new KeyTable((code) => hash(keyOf(code)));
    copy.restore({ slots: state.slots.slice(), count: state.count });
    for (const [k, code] of live) expect(copy.find(hash(k), (c) => keyOf(c) === k)).toBe(code);
  });
});

describe('item-record', () => {
  const read = (item: Parameters<typeof encodeRecord>[0], keys: number[]) => {
    const r = new RecordReader();
    r.buf = Buffer.concat([Buffer.from([9, 9, 9]), encodeRecord(item, keys)]);
    const at = 3;
    return {
      fields: { id: r.id(at), sku: r.sku(at), upc: r.list(at, 0), epcGTIN: r.list(at, 1), active: r.active(at) },
      keys: Array.from({ length: r.keys(at) }, (_, i) => r.key(at, i)),
      length: r.length(at),
      bytes: r.buf.length - at,
      reader: r,
    };
  };

  it("round-trips id, SKU, UPCs as given, epcGTINs and the keys; a key's digits are a one-byte reference", () => {
    const item = {
      id: 'x\u0000é',
      sku: ' S 1 ',
      upc: ['036000291452', ' 12 ', '', '036000291452', '0012'],
      epcGTIN: ['00614141123452', 'not a gtin'],
      active: true,
    };
    const keys = [614141123452, 36000291452, 2 ** 47 + 5];
    const got = read(item, keys);
    expect(got.fields).toEqual(item);
    expect(got.keys).toEqual(keys);
    expect(got.length).toBe(got.bytes);
    expect(read({ id: 'y', sku: '', upc: [], active: false }, []).fields).toEqual({
      id: 'y',
      sku: '',
      upc: [],
      epcGTIN: [],
      active: false,
    });
  });

  it('a canonical UUID id is its 16 bytes; any other id (upper case too) is kept as given', () => {
    const uuid = '00061a80-b7ae-529c-ab44-b919f9e452d8';
    const small = read({ id: uuid, sku: 'FB-00001', upc: ['614104000004'], active: true }, [614104000004]);
    expect(small.fields.id).toBe(uuid);
    expect(small.reader.hasId(3, uuid)).toBe(true);
    expect(small.reader.hasId(3, uuid.replace('d8', 'd9'))).toBe(false);
    expect(small.reader.hasId(3, uuid.toUpperCase())).toBe(false);
    // flags, 16, SKU 1+8, one key 1+6, one UPC 1+1, no epcGTIN 1
    expect(small.bytes).toBe(1 + 16 + 9 + 7 + 2 + 1);
    const upper = read({ id: uuid.toUpperCase(), sku: '', upc: [], active: true }, []);
    expect(upper.fields.id).toBe(uuid.toUpperCase());
    expect(upper.reader.hasId(3, uuid)).toBe(false);
  });
});

/** The rules of key-map.ts on plain Maps: winner per key, losing claimants oldest first. */
class ModelKeys<K> {
  winners = new Map<K, ResolvableItem>();
  others = new Map<K, ResolvableItem[]>();
  claim(key: K, item: ResolvableItem): void {
    const holder = this.winners.get(key);
    if (!holder || holder.id === item.id) return void this.winners.set(key, item);
    const q = this.others.get(key) ?? [];
    if (holder.active && !item.active) q.push(item);
    else {
      q.push(holder);
      this.winners.set(key, item);
    }
    this.others.set(key, q);
  }
  release(key: K, item: ResolvableItem): void {
    const q = this.others.get(key) ?? [];
    if (this.winners.get(key)?.id !== item.id) {
      const at = q.findIndex((o) => o.id === item.id);
      if (at >= 0) q.splice(at, 1);
      return;
    }
    if (q.length === 0) return void this.winners.delete(key);
    let next = q.length - 1;
    for (let i = q.length - 1; i >= 0; i--)
      if (q[i]?.active) {
        next = i;
        break;
      }
    this.winners.set(key, q[next] as ResolvableItem);
    q.splice(next, 1);
  }
}

class Model {
  byId = new Map<string, ResolvableItem>();
  gtin = new ModelKeys<number>();
  sku = new ModelKeys<string>();
  folded = new ModelKeys<string>();
  upc = new ModelKeys<string>();
  private each(item: ResolvableItem, f: (m: ModelKeys<never>, key: never) => void): void {
    const g = new Set<number>();
    for (const e of item.epcGTIN ?? []) if (/^\d{14}$/.test(e)) g.add(Number(e));
    for (const u of item.upc) for (const x of gtinsOfUpc(u)) g.add(Number(x));
    for (const k of g) f(this.gtin as ModelKeys<never>, k as never);
    const s = item.sku.trim();
    if (s) {
      f(this.sku as ModelKeys<never>, s as never);
      f(this.folded as ModelKeys<never>, s.toUpperCase() as never);
    }
    for (const u of new Set(item.upc.map((x) => x.trim()))) if (u) f(this.upc as ModelKeys<never>, u as never);
  }
  upsert(item: ResolvableItem): void {
    const prev = this.byId.get(item.id);
    if (prev) this.each(prev, (m, k) => m.release(k, prev));
    this.byId.set(item.id, item);
    this.each(item, (m, k) => m.claim(k, item));
  }
  remove(id: string): void {
    const prev = this.byId.get(id);
    if (!prev) return;
    this.each(prev, (m, k) => m.release(k, prev));
    this.byId.delete(id);
  }
}

const upcA = (n: number) => {
  const body = `0${String(36000291 + n).padStart(10, '0')}`;
  return body + checkDigit(body);
};

describe('ItemIndex layout against the model', () => {
  for (const keepItems of [true, false]) {
    it(`random upserts and removes give the model's winners (keepItems ${keepItems})`, () => {
      const rand = rng(keepItems ? 11 : 12);
      const pick = <V>(xs: V[]) => xs[Math.floor(rand() * xs.length)] as V;
      const upcs = [...Array.from({ length: 12 }, (_, i) => upcA(i)), '2001234000000', ' 77 ', 'abc'];
      const gtins = Array.from({ length: 10 }, (_, i) => {
        const body = `1${String(614141000 + i).padStart(12, '0')}`;
        return body + checkDigit(body);
      });
      const skus = ['A-1', 'a-1', 'B-2', ' C-3 ', 'ÄB', 'äb', ''];
      const ix = new ItemIndex({ keepItems });
      const model = new Model();
      for (let step = 0; step < 3000; step++) {
        const id = `i${Math.floor(rand() * 60)}`;
        if (rand() < 0.25) {
          expect(ix.remove(id)).toBe(model.byId.has(id));
          model.remove(id);
        } else {
          const item: ResolvableItem = {
            id,
            sku: pick(skus),
            upc: Array.from({ length: Math.floor(rand() * 3) }, () => pick(upcs)),
            epcGTIN: Array.from({ length: Math.floor(rand() * 2) }, () => pick(gtins)),
            active: rand() < 0.7,
          };
          ix.upsert(item);
          model.upsert(item);
        }
        if (step % 50 !== 0) continue;
        expect(ix.size).toBe(model.byId.size);
        const idOf = (r: ReturnType<typeof ix.resolve>) => (r.status === 'item' ? `${r.via}:${r.item.id}` : r.status);
        for (const g of gtins) expect(ix.byGtin14(g)?.id, g).toBe(model.gtin.winners.get(Number(g))?.id);
        for (const text of [...upcs, ...skus, 'a-1', 'ab']) {
          const t = text.trim();
          if (!t) continue;
          const r = ix.resolve(decodeInput(text));
          const d = decodeInput(text);
          // What the model says for a text that is not a GTIN hit: UPC as typed, then SKU, then folded SKU.
          const gtinHit =
            d.type === 'barcode' && !d.storeInternal ? model.gtin.winners.get(Number(d.gtin14)) : undefined;
          const byText = (k: string) =>
            model.upc.winners.get(k)
              ? `upc:${model.upc.winners.get(k)?.id}`
              : (model.sku.winners.get(k) ?? model.folded.winners.get(k.toUpperCase()))
                ? `sku:${(model.sku.winners.get(k) ?? model.folded.winners.get(k.toUpperCase()))?.id}`
                : null;
          if (gtinHit) expect(idOf(r), text).toBe(`gtin:${gtinHit.id}`);
          else if (r.status === 'item')
            expect(idOf(r), text).toBe(byText(d.type === 'barcode' ? d.code : t) ?? byText(t));
          else expect(byText(t), text).toBeNull();
          if (r.status === 'item') expect(r.inactive).toBe(!model.byId.get(r.item.id)?.active);
        }
        for (const [id, item] of model.byId)
          expect(ix.get(id)).toMatchObject({ id, sku: item.sku, active: item.active });
      }
    });
  }

  it('keepItems false hands out records made from the text, one object while cached, a new one after a change', () => {
    const ix = new ItemIndex({ keepItems: false });
    const item = { id: 'a', sku: 'S', upc: ['036000291452'], epcGTIN: ['00614141123452'], active: true, extra: 1 };
    ix.upsert(item);
    const got = ix.byGtin14('00614141123452');
    expect(got).toEqual({ id: 'a', sku: 'S', upc: ['036000291452'], epcGTIN: ['00614141123452'], active: true });
    expect(got).not.toBe(item);
    expect(ix.get('a')).toBe(got);
    ix.upsert({ ...item, active: false });
    expect(ix.get('a')).toMatchObject({ active: false });
  });
});

describe('item records in one buffer', () => {
  it('changed items leave garbage that is compacted away: answers stay, the buffer stays bounded, a snapshot keeps both', () => {
    const ix = new ItemIndex({ keepItems: false });
    const item = (i: number, round: number) => ({
      id: `id-${i}`,
      sku: `S${i}-${round}`,
      upc: [upcA(i)],
      epcGTIN: [],
      active: (i + round) % 3 > 0,
    });
    for (let i = 0; i < 2000; i++) ix.upsert(item(i, 0));
    const firstBytes = ix.tableBytes;
    for (let round = 1; round <= 6; round++) for (let i = 0; i < 2000; i++) ix.upsert(item(i, round));
    // Six rounds of new records in place of the old: without compaction the buffer would hold seven of each.
    expect(ix.tableBytes).toBeLessThan(firstBytes * 1.5);
    for (const i of [0, 999, 1999]) {
      expect(ix.get(`id-${i}`)).toEqual({ ...item(i, 6), upc: [upcA(i)] });
      expect(ix.resolve(decodeInput(`s${i}-6`))).toMatchObject({ status: 'item', via: 'sku' });
      expect(ix.resolve(decodeInput(`S${i}-5`))).toMatchObject({ status: 'unknown' });
      expect(ix.byGtin14(`00${upcA(i)}`)?.id).toBe(`id-${i}`);
    }
    ix.upsert(item(7, 7)); // garbage left behind in the snapshot's buffer
    const decoded = decodeIndexSnapshot(Buffer.concat(encodeIndexSnapshot(ix.state(), 's')));
    const back = new ItemIndex({ keepItems: false });
    if (decoded.stamp !== null) back.restore(decoded.state);
    for (const i of [0, 7, 1999]) expect(back.get(`id-${i}`)).toEqual(ix.get(`id-${i}`));
    for (let round = 8; round <= 12; round++) for (let i = 0; i < 2000; i++) back.upsert(item(i, round));
    expect(back.get('id-7')).toEqual({ ...item(7, 12), upc: [upcA(7)] });
    expect(back.tableBytes).toBeLessThan(firstBytes * 1.5);
  });
});

describe('keys per item', () => {
  it("an item's first 32 UPCs and GTIN keys are indexed (a table code has room for 32 places), the rest not", () => {
    const ix = new ItemIndex({ keepItems: false });
    const upcs = Array.from({ length: 34 }, (_, i) => upcA(100 + i));
    ix.upsert({ id: 'many', sku: 'M', upc: upcs, epcGTIN: [], active: true });
    expect(ix.get('many')?.upc).toEqual(upcs);
    expect(ix.resolve(decodeInput(upcs[31] as string))).toMatchObject({ status: 'item', via: 'gtin' });
    expect(ix.resolve(decodeInput(upcs[32] as string))).toMatchObject({ status: 'unknown' });
    ix.remove('many');
    expect(ix.resolve(decodeInput(upcs[0] as string))).toMatchObject({ status: 'unknown' });
  });
});

describe('index snapshot encoding', () => {
  it('120,000 items (several text parts) decode to the same index; one changed byte is refused', () => {
    const ix = new ItemIndex({ keepItems: false });
    for (let i = 0; i < 120_000; i++)
      ix.upsert({ id: `id-${i}`, sku: `S${i}`, upc: [], epcGTIN: [], active: i % 7 > 0 });
    ix.remove('id-5');
    const bytes = Buffer.concat(encodeIndexSnapshot(ix.state(), 'stamp-1'));
    const decoded = decodeIndexSnapshot(bytes);
    expect(decoded.stamp).toBe('stamp-1');
    const back = new ItemIndex({ keepItems: false });
    if (decoded.stamp !== null) back.restore(decoded.state);
    expect(back.size).toBe(119_999);
    for (const i of [0, 1, 5, 49_999, 50_000, 50_001, 119_999]) {
      expect(back.get(`id-${i}`), String(i)).toEqual(ix.get(`id-${i}`));
      expect(back.resolve(decodeInput(`s${i}`))).toEqual(ix.resolve(decodeInput(`s${i}`)));
    }
    // The freed number is reused after the round trip as before it.
    back.upsert({ id: 'new', sku: 'N', upc: [], active: true });
    expect(back.get('new')).toMatchObject({ sku: 'N' });
    bytes.writeUInt8(bytes.readUInt8(bytes.length >> 1) ^ 1, bytes.length >> 1);
    expect(decodeIndexSnapshot(bytes)).toEqual({ stamp: null, reason: 'checksum' });
  });
});
