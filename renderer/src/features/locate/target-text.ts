// Process: renderer (pure TS). The Locate screen's target as typed (an EPC in hex, or a GTIN with an optional serial
// range) and as said back. UPC-A and EAN-13 are padded to GTIN-14, as the catalog stores them.
import type { LocateTarget } from '../../../../contract/locate';
import { gtinText } from '../../lib/item-gtins';

const HEX_WORDS = /^([0-9A-F]{4}){1,31}$/;

/** The target the fields describe, or the sentence saying what is wrong. */
export function parseTarget(code: string, serialFrom: string, serialTo: string): LocateTarget | string {
  const text = code.trim().replace(/\s+/g, '').toUpperCase();
  const from = serialFrom.trim();
  const to = serialTo.trim();
  if (/^\d{12,14}$/.test(text))
    return {
      kind: 'item',
      gtins: [{ gtin14: text.padStart(14, '0') }],
      ...(from ? { serialFrom: from } : {}),
      ...(to ? { serialTo: to } : {}),
    };
  if (from || to) return 'A serial range goes with a GTIN, not with an EPC.';
  if (HEX_WORDS.test(text)) return { kind: 'epc', epc: text };
  if (/^[0-9A-F]+$/.test(text)) return 'An EPC is hex in whole 16-bit words (24 digits for SGTIN-96).';
  return 'Enter an EPC in hex or a GTIN (12 to 14 digits).';
}

export function targetText(t: LocateTarget): string {
  if (t.kind === 'epc') return `tag ${t.epc}`;
  const range =
    t.serialFrom && t.serialTo
      ? `, serials ${t.serialFrom}–${t.serialTo}`
      : t.serialFrom
        ? `, serials from ${t.serialFrom}`
        : t.serialTo
          ? `, serials up to ${t.serialTo}`
          : '';
  return `any tag of ${listText(t.gtins.map(gtinText))}${range}`;
}

/** "a", "a or b", "a, b or c": any one of the GTINs is the item. */
function listText(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}
