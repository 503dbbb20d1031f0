// Process: test (node). The locate tick: faster and higher with strength, silent without one or muted, and the
// Locate screen's target as typed.
import { describe, expect, it } from 'vitest';
import { createLocateTick, tickFor } from '../../../renderer/src/features/locate/locate-tick';
import { parseTarget, targetText } from '../../../renderer/src/features/locate/target-text';
import type { AudioLike } from '../../../renderer/src/shared/feedback';

function fakeAudio() {
  const tones: number[] = [];
  const audio: AudioLike = {
    currentTime: 0,
    destination: {},
    createOscillator: () => ({
      type: 'sine',
      frequency: { setValueAtTime: (v: number) => tones.push(v) },
      connect: () => undefined,
      start: () => undefined,
      stop: () => undefined,
    }),
    createGain: () => ({
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    }),
  };
  return { audio, tones };
}

/** Ticks played over `ms` of steps every 20 ms at this strength. */
function ticksOver(strength: number | null, ms: number, muted = false) {
  const { audio, tones } = fakeAudio();
  const tick = createLocateTick(() => audio);
  tick.setStrength(strength);
  tick.setMuted(muted);
  for (let t = 0; t <= ms; t += 20) tick.step(t);
  return tones;
}

describe('locate tick', () => {
  it('ticks faster and higher as the strength rises', () => {
    expect(tickFor(0)).toEqual({ gapMs: 1000, hz: 440 });
    expect(tickFor(100)).toEqual({ gapMs: 100, hz: 1760 });
    const weak = ticksOver(10, 5000);
    const strong = ticksOver(90, 5000);
    expect(strong.length).toBeGreaterThan(weak.length * 3);
    expect(Math.min(...strong)).toBeGreaterThan(Math.max(...weak));
  });

  it('is silent with no strength or when muted', () => {
    expect(tickFor(null)).toBeNull();
    expect(ticksOver(null, 3000)).toEqual([]);
    expect(ticksOver(80, 3000, true)).toEqual([]);
  });
});

describe('locate target as typed', () => {
  it('reads a GTIN (UPC padded) with a serial range, or an EPC, and says what is wrong', () => {
    expect(parseTarget(' 614141812349 ', '10', '')).toEqual({
      kind: 'item',
      gtins: [{ gtin14: '00614141812349' }],
      serialFrom: '10',
    });
    expect(parseTarget('3074257bf7194e4000001a85', '', '')).toEqual({ kind: 'epc', epc: '3074257BF7194E4000001A85' });
    expect(parseTarget('3074257BF7194E4000001A8', '', '')).toMatch(/whole 16-bit words/);
    expect(parseTarget('3074257BF7194E4000001A85', '1', '')).toMatch(/serial range goes with a GTIN/);
    expect(parseTarget('shirt', '', '')).toMatch(/Enter an EPC/);
    expect(targetText({ kind: 'item', gtins: [{ gtin14: '00614141812349' }], serialFrom: '1', serialTo: '9' })).toBe(
      'any tag of GTIN 00614141812349, serials 1–9',
    );
    // An item's target names each GTIN by what it is: the RFID GTIN(s), then the barcodes'.
    const gtins = [
      { gtin14: '00614141000012', source: 'rfid' as const },
      { gtin14: '00614142000011', source: 'rfid' as const },
      { gtin14: '00614100040059', source: 'barcode' as const },
    ];
    expect(targetText({ kind: 'item', gtins: gtins.slice(2) })).toBe('any tag of barcode GTIN 00614100040059');
    expect(targetText({ kind: 'item', gtins: [gtins[0]!, gtins[2]!] })).toBe(
      'any tag of RFID GTIN 00614141000012 or barcode GTIN 00614100040059',
    );
    expect(targetText({ kind: 'item', gtins })).toBe(
      'any tag of RFID GTIN 00614141000012, RFID GTIN 00614142000011 or barcode GTIN 00614100040059',
    );
  });
});
