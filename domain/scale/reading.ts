// Process: main (domain, Electron-free). What every scale source emits, whatever the scale speaks: one reading in
// grams with its state. This is the interface the counting side (partial bottles by weight) consumes: only `grams`
// of readings whose state is 'stable'.
import type { ScaleCommandName, ScaleStateName } from '../../contract/scale-settings';

/** 'stable' | 'unstable' | 'overload' | 'negative' | 'zero' | 'unplugged' (the list is the contract's). */
export type ScaleState = ScaleStateName;

export interface ScaleReading {
  /**
   * stable: settled on a weight above zero; zero: settled at zero (an empty pan); unstable: moving (or a fault the
   * scale reports); negative: below zero (grams < 0, or 0 when the scale gives no figure for an underload);
   * overload: over capacity; unplugged: no scale (lost, or its driver missing).
   */
  state: ScaleState;
  /** Always grams, converted from the scale's unit (units.ts); 0 when the scale gives no figure. */
  grams: number;
  /** Epoch ms, one clock read per chunk of bytes. */
  at: number;
}

/** The commands a scale may take; each protocol says which it has (`ScaleProtocol.commands`). */
export type ScaleCommand = ScaleCommandName;

/** A scale's answer to a command: done, or refused with the scale's reason. */
export interface ScaleReply {
  command: Exclude<ScaleCommand, 'weigh'>;
  outcome: 'done' | 'refused' | 'overload' | 'underload';
  at: number;
}

/** What one frame decodes to. */
export type ScaleFrame = { kind: 'reading'; reading: ScaleReading } | { kind: 'reply'; reply: ScaleReply };

/** The state of an in-range weight: the protocols with a stable flag and the N-equal rule share it. */
export function weightState(stable: boolean, grams: number): ScaleState {
  if (grams < 0) return 'negative';
  if (!stable) return 'unstable';
  return grams === 0 ? 'zero' : 'stable';
}

export const unplugged = (at: number): ScaleReading => ({ state: 'unplugged', grams: 0, at });
