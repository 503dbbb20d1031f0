// Process: renderer. The locate slice's public shape: the target the Locate screen looks for, main's locate status,
// the newest meter reading pushed while it runs, and the mute of its tick (the renderer's alone). Part of AppState
// (types.ts); its creator is locate-slice.ts.
import type { LocateReading, LocateSimulatorView, LocateStatus, LocateTarget } from '../../../contract/locate';
import type { AppError } from '../../../contract/result';

export interface LocateSlice {
  /** What the Locate screen looks for; null until a Locate action or the screen's own form chose one. */
  locateTarget: LocateTarget | null;
  /** What the screen calls the target (an item's SKU and name), when the caller knew it. */
  locateLabel: string | null;
  locateStatus: LocateStatus | null;
  locateReading: LocateReading | null;
  /** Readings received since this locate started (the screen's updates-per-second figure reads it). */
  locateUpdates: number;
  locateMuted: boolean;
  locateBusy: boolean;
  locateError: AppError | null;
  /** The demo simulator's target distance (its panel shows while `available`). */
  locateSimulator: LocateSimulatorView | null;
  /** Opens the Locate screen on this target and starts locating it (a running locate switches target). */
  openLocate(target: LocateTarget, label?: string): Promise<void>;
  /** The same for an item known by its SKU (a missing item's row): its current GTIN from the catalog cache. */
  locateItem(sku: string, label: string): Promise<void>;
  startLocate(): Promise<void>;
  stopLocate(): Promise<void>;
  setLocateMuted(muted: boolean): void;
  loadLocateSimulator(): Promise<void>;
  /** Moves the simulated target (metres); the answer is where it is now. */
  setLocateDistance(m: number): Promise<void>;
  /** Steps the simulated target nearer (negative) or further from where it is now, key repeat included. */
  moveLocateTarget(steps: number): Promise<void>;
}
