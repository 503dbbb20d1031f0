// Process: main (domain, Electron-free). Sync progress as plain events for the UI and the CLI: items and
// pages done, a total estimate where one exists (with the range it comes from), elapsed time and time left at
// the rate measured so far.
import type { SyncProgress } from '../../contract/catalog';

export type { SyncProgress, SyncProgressPhase } from '../../contract/catalog';

export type ProgressListener = (p: SyncProgress) => void;

/** Pages this call must have stored before its rate is trusted for a time left (the first one includes start-up). */
export const MIN_PAGES_FOR_ETA = 2;

export function estimateEta(done: number, total: number | null, elapsedMs: number): number | null {
  if (total === null || done <= 0 || elapsedMs <= 0) return null;
  const left = Math.max(0, total - done);
  return Math.round((left * elapsedMs) / done);
}

export function makeProgress(
  base: Omit<SyncProgress, 'elapsedMs' | 'etaMs' | 'totalRange'> & { totalRange?: SyncProgress['totalRange'] },
  startedAtMs: number,
  nowMs: number,
  /** Items done before this process started (a resumed run): excluded from the rate. */
  doneBeforeResume = 0,
  /** Pages this call stored: no time left before MIN_PAGES_FOR_ETA (unless the run is done). */
  pagesThisCall = Number.POSITIVE_INFINITY,
): SyncProgress {
  const elapsedMs = Math.max(0, nowMs - startedAtMs);
  const total = base.totalEstimate === null ? null : Math.max(base.totalEstimate, base.itemsDone);
  const range = base.totalRange ?? null;
  const rateKnown = pagesThisCall >= MIN_PAGES_FOR_ETA || (total !== null && base.itemsDone >= total);
  const eta =
    total === null || !rateKnown
      ? null
      : total <= base.itemsDone
        ? 0
        : estimateEta(base.itemsDone - doneBeforeResume, total - doneBeforeResume, elapsedMs);
  return {
    ...base,
    totalEstimate: total,
    totalRange: range && total !== null ? { low: Math.min(range.low, total), high: Math.max(range.high, total) } : null,
    elapsedMs,
    etaMs: eta,
  };
}
