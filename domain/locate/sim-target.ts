// Process: main (domain, Electron-free). The EPC the demo simulator plays as a locate's target: the target's own
// EPC, or for an item an SGTIN-96 of its GTIN with the company prefix length the simulator's tags are encoded with
// (the demo catalog's, which the host knows), so the target resolves to the item like any demo tag; an item with
// several GTINs is played by its first (its RFID GTIN when it has one: the screens list that first). A serial
// range's first serial is used when it is a number SGTIN-96 can carry, else a fixed one.
import type { LocateTarget } from '../../contract/locate';
import { encodeSgtin96 } from '../codes';

/** A serial far above the demo's own tags', so the simulated target is a tag of its own. */
const SIM_SERIAL = 990_001;

export function simulatedTargetEpc(target: LocateTarget, companyPrefixLength: number | null): string | null {
  if (target.kind === 'epc') return target.epc.toUpperCase();
  const gtin14 = target.gtins[0]?.gtin14;
  if (companyPrefixLength === null || gtin14 === undefined) return null;
  const serial =
    target.serialFrom !== undefined && /^\d{1,11}$/.test(target.serialFrom) ? target.serialFrom : SIM_SERIAL;
  try {
    return encodeSgtin96({ gtin14, serial, companyPrefixLength });
  } catch {
    // A GTIN whose check digit is wrong has no tag to simulate; the locate still runs on real reads.
    return null;
  }
}
