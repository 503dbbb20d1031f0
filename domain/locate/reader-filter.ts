// Process: main (domain, Electron-free). Where a locate keeps the reader to its target, per protocol: the EPC
// select it asks the reader for (reader tuning's Locate preset carries it, domain/reader/tuning/select.ts writes
// the bytes and says them), and whether the protocol has one. TSL and M100 select on the EPC bank; Chafon's
// CF-RU5102 command set and plain lines have none, so every read is matched in main. Main matches every read
// anyway (target.ts): a select only spares the reader and the link the other tags. An item whose tags may carry
// several GTINs (its RFID GTIN and its barcodes') gets no select at all and is matched in main only: one select
// masks one GTIN's company prefix and item reference, and a reader that kept only that GTIN's tags would hide the
// others (the readers here take one Select mask at a time; domain/reader/tuning/select.ts).
import type { LocateFilterView, LocateTarget } from '../../contract/locate';
import type { ReaderProtocol } from '../../contract/reader-settings';
import { encodeSgtin96 } from '../codes';
import { type EpcSelect, selectHow } from '../reader/tuning/select';
import { locateGtin14s } from './target';

/** An SGTIN's partition, company prefix and item reference: bits 11-57 of the EPC, after header and filter, so
 *  both SGTIN-96 and SGTIN-198 tags of the GTIN match, whatever their filter value. */
const ITEM_OFFSET_BITS = 11;
const ITEM_BITS = 47;
const WITH_SELECT: readonly ReaderProtocol[] = ['tsl', 'm100'];

/** Why an item's target gets no select, or null when one can be built from its company prefix length. */
export function noSelectReason(target: LocateTarget, companyPrefixLength: number | null): string | null {
  if (target.kind === 'epc') return null;
  const gtins = locateGtin14s(target).length;
  if (gtins > 1)
    return `Matched in main: this item's tags may carry any of its ${gtins} GTINs, and a reader select keeps one.`;
  if (companyPrefixLength === null)
    return "Matched in main: this item's company prefix length is not known here, so no select can be built.";
  return null;
}

/** The select for a target, or null when none can be built (an item with several GTINs, or whose company prefix
 *  length is unknown: noSelectReason says which). */
export function locateSelect(target: LocateTarget, companyPrefixLength: number | null): EpcSelect | null {
  if (target.kind === 'epc') return { epcHex: target.epc.toUpperCase(), bitLength: target.epc.length * 4 };
  const [gtin14, ...others] = locateGtin14s(target);
  if (gtin14 === undefined || others.length > 0 || companyPrefixLength === null) return null;
  try {
    const hex = encodeSgtin96({ gtin14, serial: 0, companyPrefixLength });
    // The mask from bit 11: shift the 96-bit value left by 11 and keep 47 bits, in whole bytes.
    const bits = (BigInt(`0x${hex}`) << BigInt(ITEM_OFFSET_BITS)) & ((1n << 96n) - 1n);
    const epcHex = bits.toString(16).toUpperCase().padStart(24, '0').slice(0, 12);
    return { epcHex, bitLength: ITEM_BITS, offsetBits: ITEM_OFFSET_BITS };
  } catch {
    return null;
  }
}

/** Where the target is matched; `whyNone` (noSelectReason) is said when the protocol has a select but the target
 *  got none. */
export function locateFilter(
  protocol: ReaderProtocol,
  select: EpcSelect | null,
  whyNone?: string | null,
): LocateFilterView {
  if (!WITH_SELECT.includes(protocol)) return { where: 'main', how: selectHow(protocol, { epcHex: '', bitLength: 0 }) };
  if (!select) return { where: 'main', how: whyNone ?? 'Matched in main: no select could be built for this target.' };
  return { where: 'reader', how: `${selectHow(protocol, select)} Matched in main too.` };
}
