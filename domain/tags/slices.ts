// Process: main (domain, Electron-free). Work in slices: a long write to the journal (the tag history of a
// 250,000-tag count, 25-30 s on a loaded machine) as a generator that yields after each committed slice (one
// transaction each, with its own progress marker), and the two ways to drive it. The app drives it in turns (a
// turn of the event loop whenever a slice ran past the budget: main's stall stays near one slice); the CLI and the
// tests at once (nothing there waits on the event loop, and the command's next step reads the result).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work done a committed slice at a time: each `yield` stands between two slices. */
export type Steps<T> = Generator<void, T, void>;

/**
 * Tags a slice copies or prunes, with one commit: at 250,000 tags under a load average of 10 a copy slice took 18 ms
 * (median), a prune slice 6 ms; slices of 2,000 took twice that (the `stalls` benchmark, docs/performance.md).
 */
const DEFAULT_SLICE = 1_000;
/** Main is given a turn once a run of slices has held it this long. */
const TURN_BUDGET_MS = 8;

// Read through globalThis, as domain/shared/crash-points.ts does. STOCKTAKE_TAG_SLICE: the crash tier's small
// slices (a few tags), so a small count crosses slice boundaries a kill can fall between.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
const fromEnv = Number(env?.STOCKTAKE_TAG_SLICE);

/** The slice size: tags per transaction. */
export const TAG_SLICE = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SLICE;

/** Runs every slice in a row. */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the slices with a turn of the event loop whenever they held main for TURN_BUDGET_MS, so a small count is
 * done at once and a large one lets main breathe. `stopped` is asked after each turn (the journal closed during
 * it): then the rest is left for the next start, where the slices' markers say it stopped, and null is returned.
 */
export async function runInTurns<T>(steps: Steps<T>, stopped: () => boolean = () => false): Promise<T | null> {
  // Started a microtask after it was asked for (single-flight): the journal may have closed meanwhile.
  if (stopped()) return null;
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since < TURN_BUDGET_MS) continue;
    await nextTurn();
    if (stopped()) {
      steps.return(null as T);
      return null;
    }
    since = performance.now();
  }
}
