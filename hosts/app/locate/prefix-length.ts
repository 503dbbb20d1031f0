// Process: main (composition, Electron-free). The GS1 company prefix length of a GTIN, which an item's EPC select
// needs (it sets the SGTIN partition): the demo catalog's own, else the one this PC prints labels with (encode
// settings), else unknown (the locate then matches in main only).
import { demoCompanyPrefixLength } from '../../../service/seed/demo-constants';
import type { AppEncode } from '../encode/app-encode';

export function companyPrefixLengthOf(encode: () => AppEncode): (gtin14: string) => number | null {
  return (gtin14) => {
    const demo = demoCompanyPrefixLength(gtin14);
    if (demo !== undefined) return demo;
    try {
      return encode().service().settings().companyPrefixLength;
    } catch {
      // No journal open yet (signed out): nothing known.
      return null;
    }
  };
}
