// Process: main (domain, Electron-free). Sync progress as plain events for the UI and the CLI: items and
// pages done, a total estimate where one exists, elapsed time and time left at the rate measured so far.
import type { SyncMode } from './sync-state';

export type SyncProgressPhase = 'reference' | 'items' | 'onhand' | 'done';

export interface SyncProgress {
  phase: SyncProgressPhase;
  mode: SyncMode | null;
  resumed: boolean;
  itemsDone: number;
  pagesDone: number;
  /** Null when nothing tells us the size yet (the first sync: the service's pages carry no total). */
  totalEstimate: number | null;
  elapsedMs: number;
  /** Null until a rate and a total are known. */
  etaMs: number | null;
}

export type ProgressListener = (p: SyncProgress) => void;

export function estimateEta(done: number, total: number | null, elapsedMs: number): number | null {
  if (total === null || done <= 0 || elapsedMs <= 0) return null;
  const left = Math.max(0, total - done);
  return Math.round((left * elapsedMs) / done);
}

export function makeProgress(
  base: Omit<SyncProgress, 'elapsedMs' | 'etaMs'>,
  startedAtMs: number,
  nowMs: number,
  /** Items done before this process started (a resumed run): excluded from the rate. */
  doneBeforeResume = 0,
): SyncProgress {
  const elapsedMs = Math.max(0, nowMs - startedAtMs);
  const total = base.totalEstimate === null ? null : Math.max(base.totalEstimate, base.itemsDone);
  const eta =
    total === null ? null : estimateEta(base.itemsDone - doneBeforeResume, total - doneBeforeResume, elapsedMs);
  return { ...base, totalEstimate: total, elapsedMs, etaMs: eta };
}
