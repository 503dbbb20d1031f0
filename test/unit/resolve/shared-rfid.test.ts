// Process: test (node). Each reader read is resolved once: the reader's known/unknown marking and the scan pipeline
// counting and receiving ingest through share the index's one RfidResolver, so the second look at a tag adds no
// tag; another index has its own; past the limit a fresh one starts and still answers right.
import { describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../../domain/codes';
import { ItemIndex, type ResolvableItem } from '../../../domain/resolve';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import { sharedRfidResolver } from '../../../domain/resolve/shared-rfid';
import { catalogClassifier } from '../../../hosts/app/reader/reader-classify';

const GTIN = '80614141123458';
const item: ResolvableItem = { id: 'a1', sku: 'SHIRT', upc: [], epcGTIN: [GTIN], active: true };
const epc = (serial: number) => encodeSgtin96({ gtin14: GTIN, serial });
const noPackSizes = { get: () => null };

function ready(index: ItemIndex<ResolvableItem>) {
  return catalogClassifier({ status: () => ({ state: 'ready' }) as never, scanIndex: () => index as never }, () => 0);
}

describe('shared RFID resolution', () => {
  it('the count resolves what the reader marking resolved: one record, no second decode', () => {
    const index = new ItemIndex<ResolvableItem>();
    index.upsert(item);
    expect(ready(index)('epc', epc(1))).toBe(true);
    const resolver = sharedRfidResolver(index, 1000);
    expect(resolver.knownTags).toBe(1);
    const scanned = createScanItemResolver(index, noPackSizes).tag(epc(1));
    expect(scanned).toMatchObject({ kind: 'tag', item: { id: 'a1' } });
    expect(sharedRfidResolver(index, 1000)).toBe(resolver);
    expect(resolver.knownTags).toBe(1);
  });

  it('another index has its own resolver; past the limit a fresh one answers the same', () => {
    const a = new ItemIndex<ResolvableItem>();
    const b = new ItemIndex<ResolvableItem>();
    a.upsert(item);
    expect(sharedRfidResolver(a, 10)).not.toBe(sharedRfidResolver(b, 10));
    const first = sharedRfidResolver(a, 2);
    first.resolveEpcHex(epc(1));
    first.resolveEpcHex(epc(2));
    const fresh = sharedRfidResolver(a, 2);
    expect(fresh).not.toBe(first);
    expect(fresh.resolveEpcHex(epc(1)).resolution.status).toBe('item');
    expect(sharedRfidResolver(b, 10).resolveEpcHex(epc(1)).resolution.status).toBe('unknown');
  });
});
