// Process: test (node). Known/unknown marking of reader codes from the catalog: silent while the cache is closed or
// still syncing (a half-synced catalog would call real items unknown), and one status read a second at most.
import { describe, expect, it } from 'vitest';
import type { CatalogState, LookupResultView } from '../../../main/app/catalog-types';
import { catalogClassifier, LOOKUPS_PER_TICK } from '../../../main/app/reader-classify';

function fakeCatalog(state: CatalogState, items: Set<string>) {
  const calls = { status: 0, lookup: 0 };
  const catalog = {
    state,
    status() {
      calls.status++;
      return { state: catalog.state } as never;
    },
    lookup(text: string) {
      calls.lookup++;
      if (text === 'THROWS') throw new Error('closed');
      return { status: items.has(text) ? 'item' : 'unknown' } as LookupResultView;
    },
  };
  return { catalog, calls };
}

describe('catalogClassifier', () => {
  it('answers known/unknown only when the catalog is ready or offline', async () => {
    const { catalog, calls } = fakeCatalog('syncing', new Set(['A']));
    const classify = catalogClassifier(catalog);
    expect(classify('epc', 'A')).toBeUndefined();
    expect(calls.lookup).toBe(0);
    catalog.state = 'ready';
    // The state is re-read at most once a second.
    expect(classify('epc', 'A')).toBeUndefined();
    expect(calls.status).toBe(1);
    await new Promise((r) => setTimeout(r, 1050));
    expect(classify('epc', 'A')).toBe(true);
    expect(classify('barcode', 'B')).toBe(false);
    expect(classify('barcode', 'THROWS')).toBeUndefined();
    expect(calls.status).toBe(2);
  });
});

describe('catalogClassifier budget', () => {
  it('does at most LOOKUPS_PER_TICK lookups per 100 ms and answers the rest later', () => {
    const { catalog, calls } = fakeCatalog('ready', new Set(['T1']));
    let t = 0;
    const classify = catalogClassifier(catalog, () => t);
    const answers = Array.from({ length: LOOKUPS_PER_TICK + 10 }, (_, i) => classify('epc', `T${i}`));
    expect(calls.lookup).toBe(LOOKUPS_PER_TICK);
    expect(answers[1]).toBe(true);
    expect(answers.slice(LOOKUPS_PER_TICK)).toEqual(Array(10).fill(undefined));
    t = 100;
    expect(classify('epc', 'T55')).toBe(false);
  });
});
