// Process: main (domain, Electron-free). Each EPC of a comparison decoded once with domain/codes, the project's
// decoder: GTIN-14, serial and scheme for trade items, nulls for anything else (a non-GS1 or damaged tag still
// shows in gone, moved and new by its EPC; it just cannot be judged suspect).
import { decodeEpcHex } from '../codes';

export interface TagCode {
  gtin14: string | null;
  serial: string | null;
  scheme: string | null;
}

const NONE: TagCode = { gtin14: null, serial: null, scheme: null };

export function createTagCodes(): (epc: string) => TagCode {
  const seen = new Map<string, TagCode>();
  return (epc) => {
    let code = seen.get(epc);
    if (code === undefined) {
      const d = decodeEpcHex(epc);
      code = d.type === 'epc' ? { gtin14: d.gtin14, serial: d.serial, scheme: d.scheme } : NONE;
      seen.set(epc, code);
    }
    return code;
  };
}
