// Process: main (domain, Electron-free). What a locate looks for: one exact EPC, or any tag of an item (its
// GTIN-14, optionally a serial range), and the test of a read against it. Reads arrive as EPC hex (PC word and
// CRC stripped by the reader layer) and are decoded with domain/codes, once per distinct EPC: a locate sees
// the same few tags hundreds of times a second.
import { decodeEpcHex, isGtin14 } from '../codes';
import { UserError } from '../shared/errors';

export type LocateTarget =
  | { kind: 'epc'; epc: string }
  | { kind: 'item'; gtin14: string; serialFrom?: string; serialTo?: string };

const DIGITS = /^\d+$/;
/** The distinct EPCs a matcher remembers before it starts over (a locate near a stock room's shelves). */
const MEMO_LIMIT = 50_000;

/** Serials compare as numbers when both are digits (SGTIN-96 serials are), else as text. */
function compareSerials(a: string, b: string): number {
  if (DIGITS.test(a) && DIGITS.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A test of EPC hex against the target. Throws UserError bad_input for a target that can match nothing. */
export function locateMatcher(target: LocateTarget): (hex: string) => boolean {
  if (target.kind === 'epc') {
    const d = decodeEpcHex(target.epc);
    const hex = d.type === 'invalid' ? null : d.hex;
    if (hex === null) throw new UserError('bad_input', `Not an EPC to locate: ${target.epc}`);
    return (read) => read === hex;
  }
  if (!isGtin14(target.gtin14)) throw new UserError('bad_input', `Not a GTIN-14: ${target.gtin14}`);
  const { gtin14, serialFrom, serialTo } = target;
  if (serialFrom !== undefined && serialTo !== undefined && compareSerials(serialFrom, serialTo) > 0)
    throw new UserError('bad_input', `The serial range ${serialFrom}-${serialTo} is empty`);
  const memo = new Map<string, boolean>();
  return (read) => {
    let hit = memo.get(read);
    if (hit === undefined) {
      const d = decodeEpcHex(read);
      hit =
        d.type === 'epc' &&
        d.gtin14 === gtin14 &&
        (serialFrom === undefined || compareSerials(d.serial, serialFrom) >= 0) &&
        (serialTo === undefined || compareSerials(d.serial, serialTo) <= 0);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(read, hit);
    }
    return hit;
  };
}
