// Process: test (renderer logic under node). Keyboard-wedge detection with synthetic key timings: scanner bursts,
// human typing, the two mixed, prefix and suffix keys, bursts into text fields, and the no-suffix timeout.
import { describe, expect, it } from 'vitest';
import {
  createWedgeDetector,
  type WedgeDecision,
  type WedgeOptions,
} from '../../../renderer/src/features/reader/wedge-detector';

interface Typed {
  decisions: WedgeDecision[];
  scans: string[];
  consumed: string[];
  end: number;
}

/** Types `keys` starting at `t0`, `gap` ms apart (a function gives per-key gaps). */
function type(
  d: ReturnType<typeof createWedgeDetector>,
  keys: string[],
  gap: number | ((i: number) => number),
  t0 = 1000,
  inTextField = false,
): Typed {
  let t = t0;
  const decisions: WedgeDecision[] = [];
  keys.forEach((key, i) => {
    if (i > 0) t += typeof gap === 'number' ? gap : gap(i);
    decisions.push(d.onKey({ key, time: t, inTextField }));
  });
  return {
    decisions,
    scans: decisions.flatMap((x) => (x.scan ? [x.scan.text] : [])),
    consumed: keys.filter((_, i) => decisions[i]!.consume),
    end: t,
  };
}

const chars = (s: string) => [...s];
const det = (o: Partial<WedgeOptions> = {}) => createWedgeDetector(o);

describe('wedge detector', () => {
  it('captures a scanner burst ending in Enter and swallows only the Enter', () => {
    const r = type(det(), [...chars('9506000134352'), 'Enter'], 8);
    expect(r.scans).toEqual(['9506000134352']);
    expect(r.consumed).toEqual(['Enter']);
  });

  it('never captures or swallows human typing, however long', () => {
    const d = det();
    const r = type(d, [...chars('hello world 12345'), 'Enter'], (i) => 90 + (i % 3) * 40);
    expect(r.scans).toEqual([]);
    expect(r.consumed).toEqual([]);
  });

  it('ignores a fast pair of keys shorter than the minimum length (a shortcut, key rollover)', () => {
    expect(type(det(), ['a', 'b', 'Enter'], 10).scans).toEqual([]);
  });

  it('keeps Shift inside a burst (scanners press it for capitals) and ends at Tab too', () => {
    const keys = ['Shift', 'A', 'B', 'C', '-', '1', '2', '3', 'Tab'];
    expect(type(det(), keys, 6).scans).toEqual(['ABC-123']);
  });

  it('separates a scan from typing before and after it', () => {
    const d = det();
    const before = type(d, chars('qty'), 150, 0);
    const scan = type(d, [...chars('0614141000012'), 'Enter'], 5, before.end + 400);
    const after = type(d, [...chars('note'), 'Enter'], 120, scan.end + 500);
    expect(before.scans).toEqual([]);
    expect(scan.scans).toEqual(['0614141000012']);
    expect(after.scans).toEqual([]);
  });

  it('a person who pauses mid-burst breaks it: only the fast tail counts, and it is too short', () => {
    const d = det();
    // 8 fast keys, a 200 ms pause, 3 fast keys and Enter: the burst restarts at the pause.
    const r = type(d, [...chars('12345678'), ...chars('901'), 'Enter'], (i) => (i === 8 ? 200 : 10));
    expect(r.scans).toEqual([]);
  });

  it('respects a configured max gap (Odoo uses 100 ms)', () => {
    expect(type(det({ maxGapMs: 100 }), [...chars('12345678'), 'Enter'], 70).scans).toEqual(['12345678']);
    expect(type(det({ maxGapMs: 40 }), [...chars('12345678'), 'Enter'], 70).scans).toEqual([]);
  });

  it('leaves a burst typed into a text field to the field unless capture is on; then reports what to remove', () => {
    const keys = [...chars('9506000134352'), 'Enter'];
    const off = type(det(), keys, 5, 0, true);
    expect(off.scans).toEqual([]);
    expect(off.consumed).toEqual([]);
    const on = type(det({ captureInTextFields: true }), keys, 5, 0, true);
    expect(on.decisions.at(-1)!.scan).toMatchObject({ text: '9506000134352', typedIntoField: 13 });
    expect(on.consumed).toEqual(['Enter']);
  });

  it('with a prefix key, swallows prefix and code whatever the timing, even in a text field', () => {
    const d = det({ prefixKeys: ['F9'] });
    const r = type(d, ['F9', ...chars('ABC'), 'Enter'], 60, 0, true);
    expect(r.scans).toEqual(['ABC']);
    expect(r.consumed).toEqual(['F9', 'A', 'B', 'C', 'Enter']);
    expect(r.decisions.at(-1)!.scan!.typedIntoField).toBe(0);
  });

  it('without a suffix, a burst is reported after the timeout only when the suffix is optional', () => {
    const strict = det();
    const r1 = type(strict, chars('12345678'), 5);
    expect(strict.onTick(r1.end + 500)).toBeUndefined();
    const loose = det({ suffixRequired: false, timeoutMs: 100 });
    const r2 = type(loose, chars('12345678'), 5);
    expect(loose.onTick(r2.end + 50)).toBeUndefined(); // still within the timeout
    expect(loose.onTick(r2.end + 150)).toMatchObject({ text: '12345678', endedAt: r2.end });
    expect(loose.onTick(r2.end + 300)).toBeUndefined(); // reported once
  });

  it('Backspace or an arrow key is a person editing: the burst is dropped', () => {
    expect(type(det(), [...chars('1234567'), 'Backspace', '8', 'Enter'], 5).scans).toEqual([]);
  });

  it('two scans back to back are two scans', () => {
    const d = det();
    const a = type(d, [...chars('11111111'), 'Enter'], 5, 0);
    const b = type(d, [...chars('22222222'), 'Enter'], 5, a.end + 30);
    expect([...a.scans, ...b.scans]).toEqual(['11111111', '22222222']);
  });
});
