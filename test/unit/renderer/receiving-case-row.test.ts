// Process: test (renderer logic under node). A case received once its pack size was set is one feed row:
// its units in all as the label, the item, and how many cases of what size; a case still waiting names
// its item and never asks to scan it again.
import { describe, expect, it } from 'vitest';
import { receivingFeedRow } from '../../../renderer/src/features/receiving/outcome-look';
import { outcome } from './receiving-fixtures';

const CASE = '10614141000019';
const names = { sku: 'SKU-1', description: 'Item 1', gtin14: CASE };

describe('the feed row of a case', () => {
  it('says the units received for the case, the item, and the cases of that size', () => {
    const received = outcome(CASE, 'added', { ...names, quantity: 24, cases: { count: 2, units: 12 } });
    expect(receivingFeedRow({ ...received, key: 1 })).toMatchObject({
      label: '+24',
      what: 'SKU-1 · Item 1',
      message: '2 cases of 12 received',
    });
    const one = outcome(CASE, 'added', { ...names, quantity: 12, cases: { count: 1, units: 12 } });
    expect(receivingFeedRow({ ...one, key: 2 }).message).toBe('1 case of 12 received');
  });

  it('names the item of a case still waiting', () => {
    const waiting = outcome(CASE, 'needsPackSize', {
      ...names,
      message: `Case ${CASE} of SKU-1 Item 1: nothing added yet; it is added once its pack size is set.`,
    });
    const row = receivingFeedRow({ ...waiting, key: 3 });
    expect(row.what).toBe('SKU-1 · Item 1');
    expect(row.message).not.toMatch(/scan it again/i);
  });
});
