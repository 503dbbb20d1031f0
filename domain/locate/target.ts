// Process: main (domain, Electron-free). What a locate looks for: one exact EPC, or any tag of an item (every GTIN-14
// its tags may carry: its RFID GTINs and its barcodes' GTINs, optionally a serial range), and the test of a read
// against it. Reads arrive as EPC hex (PC word and CRC stripped by the reader layer) and are decoded with
// domain/codes, once per distinct EPC: a locate sees the same few tags hundreds of times a second.
import type { LocateTarget } from '../../contract/locate';
import { decodeEpcHex, isGtin14 } from '../codes';
import { UserError } from '../shared/errors';

export type { LocateTarget } from '../../contract/locate';

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
  const gtins = locateGtin14s(target);
  const bad = gtins.find((g) => !isGtin14(g));
  if (bad !== undefined || gtins.length === 0)
    throw new UserError('bad_input', `Not a GTIN-14: ${bad ?? 'none given'}. Check the digits and locate again.`);
  const wanted = new Set(gtins);
  const { serialFrom, serialTo } = target;
  if (serialFrom !== undefined && serialTo !== undefined && compareSerials(serialFrom, serialTo) > 0)
    throw new UserError('bad_input', `The serial range ${serialFrom}-${serialTo} is empty`);
  const memo = new Map<string, boolean>();
  return (read) => {
    let hit = memo.get(read);
    if (hit === undefined) {
      const d = decodeEpcHex(read);
      hit =
        d.type === 'epc' &&
        wanted.has(d.gtin14) &&
        (serialFrom === undefined || compareSerials(d.serial, serialFrom) >= 0) &&
        (serialTo === undefined || compareSerials(d.serial, serialTo) <= 0);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(read, hit);
    }
    return hit;
  };
}

/** An item target's distinct GTIN-14s in the order given (the RFID GTIN first, as the screens list them). */
export function locateGtin14s(target: Extract<LocateTarget, { kind: 'item' }>): string[] {
  return [...new Set(target.gtins.map((g) => g.gtin14))];
}
