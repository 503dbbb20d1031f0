// Process: main (domain, Electron-free). What the simulated reader is tuned to, and whether a tag passes its
// pre-filter (the bits of its EPC from an offset): shared by the simulator's tuning answers for each protocol.

/** What the simulated reader holds now (tests compare it with what the app read back). */
export interface SimTuningState {
  power: number;
  session: number;
  target: 'A' | 'B';
  q: number | 'dynamic';
  /** EPC bits from `offsetBits` that a tag must hold to be read; null: every tag. */
  filter: { offsetBits: number; bits: string } | null;
}

export const bitsOf = (hex: string) =>
  [...hex].map((c) => Number.parseInt(c, 16).toString(2).padStart(4, '0')).join('');

export function passes(state: SimTuningState, epcHex: string): boolean {
  const f = state.filter;
  if (!f) return true;
  return bitsOf(epcHex).slice(f.offsetBits, f.offsetBits + f.bits.length) === f.bits;
}
