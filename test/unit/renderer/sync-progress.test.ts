// Process: test (renderer logic under node). What the status bar shows of a running sync: items, pages, a time
// left rounded as people say it, and a progress fraction only when main has a size estimate.
import { describe, expect, it } from 'vitest';
import { syncProgressView, timeLeftText } from '../../../renderer/src/shell/sync-progress';
import { syncing } from './catalog-status';

describe('time left', () => {
  it('is rounded to what an estimate can honestly claim', () => {
    expect(timeLeftText(20_000)).toBe('less than a minute left');
    expect(timeLeftText(89_000)).toBe('about 1 min left');
    expect(timeLeftText(221_000)).toBe('about 4 min left');
    expect(timeLeftText(89 * 60_000)).toBe('about 89 min left');
    expect(timeLeftText(2 * 3600_000 + 14 * 60_000)).toBe('about 2 h 10 min left');
    expect(timeLeftText(2 * 3600_000 + 57 * 60_000)).toBe('about 3 h left');
  });
});

describe('sync progress in the status bar', () => {
  it('says nothing of a size or a time before the size is bounded (first sync)', () => {
    expect(syncProgressView(syncing({}))).toEqual({
      text: 'Syncing · 1,500 items · 3 pages',
      percent: null,
      valueText: null,
    });
  });

  it('gives an estimated fraction and time left once bounded, and says the total is approximate', () => {
    const v = syncProgressView(
      syncing({ totalEstimate: 24_000, totalRange: { low: 16_001, high: 31_500 }, etaMs: 150_000 }),
    );
    expect(v).toEqual({
      text: 'Syncing · 1,500 items · 3 pages · about 3 min left',
      percent: 6,
      valueText: '1,500 of about 24,000 items',
    });
  });

  it('drops "about" from an exact total, and names on-hand rows and incremental updates', () => {
    const exact = syncProgressView(
      syncing({ itemsDone: 4_000, pagesDone: 8, totalEstimate: 4_520, totalRange: { low: 4_520, high: 4_520 } }),
    );
    expect(exact?.valueText).toBe('4,000 of 4,520 items');
    expect(exact?.percent).toBe(88);
    expect(syncProgressView(syncing({ phase: 'onhand', itemsDone: 2000, pagesDone: 4 }))?.text).toBe(
      'Syncing on-hand · 2,000 rows · 4 pages',
    );
    expect(syncProgressView(syncing({ mode: 'incremental', itemsDone: 12, pagesDone: 1 }))?.text).toBe(
      'Updating · 12 items · 1 page',
    );
  });

  it('leaves the other states to the catalog sentence', () => {
    expect(syncProgressView(null)).toBeNull();
    expect(syncProgressView(syncing({ phase: 'reference' }))).toBeNull();
    expect(syncProgressView(syncing({ pagesDone: 0, itemsDone: 0 }))).toBeNull();
    expect(syncProgressView({ ...syncing({}), state: 'ready' })).toBeNull();
  });
});
