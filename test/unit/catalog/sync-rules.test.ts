// Process: node (tests). Small rules of the sync: which page comes next, when a walk ends, progress and time
// left, the store a user names, the page walk's one-ahead request and its cancel behaviour.
import { describe, expect, it } from 'vitest';
import { walkPages } from '../../../domain/catalog/paged-fetch';
import { estimateEta, makeProgress } from '../../../domain/catalog/progress';
import { pickStore } from '../../../domain/catalog/sync';
import { isLastPage } from '../../../domain/catalog/sync-items';
import { describeProgress } from '../../../hosts/cli/commands/sync';
import { sleep } from '../../helpers/waits';

const pagination = (nextPageLink: string) => ({
  pageSize: 500,
  currentPage: 1,
  currentPageElements: 500,
  nextPageLink,
});

describe('pages', () => {
  it('ends on an empty nextPageLink, an empty page, or (without the header) a short page', () => {
    expect(isLastPage(500, 500, pagination(''))).toBe(true);
    expect(isLastPage(500, 500, pagination('http://h/x?pageNumber=2'))).toBe(false);
    expect(isLastPage(0, 500, pagination('http://h/x?pageNumber=2'))).toBe(true);
    expect(isLastPage(499, 500, null)).toBe(true);
    expect(isLastPage(500, 500, null)).toBe(false);
  });
});

describe('progress', () => {
  it('estimates time left from the rate so far, excluding pages done before a resume', () => {
    expect(estimateEta(1000, 5000, 2000)).toBe(8000);
    expect(estimateEta(0, 5000, 2000)).toBeNull();
    expect(estimateEta(1000, null, 2000)).toBeNull();
    const p = makeProgress(
      { phase: 'items', mode: 'full', resumed: true, itemsDone: 3000, pagesDone: 6, totalEstimate: 5000 },
      0,
      1000,
      2000,
    );
    expect(p).toMatchObject({ elapsedMs: 1000, etaMs: 2000, totalEstimate: 5000 });
    const over = makeProgress(
      { phase: 'items', mode: 'full', resumed: false, itemsDone: 6000, pagesDone: 12, totalEstimate: 5000 },
      0,
      1000,
    );
    expect(over).toMatchObject({ totalEstimate: 6000, etaMs: 0 });
  });

  it('reads well on the command line', () => {
    const p = makeProgress(
      { phase: 'items', mode: 'full', resumed: true, itemsDone: 1000, pagesDone: 2, totalEstimate: 5000 },
      0,
      2000,
    );
    expect(describeProgress(p)).toBe('sync items (full, resumed): 1000/5000 items, 2 pages, 2.0 s, ~8.0 s left');
  });
});

describe('store choice', () => {
  const stores = [
    { id: 'B-ID', code: 'S02', description: 'Harbour' },
    { id: 'A-ID', code: 'S01', description: 'Downtown' },
  ];
  it('takes a code or an id in any case, else the first store by code', () => {
    expect(pickStore(stores, 's02').id).toBe('B-ID');
    expect(pickStore(stores, 'a-id').code).toBe('S01');
    expect(pickStore(stores, undefined).code).toBe('S01');
    expect(() => pickStore(stores, 'S09')).toThrow(
      'No store "S09". Choose one of the stores: S01 (Downtown), S02 (Harbour)',
    );
    expect(() => pickStore([], undefined)).toThrow('lists no stores');
  });
});

describe('page walk', () => {
  const walker = (last: number, log: string[], signal?: AbortSignal, onStore?: (n: number) => void) => ({
    firstPage: 1,
    fetchPage: async (n: number) => {
      log.push(`get ${n}`);
      await sleep(5);
      if (n === 99) throw new Error('boom');
      return n;
    },
    nextPageOf: (p: number) => (p >= last ? null : p + 1),
    store: (p: number) => {
      log.push(`store ${p}`);
      onStore?.(p);
    },
    signal,
  });

  it('asks for the next page before storing the current one, and stops at the last', async () => {
    const log: string[] = [];
    expect(await walkPages(walker(3, log))).toBe(3);
    expect(log).toEqual(['get 1', 'get 2', 'store 1', 'get 3', 'store 2', 'store 3']);
  });

  it('on cancel stores the page already asked for, asks for nothing more, then throws the reason', async () => {
    const log: string[] = [];
    const c = new AbortController();
    const walk = walker(10, log, c.signal, (p) => {
      if (p === 2) c.abort(new Error('stop'));
    });
    await expect(walkPages(walk)).rejects.toThrow('stop');
    expect(log).toEqual(['get 1', 'get 2', 'store 1', 'get 3', 'store 2', 'store 3']);
  });

  it('throws a failed request after storing the pages before it', async () => {
    const log: string[] = [];
    const walk = { ...walker(200, log), nextPageOf: (p: number) => (p === 2 ? 99 : p + 1) };
    await expect(walkPages(walk)).rejects.toThrow('boom');
    expect(log).toEqual(['get 1', 'get 2', 'store 1', 'get 99', 'store 2']);
  });
});
