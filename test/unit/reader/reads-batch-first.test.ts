// Process: test (node). Which read of a code is its first, main's rule (the renderer kept its own set of barcodes
// before, store/reader-slice.ts): a tag or a barcode is first once since the counter was reset, a repeat (in the
// same message or a later one) is a duplicate, and a reset (a new connection, or Reset) starts over.
import { describe, expect, it } from 'vitest';
import type { ReaderReadsBatch } from '../../../contract/reader';
import { createReadsAggregator } from '../../../domain/reader/reads-batch';

function aggregator() {
  const batches: ReaderReadsBatch[] = [];
  const reads = createReadsAggregator({ emit: (b) => batches.push(b), now: () => 0 });
  const send = (...texts: string[]) => {
    reads.push(texts.map((text) => ({ type: 'barcode' as const, text, at: 0 })));
    reads.flush();
    return batches.at(-1)!.barcodes.map((b) => [b.text, b.first]);
  };
  return { reads, send };
}

describe('first reads of barcodes', () => {
  it('marks a code first once, its repeats not, until the counter is reset', () => {
    const { reads, send } = aggregator();
    expect(send('5012345678900', '5012345678900', '4006381333931')).toEqual([
      ['5012345678900', true],
      ['5012345678900', false],
      ['4006381333931', true],
    ]);
    expect(send('4006381333931')).toEqual([['4006381333931', false]]);
    reads.reset();
    expect(send('4006381333931')).toEqual([['4006381333931', true]]);
    reads.stop();
  });
});
