// Process: node (unit test). The scan index's column layout: the typed-array key table through
// collisions, growth and deletion; the packed item text; and the whole index against a plain-Map model of the
// key-conflict rules (key-map.ts's README rules) over random upserts and removes, with and without keepItems.
import { describe, expect, it } from 'vitest';
import { checkDigit, decodeInput, gtinsOfUpc } from '../../../domain/codes';
import { ItemIndex, type ResolvableItem } from '../../../domain/resolve';
import { decodeIndexSnapshot, encodeIndexSnapshot } from '../../../domain/resolve/index-snapshot';
import { pack, unpack } from '../../../domain/resolve/item-pack';
import { KeyTable, NONE } from '../../../domain/resolve/key-table';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('KeyTable', () => {
  it.each([true, false])(
    'keeps keys whose words all collide apart by `same`, through growth and deletion (wide %s)',
    (wide) => {
      const t = new KeyTable(wide);
      const live = new Set<number>();
      const rand = rng(7);
      // Half the keys share words (0, 0): only `same` tells them apart; the rest spread.
      const words = (k: number): [number, number] => (k % 2 ? [0, 0] : [k * 7919, k]);
      for (let step = 0; step < 6000; step++) {
        const k = Math.floor(rand() * 3000);
        const [a, b] = words(k);
        if (rand() < 0.6) {
          t.set(a, b, k, (c) => c === k);
          live.add(k);
        } else expect(t.delete(a, b, (c) => c === k)).toBe(live.delete(k));
      }
      expect(t.size).toBe(live.size);
      for (let k = 0; k < 3000; k++) {
        const [a, b] = words(k);
        expect(t.find(a, b, (c) => c === k)).toBe(live.has(k) ? k : NONE);
      }
    },
  );
});

describe('item-pack', () => {
  it('round-trips id, SKU, UPCs as given and epcGTINs; separators inside a value are replaced', () => {
    const item = {
      id: 'x',
      sku: ' S 1 ',
      upc: ['036000291452', ' 12 ', ''],
      epcGTIN: ['00614141123452'],
      active: true,
    };
    expect(unpack(pack(item))).toEqual({ id: 'x', sku: ' S 1 ', upc: item.upc, epcGTIN: item.epcGTIN });
    expect(unpack(pack({ id: 'y', sku: '', upc: [], active: false }))).toEqual({
      id: 'y',
      sku: '',
      upc: [],
      epcGTIN: [],
    });
    expect(unpack(pack({ id: 'a\u0000b', sku: 'c\u0001', upc: [], active: true }))).toMatchObject({
      id: 'a\uFFFDb',
      sku: 'c\uFFFD',
    });
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
