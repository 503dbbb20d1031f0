// Process: test (node). The simulator's locate mode: the target's RSSI and read share follow the distance, it is
// not read beyond range, other tags pass unchanged, and the keys of reader:sim's command line move it.
import { describe, expect, it } from 'vitest';
import type { SimRead } from '../../../domain/reader/protocols/framer';
import { applyLocateKey, locateModeFromArgs } from '../../../domain/reader/sim/locate-keys';
import { createSimLocateMode, LOCATE_DISTANCE, readShareAt, rssiAt } from '../../../domain/reader/sim/locate-mode';
import { seededRandom } from '../../../domain/reader/sim/population';

const TARGET = '3074257BF7194E4000001A85';
const field = (n: number): SimRead[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'epc',
    hex: `E2000000000000000000${String(i).padStart(4, '0')}`,
    rssi: -60,
  }));

function targetReads(distance: number, reads = 10_000) {
  const mode = createSimLocateMode(seededRandom(5), TARGET);
  mode.setDistance(distance);
  return mode.shape(field(reads)).filter((r) => r.kind === 'epc' && r.hex === TARGET) as { rssi: number }[];
}

describe('simulator locate mode', () => {
  it('reads the target stronger and more often as it comes nearer', () => {
    const far = targetReads(12);
    const mid = targetReads(5);
    const near = targetReads(0.5);
    expect(far.length).toBeGreaterThan(0);
    expect(mid.length).toBeGreaterThan(far.length);
    expect(near.length).toBeGreaterThan(mid.length);
    const mean = (rs: { rssi: number }[]) => rs.reduce((a, r) => a + r.rssi, 0) / rs.length;
    expect(mean(near)).toBeGreaterThan(mean(mid) + 10);
    expect(mean(mid)).toBeGreaterThan(mean(far) + 5);
    // Jitter stays within 2 dB of the distance's mean.
    for (const r of near) expect(Math.abs(r.rssi - rssiAt(0.5))).toBeLessThanOrEqual(2);
  });

  it('does not read the target beyond range, even when it is in the field', () => {
    const mode = createSimLocateMode(seededRandom(5), TARGET);
    mode.setDistance(LOCATE_DISTANCE.max);
    expect(readShareAt(LOCATE_DISTANCE.max)).toBe(0);
    const reads: SimRead[] = [...field(50), { kind: 'epc', hex: TARGET, rssi: -40 }];
    const out = mode.shape(reads);
    expect(out.some((r) => r.kind === 'epc' && r.hex === TARGET)).toBe(false);
    expect(out).toHaveLength(50);
  });

  it('leaves reads alone without a target, and keeps barcodes', () => {
    const mode = createSimLocateMode(seededRandom(5));
    const reads: SimRead[] = [...field(20), { kind: 'barcode', text: '5012345678900' }];
    expect(mode.shape([...reads])).toEqual(reads);
    mode.setTarget(TARGET.toLowerCase());
    expect(mode.epc).toBe(TARGET);
    expect(mode.shape([...reads]).at(-1)).toEqual({ kind: 'barcode', text: '5012345678900' });
  });

  it('clamps the distance and moves it by steps', () => {
    const mode = createSimLocateMode(seededRandom(5), TARGET);
    expect(mode.setDistance(100)).toBe(LOCATE_DISTANCE.max);
    expect(mode.setDistance(0)).toBe(LOCATE_DISTANCE.min);
    mode.setDistance(3);
    expect(mode.move(-2)).toBe(2);
    expect(mode.move(1)).toBe(2.5);
  });

  it('takes reader:sim keys: Up or n nearer, Down or f further, a number as metres', () => {
    const mode = locateModeFromArgs(TARGET, '4')!;
    expect(mode.distance).toBe(4);
    expect(applyLocateKey(mode, '\u001b[A')).toBe(true);
    expect(mode.distance).toBe(3.5);
    expect(applyLocateKey(mode, 'f')).toBe(true);
    expect(applyLocateKey(mode, '\u001b[B')).toBe(true);
    expect(mode.distance).toBe(4.5);
    expect(applyLocateKey(mode, '1.2\n')).toBe(true);
    expect(mode.distance).toBe(1.2);
    expect(applyLocateKey(mode, 'x')).toBe(false);
    expect(locateModeFromArgs(undefined, '3')).toBeNull();
    expect(() => locateModeFromArgs('not-hex', undefined)).toThrow(/--locate needs an EPC/);
    expect(() => locateModeFromArgs(TARGET, '40')).toThrow(/--distance must be/);
  });
});
