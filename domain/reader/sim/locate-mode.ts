// Process: main (domain, Electron-free). The simulator's locate mode: one target tag at a simulated distance from
// the reader that the user changes (keys on reader:sim's command line, a slider or arrow keys in the app), so a
// demo shows a real search. Nearer, the target is read more often and stronger: its RSSI follows a log-distance
// path loss (about 25 dB a decade, as a handheld's antenna sees a tag on a shelf) with a little jitter, and beyond
// the reader's range it is not read at all. The other tags of the field are read as before.
import type { SimRead } from '../protocols/framer';

/** Metres. */
export const LOCATE_DISTANCE = { min: 0.5, max: 15, start: 10, step: 0.5 } as const;
/** Closer than this, every read slot that can be the target's is. */
const FULL_READ_M = 2;
/** dBm at 30 cm, and the loss per decade of distance. */
const RSSI_AT_30CM = -35;
const DB_PER_DECADE = 25;
/** At most this share of the reads are the target's (a Select would make it all; main matching sees the rest too). */
const MAX_SHARE = 0.3;

/** The target's mean RSSI at `m` metres (dBm, rounded). */
export function rssiAt(m: number): number {
  return Math.round(RSSI_AT_30CM - DB_PER_DECADE * Math.log10(Math.max(m, LOCATE_DISTANCE.min) / 0.3));
}

/** The chance a read slot is the target's at `m` metres: full near the reader, none at the edge of its range. */
export function readShareAt(m: number): number {
  const reach = (LOCATE_DISTANCE.max - m) / (LOCATE_DISTANCE.max - FULL_READ_M);
  return MAX_SHARE * Math.min(1, Math.max(0, reach));
}

const clamp = (m: number) => Math.round(Math.min(LOCATE_DISTANCE.max, Math.max(LOCATE_DISTANCE.min, m)) * 10) / 10;

export interface SimLocateMode {
  /** The target's EPC hex (upper case), or null: no target, reads pass unchanged. */
  readonly epc: string | null;
  readonly distance: number;
  setTarget(epc: string | null): void;
  /** Sets the distance in metres (clamped to LOCATE_DISTANCE); returns what it became. */
  setDistance(m: number): number;
  /** A step nearer (negative steps) or further. */
  move(steps: number): number;
  /** The reads a reader at this distance gives: some slots become the target's, with its RSSI. */
  shape(reads: SimRead[]): SimRead[];
}

export function createSimLocateMode(random: () => number, epc: string | null = null): SimLocateMode {
  let target = epc?.toUpperCase() ?? null;
  let distance: number = LOCATE_DISTANCE.start;
  const pc = () => (((target?.length ?? 0) / 4) << 11).toString(16).toUpperCase().padStart(4, '0');
  return {
    get epc() {
      return target;
    },
    get distance() {
      return distance;
    },
    setTarget(hex) {
      target = hex?.toUpperCase() ?? null;
    },
    setDistance(m) {
      if (Number.isFinite(m)) distance = clamp(m);
      return distance;
    },
    move(steps) {
      distance = clamp(distance + steps * LOCATE_DISTANCE.step);
      return distance;
    },
    shape(reads) {
      const hex = target;
      if (hex === null) return reads;
      const share = readShareAt(distance);
      // Beyond range the target's own reads (it may be in the field's population) vanish too.
      if (share === 0) return reads.filter((r) => r.kind !== 'epc' || r.hex !== hex);
      const mean = rssiAt(distance);
      return reads.map((r) =>
        r.kind === 'epc' && (r.hex === hex || random() < share)
          ? { kind: 'epc', hex, pc: pc(), rssi: mean + Math.round((random() - 0.5) * 4) }
          : r,
      );
    },
  };
}
