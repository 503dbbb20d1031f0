// Process: main (composition, Electron-free). What every feature that takes the reader's scans while its screen is
// open (receiving, transfers, replenishment) gets from the app: the events to push to, the catalog and working
// store of now, the words for why it is unavailable, a way to tell the user about refused reader scans, and the
// scan target it takes and releases.
import type { SqliteDb } from '../../../domain/sqlite/open';
import type { EventHub } from '../../ipc/events';
import type { ScanTarget } from './scan-target';

export interface ScanScreenDeps {
  events: EventHub;
  catalogDb(): SqliteDb | null;
  workingStoreId(): string | null;
  /** Why the feature is unavailable when it is. */
  unavailable(): string;
  /** Tells the user about reader scans the feature refused (they arrive from the reader, not from a request). */
  notify?(message: string): void;
  /** Where reader batches go. */
  target: ScanTarget;
}
