// Process: test (node). Minimum rules: the size-curve default (every SKU the store carries of a style it holds, one
// each), category minimums over the same range, item overrides over everything (0 takes an item off), and area
// roles proposed from names.
import { describe, expect, it } from 'vitest';
import { proposeRole } from '../../../domain/replenish/area-roles';
import { type MinimumRules, resolveMinimums } from '../../../domain/replenish/minimums';
import type { StoreItem } from '../../../domain/replenish/store-items';

const item = (itemId: string, over: Partial<StoreItem> = {}): StoreItem => ({
  itemId,
  sku: itemId.toUpperCase(),
  description: itemId,
  categoryId: 'tops',
  category: 'Tops',
  styleId: null,
  onHand: 0,
  carried: true,
  ...over,
});
const items = (...list: StoreItem[]) => new Map(list.map((i) => [i.itemId, i]));
const none: MinimumRules = { categories: new Map(), items: new Map() };

describe('resolveMinimums', () => {
  it('size-curve default: one of every SKU the store carries of a style it holds, nothing of a style it does not', () => {
    const all = items(
      item('tee-s', { styleId: 'tee', onHand: 3 }),
      item('tee-m', { styleId: 'tee' }),
      item('tee-l', { styleId: 'tee', carried: false }),
      item('polo-s', { styleId: 'polo' }),
      item('polo-m', { styleId: 'polo' }),
      item('socks', { onHand: 0 }),
      item('cap', {}),
    );
    const m = resolveMinimums(all, none, new Map([['cap', 2]]));
    expect(Object.fromEntries(m)).toEqual({ 'tee-s': 1, 'tee-m': 1, cap: 1 });
  });

  it('a category minimum applies to the same range, an item override to any item, 0 removes an item', () => {
    const all = items(
      item('tee-s', { styleId: 'tee', onHand: 3 }),
      item('tee-m', { styleId: 'tee' }),
      item('jeans', { categoryId: 'bottoms', category: 'Bottoms', onHand: 4 }),
      item('belt', { categoryId: 'bottoms', category: 'Bottoms' }),
      item('scarf', {}),
    );
    const rules: MinimumRules = {
      categories: new Map([['bottoms', 3]]),
      items: new Map([
        ['tee-m', 0],
        ['scarf', 2],
      ]),
    };
    expect(Object.fromEntries(resolveMinimums(all, rules, new Map()))).toEqual({ 'tee-s': 1, jeans: 3, scarf: 2 });
  });
});

describe('proposeRole', () => {
  it('proposes the back room from stockroom words, the floor from floor words, else other', () => {
    expect(['Back room', 'Stockroom', 'Storage', 'Stockroom floor 2'].map(proposeRole)).toEqual([
      'back',
      'back',
      'back',
      'back',
    ]);
    expect(['Sales floor', 'Shop', 'Front window'].map(proposeRole)).toEqual(['floor', 'floor', 'floor']);
    expect(['Main', 'Office'].map(proposeRole)).toEqual(['other', 'other']);
  });
});
