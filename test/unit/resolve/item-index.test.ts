// Process: node (unit test). The in-memory resolver: GTIN from epcGTIN and from UPCs, SKU, UPC as typed,
// store-internal codes never by GTIN, inactive items flagged, non-items and unknown GTINs never guessed,
// incremental upsert/remove, the RFID fast path and the deduper.
import { describe, expect, it } from 'vitest';
import { decodeInput, encodeSgtin96 } from '../../../domain/codes';
import { ItemIndex, type ResolvableItem, RfidResolver, TagDeduper, TagIdDeduper } from '../../../domain/resolve';

interface TestItem extends ResolvableItem {
  description: string;
}

const shirt: TestItem = {
  id: 'a1',
  sku: 'SHIRT-RED-M',
  upc: ['036000291452'],
  epcGTIN: ['80614141123458', '00614141123452'],
  active: true,
  description: 'Red shirt M',
};
const oldMug: TestItem = { id: 'b2', sku: 'MUG-1', upc: ['4006381333931'], active: false, description: 'Mug' };
const deli: TestItem = {
  id: 'c3',
  sku: 'DELI-HAM',
  upc: ['2001234000000'],
  active: true,
  description: 'Ham by weight',
};
const tiny: TestItem = { id: 'd4', sku: 'GUM', upc: ['96385074'], active: true, description: 'Gum' };

function index(): ItemIndex<TestItem> {
  const ix = new ItemIndex<TestItem>();
  ix.upsertMany([shirt, oldMug, deli, tiny]);
  return ix;
}

const resolveText = <T extends ResolvableItem>(ix: ItemIndex<T>, text: string) => ix.resolve(decodeInput(text));

describe('ItemIndex.resolve', () => {
  it('an SGTIN EPC resolves by its GTIN (current or historical epcGTIN)', () => {
    const ix = index();
    expect(resolveText(ix, '3074257BF7194E4000001A85')).toMatchObject({ status: 'item', via: 'gtin', inactive: false });
    const historical = encodeSgtin96({ gtin14: '00614141123452', serial: 5 });
    expect(resolveText(ix, historical)).toMatchObject({ status: 'item', item: { id: 'a1' } });
  });

  it('a UPC-A, its 11-digit form and its GTIN-14 all resolve by GTIN; an EAN-13 of an inactive item is flagged', () => {
    const ix = index();
    for (const code of ['036000291452', '36000291452', '00036000291452', '(01)00036000291452(21)9']) {
      expect(resolveText(ix, code), code).toMatchObject({ status: 'item', item: { id: 'a1' }, via: 'gtin' });
    }
    expect(resolveText(ix, '4006381333931')).toMatchObject({ status: 'item', item: { id: 'b2' }, inactive: true });
  });

  it('SKU exact and case-insensitive', () => {
    const ix = index();
    expect(resolveText(ix, 'SHIRT-RED-M')).toMatchObject({ status: 'item', via: 'sku', item: { id: 'a1' } });
    expect(resolveText(ix, 'shirt-red-m')).toMatchObject({ status: 'item', via: 'sku' });
  });

  it('store-internal codes resolve only by UPC as typed, never by GTIN', () => {
    const ix = index();
    expect(resolveText(ix, '2001234000000')).toMatchObject({ status: 'item', via: 'upc', item: { id: 'c3' } });
    // Another item claiming the same GTIN through epcGTIN must not be found through a store-internal scan.
    ix.upsert({ id: 'x9', sku: 'X', upc: [], epcGTIN: ['02001234000000'], active: true, description: 'x' });
    expect(resolveText(ix, '2001234000000')).toMatchObject({ status: 'item', item: { id: 'c3' }, via: 'upc' });
    ix.remove('c3');
    expect(resolveText(ix, '2001234000000')).toMatchObject({ status: 'unknown' });
  });

  it('8-digit codes stored as EAN-8 resolve from a scan with or without a symbology identifier', () => {
    const ix = index();
    expect(resolveText(ix, '96385074')).toMatchObject({ status: 'item', item: { id: 'd4' } });
    expect(resolveText(ix, ']E496385074')).toMatchObject({ status: 'item', item: { id: 'd4' } });
  });

  it('unknown GTINs, non-item EPCs and invalid input are never an item', () => {
    const ix = index();
    expect(resolveText(ix, encodeSgtin96({ gtin14: '09506000134352', serial: 1 }))).toMatchObject({
      status: 'unknown',
    });
    expect(resolveText(ix, '3174257BF4499602D2000000')).toEqual({ status: 'notTradeItem', scheme: 'sscc-96' });
    expect(resolveText(ix, '307C257BF7194E4000001A85')).toMatchObject({ status: 'invalid' });
    expect(resolveText(ix, '036000291453')).toMatchObject({ status: 'invalid' });
    expect(resolveText(ix, 'NO-SUCH-SKU')).toMatchObject({ status: 'unknown' });
  });

  it('a digit SKU that fails a check digit still matches its SKU exactly', () => {
    const ix = index();
    ix.upsert({ id: 'e5', sku: '12345678', upc: [], active: true, description: 'digits' });
    expect(decodeInput('12345678').type).toBe('invalid');
    expect(resolveText(ix, '12345678')).toMatchObject({ status: 'item', via: 'sku', item: { id: 'e5' } });
  });

  it("upsert replaces an item's keys; remove drops them", () => {
    const ix = index();
    ix.upsert({ ...shirt, sku: 'SHIRT-RED-L', upc: [], epcGTIN: ['09506000134352'] });
    expect(resolveText(ix, 'SHIRT-RED-M')).toMatchObject({ status: 'unknown' });
    expect(resolveText(ix, '036000291452')).toMatchObject({ status: 'unknown' });
    expect(resolveText(ix, '09506000134352')).toMatchObject({ status: 'item', item: { id: 'a1' } });
    expect(ix.remove('a1')).toBe(true);
    expect(ix.remove('a1')).toBe(false);
    expect(resolveText(ix, '09506000134352')).toMatchObject({ status: 'unknown' });
    expect(ix.size).toBe(3);
  });

  it('an active item keeps a GTIN that an inactive item also claims', () => {
    const ix = new ItemIndex();
    ix.upsert({ id: 'new', sku: 'N', upc: [], epcGTIN: ['80614141123458'], active: true });
    ix.upsert({ id: 'old', sku: 'O', upc: [], epcGTIN: ['80614141123458'], active: false });
    expect(resolveText(ix, '80614141123458')).toMatchObject({ status: 'item', item: { id: 'new' } });
  });

  it('removing or changing the winner of a shared key hands it to the other claimant', () => {
    const ix = new ItemIndex();
    ix.upsert({ id: 'one', sku: 'A', upc: ['036000291452'], active: true });
    ix.upsert({ id: 'two', sku: 'B', upc: ['036000291452'], active: true });
    expect(resolveText(ix, '036000291452')).toMatchObject({ item: { id: 'two' } });
    ix.remove('two');
    expect(resolveText(ix, '036000291452')).toMatchObject({ item: { id: 'one' } });
    ix.upsert({ id: 'two', sku: 'B', upc: ['036000291452'], active: true });
    ix.upsert({ id: 'two', sku: 'B', upc: [], active: true });
    expect(resolveText(ix, '036000291452')).toMatchObject({ item: { id: 'one' } });
    ix.remove('one');
    expect(resolveText(ix, '036000291452')).toMatchObject({ status: 'unknown' });
    // An inactive loser comes back only when no active claimant is left.
    ix.upsert({ id: 'old', sku: 'O', upc: [], epcGTIN: ['80614141123458'], active: false });
    ix.upsert({ id: 'new', sku: 'N', upc: [], epcGTIN: ['80614141123458'], active: true });
    ix.upsert({ id: 'newer', sku: 'M', upc: [], epcGTIN: ['80614141123458'], active: true });
    ix.remove('newer');
    expect(resolveText(ix, '80614141123458')).toMatchObject({ item: { id: 'new' } });
    ix.remove('new');
    expect(resolveText(ix, '80614141123458')).toMatchObject({ item: { id: 'old' }, inactive: true });
  });
});

describe('RfidResolver and TagDeduper', () => {
  it('resolves from the cache and follows catalog changes', () => {
    const ix = index();
    const rfid = new RfidResolver(ix);
    const hex = encodeSgtin96({ gtin14: '09506000134352', serial: 42 });
    const first = rfid.resolveEpcHex(hex);
    expect(first.resolution.status).toBe('unknown');
    expect(rfid.resolveEpcHex(hex)).toBe(first); // cached: same object, no work
    ix.upsert({ id: 'z', sku: 'Z', upc: ['09506000134352'], active: true, description: 'z' });
    expect(rfid.resolveEpcHex(hex).resolution).toMatchObject({ status: 'item', item: { id: 'z' } });
    expect(rfid.cachedTags).toBe(1);
  });

  it('gives the EPC without PC and CRC as the identity to count by', () => {
    const rfid = new RfidResolver(index());
    const framed = rfid.resolveEpcHex('340030751FEB705C5904E3D50D703A76');
    expect(framed.epc).toBe('30751FEB705C5904E3D50D70');
    expect(rfid.resolveEpcHex('3074257BF7194E4000001A85', { pc: 0x3000 }).epc).toBe('3074257BF7194E4000001A85');
    expect(rfid.resolveEpcHex('zz').epc).toBeNull();
  });

  it('gives each distinct EPC one dense tagId, the same for framed and bare reads of it', () => {
    const rfid = new RfidResolver(index());
    const a = rfid.resolveEpcHex('3074257BF7194E4000001A85');
    const b = rfid.resolveEpcHex(encodeSgtin96({ gtin14: '80614141123458', serial: 1 }));
    const framed = rfid.resolveEpcHex('30003074257BF7194E4000001A85');
    expect([a.tagId, b.tagId, framed.tagId]).toEqual([0, 1, 0]);
    expect(rfid.resolveEpcHex('nonsense').tagId).toBe(-1);
    expect(rfid.knownTags).toBe(2);
  });

  it('the text cache is bounded, reads with a PC hint included, and tagIds survive a clear', () => {
    const rfid = new RfidResolver(index(), { cacheSize: 10 });
    for (let i = 0; i < 25; i++) {
      const hex = encodeSgtin96({ gtin14: '80614141123458', serial: i });
      rfid.resolveEpcHex(hex);
      expect(rfid.resolveEpcHex(hex, { pc: 0x3000 }).tagId).toBe(i);
    }
    // 25 bare EPCs (kept: they hold the tagIds) and at most 10 PC-hinted texts.
    expect(rfid.cachedTags).toBeLessThanOrEqual(25 + 10);
    expect(rfid.resolveEpcHex(encodeSgtin96({ gtin14: '80614141123458', serial: 0 })).tagId).toBe(0);
    // The same text read with a different PC is a different read: here an ISO identifier.
    expect(rfid.resolveEpcHex('3074257BF7194E4000001A85', { pc: 0x3100 }).decoded.type).toBe('notTradeItem');
    expect(rfid.resolveEpcHex('3074257BF7194E4000001A85', { pc: 0x3000 }).decoded.type).toBe('epc');
  });

  it('counts each tag once', () => {
    const d = new TagDeduper();
    expect(d.add('A')).toBe(true);
    expect(d.add('A')).toBe(false);
    expect(d.add('B')).toBe(true);
    expect(d).toMatchObject({ uniqueTags: 2, totalReads: 3 });
    d.clear();
    expect(d).toMatchObject({ uniqueTags: 0, totalReads: 0 });
  });

  it('counts each tagId once, growing past its first bitmap', () => {
    const d = new TagIdDeduper();
    expect(d.add(0)).toBe(true);
    expect(d.add(0)).toBe(false);
    expect(d.add(100_000)).toBe(true);
    expect(d.add(100_000)).toBe(false);
    expect(d.has(100_000)).toBe(true);
    expect(d.has(99_999)).toBe(false);
    expect(d.has(10_000_000)).toBe(false);
    expect(d).toMatchObject({ uniqueTags: 2, totalReads: 4 });
    d.clear();
    expect(d.add(100_000)).toBe(true);
  });
});
