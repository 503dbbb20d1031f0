// Process: test (node). Known/unknown marking of reader codes from the catalog's in-memory scan index: silent while
// the cache is closed or still syncing (a half-synced catalog would call real items unknown), one status read a
// second at most, and answers that follow catalog changes and catalog switches.
import { describe, expect, it } from 'vitest';
import type { CatalogState } from '../../../contract/catalog';
import type { CatalogIndexRecord } from '../../../domain/catalog/index-feed';
import { encodeSgtin96 } from '../../../domain/codes';
import { ItemIndex } from '../../../domain/resolve';
import { catalogClassifier } from '../../../hosts/app/reader/reader-classify';

const GTIN = '80614141123458';
const EPC = encodeSgtin96({ gtin14: GTIN, serial: 7 });
const record = (id: string, gtin: string, upc: string[] = []): CatalogIndexRecord => ({
  id,
  sku: `SKU-${id}`,
  active: true,
  upc,
  epcGTIN: [gtin],
});

function fakeCatalog(state: CatalogState) {
  const calls = { status: 0 };
  const catalog = {
    state,
    index: new ItemIndex<CatalogIndexRecord>() as ItemIndex<CatalogIndexRecord> | null,
    status() {
      calls.status++;
      return { state: catalog.state } as never;
    },
    scanIndex: () => catalog.index,
  };
  return { catalog, calls };
}

describe('catalogClassifier', () => {
  it('answers known/unknown only when the catalog is ready or offline, reading the state once a second', () => {
    const { catalog, calls } = fakeCatalog('syncing');
    catalog.index?.upsert(record('a', GTIN, ['036000291452']));
    let t = 0;
    const classify = catalogClassifier(catalog, () => t);
    expect(classify('epc', EPC)).toBeUndefined();
    catalog.state = 'ready';
    expect(classify('epc', EPC)).toBeUndefined();
    expect(calls.status).toBe(1);
    t = 1000;
    expect(classify('epc', EPC)).toBe(true);
    expect(classify('barcode', '036000291452')).toBe(true);
    expect(classify('barcode', '012345678905')).toBe(false);
    expect(classify('epc', encodeSgtin96({ gtin14: '00614141123452', serial: 1 }))).toBe(false);
    expect(classify('epc', '3114257BF7194E4000001A85')).toBe(false); // SSCC-96: never an item
    expect(classify('epc', 'not hex')).toBe(false);
    expect(calls.status).toBe(2);
    catalog.state = 'offline';
    t = 2000;
    expect(classify('epc', EPC)).toBe(true);
  });

  it('follows the catalog: an item synced later is known on the next read; another catalog starts afresh', () => {
    const { catalog } = fakeCatalog('ready');
    const classify = catalogClassifier(catalog, () => 0);
    expect(classify('epc', EPC)).toBe(false);
    catalog.index?.upsert(record('late', GTIN));
    expect(classify('epc', EPC)).toBe(true);
    catalog.index = new ItemIndex<CatalogIndexRecord>();
    expect(classify('epc', EPC)).toBe(false);
    catalog.index = null;
    expect(classify('epc', EPC)).toBeUndefined();
  });

  it('answers stay right across the fresh resolvers it starts past maxTags', () => {
    const { catalog } = fakeCatalog('ready');
    catalog.index?.upsert(record('a', GTIN));
    const classify = catalogClassifier(catalog, () => 0, 100);
    const answers: (boolean | undefined)[] = [];
    for (let serial = 0; serial < 350; serial++) {
      answers.push(classify('epc', encodeSgtin96({ gtin14: GTIN, serial })));
      answers.push(classify('epc', encodeSgtin96({ gtin14: '00614141123452', serial })));
    }
    expect(answers.filter((a) => a === true)).toHaveLength(350);
    expect(answers.filter((a) => a === false)).toHaveLength(350);
  });
});
