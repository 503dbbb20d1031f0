// Process: main (composition, Electron-free). The EPC the demo simulator plays as a locate's target: the target's
// own EPC, or for an item an SGTIN-96 of its GTIN with the demo's company prefix length (the demo catalog's tags
// are encoded that way, so the target resolves to the item like any demo tag). A serial range's first serial is
// used when it is a number SGTIN-96 can carry, else a fixed one.
import type { LocateTarget } from '../../../contract/locate';
import { encodeSgtin96 } from '../../../domain/codes';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';

/** A serial far above the demo's own tags', so the simulated target is a tag of its own. */
const SIM_SERIAL = 990_001;

export function simulatedTargetEpc(target: LocateTarget): string | null {
  if (target.kind === 'epc') return target.epc.toUpperCase();
  const serial =
    target.serialFrom !== undefined && /^\d{1,11}$/.test(target.serialFrom) ? target.serialFrom : SIM_SERIAL;
  try {
    return encodeSgtin96({ gtin14: target.gtin14, serial, companyPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });
  } catch {
    // A GTIN whose check digit is wrong has no tag to simulate; the locate still runs on real reads.
    return null;
  }
}
