// Process: test (node). The stall monitor: main held by an operation (a synchronous run, or the synchronous slices
// of an asynchronous one) is measured as that operation's stall, kept as its longest, and logged with its name
// above 100 ms. Only lower bounds are asserted: a loaded machine can only make a measured stall longer.
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../../domain/shared/logger';
import { measureStallSync, measureStalls, resetStallFigures, stallFigures } from '../../../domain/shared/stall-monitor';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // holding main on purpose
  }
};

function capturingLogger(): Logger & { lines: [string, Record<string, unknown> | undefined][] } {
  const lines: [string, Record<string, unknown> | undefined][] = [];
  const keep = (m: string, d?: Record<string, unknown>) => lines.push([m, d]);
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

afterEach(() => resetStallFigures());

describe('stall monitor', () => {
  it('a synchronous operation stalls main for all of its run: kept as its longest and logged with its name', () => {
    const log = capturingLogger();
    const result = measureStallSync(log, 'test.sync', () => {
      busy(120);
      return 'done';
    });
    expect(result).toBe('done');
    measureStallSync(log, 'test.sync', () => 'quick');
    expect(stallFigures()['test.sync']).toBeGreaterThanOrEqual(120);
    expect(log.lines[0]).toEqual(['main thread stalled', { operation: 'test.sync', stallMs: expect.any(Number) }]);
  });

  it('an asynchronous one: its longest synchronous slice, the first and the last included', async () => {
    const log = capturingLogger();
    const result = await measureStalls(log, 'test.first', async () => {
      busy(150);
      await new Promise((r) => setTimeout(r, 30));
      return 7;
    });
    expect(result).toBe(7);
    await measureStalls(log, 'test.last', async () => {
      await new Promise((r) => setTimeout(r, 30));
      busy(130);
    });
    const figures = stallFigures();
    // The sampler's period (10 ms) is the most it can miss.
    expect(figures['test.first']).toBeGreaterThanOrEqual(140);
    expect(figures['test.last']).toBeGreaterThanOrEqual(120);
    expect(log.lines.map(([, d]) => d?.operation)).toEqual(['test.first', 'test.last']);
  });

  it('an operation that throws is still measured, and its error reaches the caller', async () => {
    const log = capturingLogger();
    await expect(
      measureStalls(log, 'test.throws', async () => {
        busy(110);
        throw new RangeError('boom');
      }),
    ).rejects.toThrow('boom');
    expect(stallFigures()['test.throws']).toBeGreaterThanOrEqual(100);
  });
});
