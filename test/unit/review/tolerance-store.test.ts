// Process: test (node). The tolerance store on a real journal file: zero tolerance until set, set replaces the
// store's tolerances whole, per store, kept across a reopen, bad limits refused, and the stored tolerances judge
// lines as tolerance.ts does.
import { describe, expect, it } from 'vitest';
import { judge } from '../../../domain/review/tolerance';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import { journalFiles } from '../plans/journal-files';

const STORE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const { journalPath, openAt, closeLast } = journalFiles('stocktake-tolerances-');

describe('tolerance store', () => {
  it('has zero tolerance for a store until one is set: only an exact count is within', () => {
    const t = createToleranceStore(openAt(journalPath())).get(STORE);
    expect(t).toEqual({ default: {} });
    expect(judge({ category: 'Shirts', expected: 10, counted: 10, price: 5 }, t)).toBe('within');
    expect(judge({ category: 'Shirts', expected: 10, counted: 9, price: 5 }, t)).toBe('beyond');
  });

  it('keeps each store its own tolerances, replaced whole by set, across a reopen', () => {
    const path = journalPath();
    const store = createToleranceStore(openAt(path), 'demo');
    store.set(STORE, { default: { units: 2, percent: 10 }, byCategory: { Shirts: { value: 50 } } });
    store.set(OTHER, { default: { units: 1 } });
    store.set(OTHER, { default: { percent: 5 } });
    closeLast();
    const again = createToleranceStore(openAt(path));
    expect(again.get(STORE)).toEqual({ default: { units: 2, percent: 10 }, byCategory: { Shirts: { value: 50 } } });
    expect(again.get(OTHER)).toEqual({ default: { percent: 5 } });
  });

  it('judges with the stored tolerances: a category tolerance replaces the default', () => {
    const store = createToleranceStore(openAt(journalPath()));
    store.set(STORE, { default: { units: 2 }, byCategory: { Jewelry: { units: 0 } } });
    const t = store.get(STORE);
    expect(judge({ category: 'Shirts', expected: 10, counted: 8, price: 5 }, t)).toBe('within');
    expect(judge({ category: 'Shirts', expected: 10, counted: 7, price: 5 }, t)).toBe('beyond');
    expect(judge({ category: 'Jewelry', expected: 10, counted: 9, price: 500 }, t)).toBe('beyond');
  });

  it('refuses a negative, infinite or unknown limit and an empty category name, keeping what was there', () => {
    const store = createToleranceStore(openAt(journalPath()));
    store.set(STORE, { default: { units: 3 } });
    const bad = [
      { default: { units: -1 } },
      { default: { percent: Number.POSITIVE_INFINITY } },
      { default: { pieces: 2 } },
      { default: {}, byCategory: { ' ': { units: 1 } } },
      { byCategory: {} },
    ];
    for (const t of bad)
      expect(() => store.set(STORE, t as never)).toThrow(expect.objectContaining({ code: 'bad_input' }));
    expect(store.get(STORE)).toEqual({ default: { units: 3 } });
  });

  it('trims category names and leaves out an empty per-category map', () => {
    const store = createToleranceStore(openAt(journalPath()));
    store.set(STORE, { default: { units: 1 }, byCategory: { ' Shirts ': { units: 4 } } });
    expect(store.get(STORE)).toEqual({ default: { units: 1 }, byCategory: { Shirts: { units: 4 } } });
    store.set(STORE, { default: { units: 1 }, byCategory: {} });
    expect(store.get(STORE)).toEqual({ default: { units: 1 } });
  });
});
