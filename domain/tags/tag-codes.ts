// Process: main (domain, Electron-free). Each EPC of a comparison decoded once with domain/codes, the project's
// decoder: GTIN-14, serial and scheme for trade items, nulls for anything else (a non-GS1 or damaged tag still
// shows in gone, moved and new by its EPC; it just cannot be judged suspect). The decoder's own result is kept
// (no copy per tag: two counts are 200,000 of them).
import { decodeEpcHex, gs1Identity } from '../codes';

export interface TagCode {
  readonly gtin14: string | null;
  readonly serial: string | null;
  readonly scheme: string | null;
  /** The EPC's filter value; null where it has none (not an SGTIN). */
  readonly filter: number | null;
  /** urn:epc:tag:...; null for the '+' schemes and anything not an SGTIN. */
  readonly tagUri: string | null;
}

const NONE: TagCode = { gtin14: null, serial: null, scheme: null, filter: null, tagUri: null };

export function createTagCodes(): (epc: string) => TagCode {
  const seen = new Map<string, TagCode>();
  return (epc) => {
    let code = seen.get(epc);
    if (code === undefined) {
      const d = decodeEpcHex(epc);
      code = d.type === 'epc' ? d : NONE;
      seen.set(epc, code);
    }
    return code;
  };
}

/** The tag's identity (domain/codes/identity.ts): GTIN-14 and serial for an SGTIN in any encoding, else the EPC. */
export const identityOf = (epc: string, code: TagCode): string =>
  code.gtin14 !== null && code.serial !== null ? gs1Identity(code.gtin14, code.serial) : epc;

const TAG_URI_PREFIX_DIGITS = /^urn:epc:tag:sgtin-(?:96|198):\d+\.(\d+)\./;

/**
 * The SGTIN partition (0-6) of a decoded tag, read from its tag URI: the partition sets the company prefix's
 * digits (12 down to 6, TDS table 14-2), which the URI spells out. Null for the '+' schemes (no partition).
 * Only suspect tags ask, so the URI is not parsed for every tag of a comparison.
 */
export function partitionOf(code: TagCode): number | null {
  const prefix = code.tagUri === null ? undefined : TAG_URI_PREFIX_DIGITS.exec(code.tagUri)?.[1];
  return prefix === undefined ? null : 12 - prefix.length;
}
