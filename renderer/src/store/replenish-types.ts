// Process: renderer. The replenish slice's shape (store/replenish-slice.ts): the working store's list as main built
// it, the floor scan it is taken from, pick mode (where the scans are made) with the feed of the last scans, and the
// store's presentation minimums.
import type {
  AreaRole,
  MinimumKind,
  MinimumRow,
  MissReason,
  PickScanOutcome,
  ReplenishView,
} from '../../../contract/replenish';
import type { AppError } from '../../../contract/result';

/** A pick outcome in the feed, with its React key (increasing: row 0 is the newest). */
export type ReplenishFeedEntry = PickScanOutcome & { key: number };

export interface ReplenishSlice {
  replenishView: ReplenishView | null;
  replenishBusy: boolean;
  replenishError: AppError | null;
  /** The floor scan the list is taken from (a count session), or null: the latest pictures. */
  replenishFloorSession: string | null;
  /** Pick mode: where the scans are made (area null: a handheld, no area), or null while off. */
  replenishPicking: { area: string | null } | null;
  replenishFeed: ReplenishFeedEntry[];
  replenishMinimums: MinimumRow[] | null;
  /** The last word on an import, a put-away or a pasted list. */
  replenishNotice: string | null;

  /** Subscribes to the reader's pushes into picking; returns the unsubscribe function. */
  watchReplenish(): () => void;
  loadReplenish(): Promise<void>;
  chooseFloorScan(sessionId: string | null): Promise<void>;
  setAreaRole(area: string, role: AreaRole): Promise<void>;
  /** Pick mode on in `area` (main makes picking the reader's scan target), or off with null. */
  setPicking(where: { area: string | null } | null): Promise<void>;
  pickScan(text: string): Promise<void>;
  pickScanList(text: string, from: string): Promise<void>;
  putAway(area: string): Promise<void>;
  missLine(itemId: string, reason: MissReason): Promise<void>;
  /** The list as CSV, or null (the error is kept). */
  replenishCsv(): Promise<string | null>;
  loadMinimums(): Promise<void>;
  setMinimum(kind: MinimumKind, code: string, minimum: number | null): Promise<boolean>;
  importMinimums(csv: string, from: string): Promise<void>;
  /** The minimums as CSV, or null (the error is kept). */
  minimumsCsv(): Promise<string | null>;
}
