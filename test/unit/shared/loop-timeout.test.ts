// Process: test (node). loopTimeout counts the event loop's time: a stall of main does not use up the wait of a
// reader's answer that was held up behind it (domain/reader/tuning/link.ts), and a silent peer still times out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loopTimeout } from '../../../domain/shared/time';

describe('loopTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once the time has passed on a loop that runs freely, not before', () => {
    const fired = vi.fn();
    loopTimeout(1000, fired);
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('counts a 5 s stall of the loop as a short one: the wait goes on after it', () => {
    const fired = vi.fn();
    loopTimeout(1000, fired);
    vi.advanceTimersByTime(100);
    // The loop is blocked: the clock moves, no timer runs.
    vi.setSystemTime(Date.now() + 5000);
    vi.advanceTimersByTime(100);
    expect(fired).not.toHaveBeenCalled();
    // 100 ms, then the stall counted as 200 ms: 700 ms still to wait.
    vi.advanceTimersByTime(600);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled', () => {
    const fired = vi.fn();
    const cancel = loopTimeout(300, fired);
    vi.advanceTimersByTime(150);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
  });
});
