// Process: main (domain, Electron-free). The catalog service's state shared by its steps (opening and closing in
// service-open.ts, syncing in service-sync.ts), and the status view every change pushes as catalog.progress.
import type { CatalogProblem, CatalogState, CatalogStatusView, SyncProgress } from '../../contract/catalog';
import type { Decoded } from '../codes/types';
import type { Logger } from '../shared/logger';
import type { Catalog } from './catalog';
import { type DamageTracker, EMPTY_STATUS, openFailedProblem, statusView } from './damage';
import type { CatalogServiceDeps } from './service-types';

export interface Opened {
  key: string;
  catalog: Catalog;
}

export interface CatalogCore {
  deps: CatalogServiceDeps;
  log: Logger;
  decode: (text: string) => Decoded;
  syncEveryMs: number;
  retryMs: number;
  damage: DamageTracker;
  opened: Opened | null;
  state: CatalogState;
  progress: SyncProgress | null;
  problem: CatalogProblem | null;
  running: Promise<void> | null;
  cancelled: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** The open scheduled after the current request (service-open.ts activateSoon). */
  opening: ReturnType<typeof setImmediate> | null;
  /** The account key whose cache an upgrade in the worker was tried for (once), and that upgrade while it runs. */
  upgrade: { key: string; running: boolean } | null;
  /** Damage found in use: close, move aside, reopen and rebuild (service-open.ts). */
  rebuild(err: unknown): void;
}

export function status(core: CatalogCore): CatalogStatusView {
  const { state, progress, problem, damage, opened } = core;
  if (!opened) return { ...EMPTY_STATUS, state, problem: problem ?? damage.problem() };
  try {
    return statusView(opened.catalog, { state, progress, problem }, damage);
  } catch (err) {
    core.log.error('catalog status unreadable', { error: String(err) });
    return { ...EMPTY_STATUS, state: 'error', problem: problem ?? damage.problem() ?? openFailedProblem(err) };
  }
}

export const emit = (core: CatalogCore) => core.deps.events.emit('catalog.progress', status(core));

export function clearTimer(core: CatalogCore): void {
  if (core.timer) clearTimeout(core.timer);
  core.timer = null;
}
