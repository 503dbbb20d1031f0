// Process: test (node). Case scans waiting for their pack size, kept by the engine per draft (the rule the renderer
// held before, store/pack-size-waits.ts): every scan of a case without a size waits, by case in the order they first
// asked; setting the size with the draft receives each waiting scan of that case once, says what it added (one
// outcome for the case: the units in all) and which case waits next; without a draft it only sets the size; another draft's waits are its own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ITEMS, receivingHarness, VENDOR } from './harness';

let h: ReturnType<typeof receivingHarness>;
beforeEach(() => {
  h = receivingHarness();
});
afterEach(() => h.close());

const newDraft = (docNumber = 'R-1') => h.service.createDraft({ vendorId: VENDOR, docNumber });
const [A, B] = [ITEMS[0]!.caseGtin, ITEMS[1]!.caseGtin];
const named = (i: number) => ({ sku: ITEMS[i]!.sku, description: ITEMS[i]!.description });

describe('pack-size replay in the receiving engine', () => {
  it('keeps every waiting scan of every case and receives each once its size is set', async () => {
    const draft = await newDraft();
    const first = h.service.scan({ draftId: draft.id, texts: [A, B] });
    expect(first.outcomes.map((o) => o.kind)).toEqual(['needsPackSize', 'needsPackSize']);
    expect(first.packSizeNeeded).toEqual({ gtin14: A, text: A, scans: 1, ...named(0) });
    const again = h.service.scan({ draftId: draft.id, texts: [A] });
    expect(again.packSizeNeeded).toEqual({ gtin14: A, text: A, scans: 2, ...named(0) });
    expect(again.draft.lines).toHaveLength(0);

    const setA = h.service.setPackSize({ gtin14: A, units: 6, draftId: draft.id });
    expect(setA).toMatchObject({ gtin14: A, units: 6 });
    expect(setA.received?.outcomes.map((o) => [o.kind, o.quantity])).toEqual([['added', 12]]);
    expect(setA.received?.draft.lines.map((l) => [l.itemId, l.quantity])).toEqual([[ITEMS[0]!.id, 12]]);
    expect(setA.received?.packSizeNeeded).toEqual({ gtin14: B, text: B, scans: 1, ...named(1) });

    // Set again: nothing waits for A any more, so nothing more is received.
    const setAagain = h.service.setPackSize({ gtin14: A, units: 6, draftId: draft.id });
    expect(setAagain.received?.outcomes).toEqual([]);
    expect(setAagain.received?.draft.totals.units).toBe(12);

    const setB = h.service.setPackSize({ gtin14: B, units: 24, draftId: draft.id });
    expect(setB.received?.outcomes.map((o) => [o.kind, o.quantity])).toEqual([['added', 24]]);
    expect(setB.received?.packSizeNeeded).toBeNull();
    expect(setB.received?.draft.totals.units).toBe(36);
  });

  it('only sets the size without a draft, and keeps each draft’s waits apart', async () => {
    const [one, two] = [await newDraft('R-1'), await newDraft('R-2')];
    h.service.scan({ draftId: one.id, texts: [A] });
    expect(h.service.scan({ draftId: two.id, texts: [B] }).packSizeNeeded).toEqual({
      gtin14: B,
      text: B,
      scans: 1,
      ...named(1),
    });

    expect(h.service.setPackSize({ gtin14: A, units: 4 })).toEqual({ gtin14: A, units: 4, received: null });
    expect(h.packSizes.get(A)).toBe(4);
    // Draft two never scanned A: setting it there receives nothing, and B still waits there.
    const inTwo = h.service.setPackSize({ gtin14: A, units: 4, draftId: two.id });
    expect(inTwo.received?.outcomes).toEqual([]);
    expect(inTwo.received?.packSizeNeeded).toEqual({ gtin14: B, text: B, scans: 1, ...named(1) });
    // Draft one's scan of A still waits (the size was set without it): setting it with the draft receives it.
    const inOne = h.service.setPackSize({ gtin14: A, units: 4, draftId: one.id });
    expect(inOne.received?.outcomes.map((o) => [o.kind, o.quantity])).toEqual([['added', 4]]);
  });

  it('forgets a discarded draft’s waits', async () => {
    const draft = await newDraft();
    h.service.scan({ draftId: draft.id, texts: [A] });
    h.service.discard({ draftId: draft.id });
    expect(h.service.setPackSize({ gtin14: A, units: 6 }).received).toBeNull();
  });
});
