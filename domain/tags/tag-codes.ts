// Process: main (domain, Electron-free). Each EPC of a comparison decoded once with domain/codes, the project's
// decoder: GTIN-14, serial and scheme for trade items, nulls for anything else (a non-GS1 or damaged tag still
// shows in gone, moved and new by its EPC; it just cannot be judged suspect). The decoder's own result is kept
// (no copy per tag: two counts are 200,000 of them).
import { decodeEpcHex } from '../codes';

export interface TagCode {
  readonly gtin14: string | null;
  readonly serial: string | null;
  readonly scheme: string | null;
}

const NONE: TagCode = { gtin14: null, serial: null, scheme: null };

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
