// Process: test (renderer logic under node). The feed of last scans shows each code once: a code
// scanned again raises its row's read count, repeats of counted tags are numbers and never rows, so a new item is
// never pushed out of view by repeats; an undo takes one scan back.
import { describe, expect, it } from 'vitest';
import type { CountEvent } from '../../../contract/counts';
import { FEED_LIMIT, type FeedEntry, foldFeed, undoFeedTop } from '../../../renderer/src/store/counts-feed';
import { countEvent } from './count-fixtures';

const ev = countEvent;
const repeats = (byTag: [string, number][], extra = 0) =>
  ev(byTag[0]?.[0] ?? '30FF', 'repeatedTag', {
    repeats: { reads: byTag.reduce((n, [, r]) => n + r, 0) + extra, byTag },
  });

function feedOf(batches: CountEvent[][]) {
  let feed: FeedEntry[] = [];
  let elsewhere = 0;
  let key = 0;
  for (const b of batches) {
    const f = foldFeed(feed, b, () => ++key);
    feed = f.feed;
    elsewhere += f.repeatsElsewhere;
  }
  return { rows: feed.map((e) => `${e.raw} ${e.outcome} ${e.reads ?? 1}`), feed, elsewhere };
}

describe('the count feed, one row per code', () => {
  it('a barcode scanned three times is one row read 3 times, on top', () => {
    const code = '0614141000012';
    expect(
      feedOf([[ev(code, 'newItem')], [ev('0614141000029', 'newItem')], [ev(code, 'plusOne')], [ev(code, 'plusOne')]])
        .rows,
    ).toEqual([`${code} plusOne 3`, '0614141000029 newItem 1']);
  });

  it('repeated reads of a tag raise its count where it is; a new item stays on top', () => {
    const a = '30AA';
    const batches = [[ev(a, 'newItem')], [ev('30BB', 'newItem')]];
    for (let i = 0; i < 50; i++) batches.push([repeats([[a, 3]])]);
    const { rows, elsewhere } = feedOf(batches);
    expect(rows).toEqual(['30BB newItem 1', `${a} newItem 151`]);
    expect(elsewhere).toBe(0);
  });

  it('repeats of tags counted before with no row are a number, never rows', () => {
    const batches = [[ev('30NEW', 'newItem')]];
    for (let i = 0; i < 100; i++) batches.push([repeats([[`30OLD${i}`, 2]], 5)]);
    const { rows, elsewhere } = feedOf(batches);
    expect(rows).toEqual(['30NEW newItem 1']);
    expect(elsewhere).toBe(100 * 7);
  });

  it('keeps at most FEED_LIMIT codes; an undo takes a barcode scan back, and a tag row away', () => {
    const many = Array.from({ length: FEED_LIMIT + 5 }, (_, i) =>
      ev(`06141410${String(i).padStart(5, '0')}`, 'newItem'),
    );
    const { feed } = feedOf([many, [ev(many.at(-1)!.raw, 'plusOne')], [ev('30TAG', 'newItem')]]);
    expect(feed).toHaveLength(FEED_LIMIT);
    const afterTag = undoFeedTop(feed);
    expect(afterTag[0]).toMatchObject({ raw: many.at(-1)!.raw, reads: 2 });
    expect(undoFeedTop(afterTag)[0]).toMatchObject({ raw: many.at(-1)!.raw, reads: 1 });
  });
});
