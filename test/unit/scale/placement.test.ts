// Process: test (node). Once per placement (domain/scale/placement.ts): the stable readings of one bottle on the pan
// give one weighing; the next bottle counts only after the pan was seen empty or moving.
import { describe, expect, it } from 'vitest';
import { createPlacementGate } from '../../../domain/scale/placement';
import type { ScaleReading, ScaleState } from '../../../domain/scale/reading';

let clock = 1_000;
const reading = (state: ScaleState, grams: number): ScaleReading => ({ state, grams, at: clock++ });

describe('once per placement', () => {
  it('takes the first stable weight of a placement once, however often the scale repeats it', () => {
    const gate = createPlacementGate();
    gate.feed(reading('unstable', 310));
    expect(gate.take()).toBeNull();
    gate.feed(reading('stable', 512.5));
    gate.feed(reading('stable', 512.5));
    const first = gate.take();
    expect(first?.grams).toBe(512.5);
    gate.feed(reading('stable', 512.5));
    gate.feed(reading('stable', 512.6));
    expect(gate.take()).toBeNull();
  });

  it('a new bottle counts after the pan went back to zero or moved, with its own id', () => {
    const gate = createPlacementGate();
    gate.feed(reading('stable', 700));
    const a = gate.take();
    gate.feed(reading('zero', 0));
    gate.feed(reading('stable', 640));
    const b = gate.take();
    gate.feed(reading('unstable', 630));
    gate.feed(reading('stable', 655));
    const c = gate.take();
    expect([a?.grams, b?.grams, c?.grams]).toEqual([700, 640, 655]);
    expect(new Set([a?.id, b?.id, c?.id]).size).toBe(3);
  });

  it('a placement lifted before it was taken is gone; the weight on the pan is known for learning weights', () => {
    const gate = createPlacementGate();
    gate.feed(reading('stable', 900));
    gate.feed(reading('unplugged', 0));
    expect(gate.take()).toBeNull();
    expect(gate.current()).toBeNull();
    gate.feed(reading('stable', 420));
    gate.take();
    gate.feed(reading('stable', 421));
    expect(gate.current()?.grams).toBe(421);
  });
});
