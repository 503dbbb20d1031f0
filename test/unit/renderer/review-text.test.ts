// Process: test (renderer logic under node). The review's "not counted" beside the Missing panel's figure: the
// difference is the items with nothing on hand, and the words say so.
import { describe, expect, it } from 'vitest';
import { notCountedText } from '../../../renderer/src/features/review/review-text';

describe('the items not counted in words', () => {
  it('splits them into the missing ones and those with nothing on hand', () => {
    expect(notCountedText({ notCounted: 996, missing: 988 })).toBe(
      '996 not counted: 988 missing (on hand, listed under Missing), 8 items with nothing on hand (not missing).',
    );
    expect(notCountedText({ notCounted: 1205, missing: 1204 })).toBe(
      '1,205 not counted: 1,204 missing (on hand, listed under Missing), 1 item with nothing on hand (not missing).',
    );
  });

  it('says when all are missing, none are, or none is left', () => {
    expect(notCountedText({ notCounted: 5, missing: 5 })).toBe('5 not counted, all missing (listed under Missing).');
    expect(notCountedText({ notCounted: 1, missing: 1 })).toBe('1 not counted, missing (listed under Missing).');
    expect(notCountedText({ notCounted: 3, missing: 0 })).toBe(
      '3 not counted, none missing: they have nothing on hand.',
    );
    expect(notCountedText({ notCounted: 1, missing: 0 })).toBe('1 not counted, none missing: it has nothing on hand.');
    expect(notCountedText({ notCounted: 0, missing: 0 })).toBe('0 not counted.');
  });
});
