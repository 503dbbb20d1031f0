// Process: main (domain, Electron-free). The identity of a tag: what makes two EPCs the same tag in GS1's sense.
// An SGTIN is identified by its GTIN and serial (company prefix + item reference + serial); the filter value, the
// partition (where the company prefix ends) and the scheme it is encoded in (SGTIN-96, SGTIN-198, SGTIN+, DSGTIN+)
// are not part of it, nor is a DSGTIN+'s date (extra data beside the SGTIN). So 3074257BF400000000002329 (filter 3)
// and 3034257BF400000000002329 (filter 1) are one identity: two of them in one count are one tag written twice
// (cloned or re-encoded), never two units. Any other EPC keeps the EPC itself as its identity.
import { decodeEpcHex } from './epc/decode';
import { decodeEpcUri, isEpcUri } from './epc/uri';
import type { EpcNotTradeItem, EpcTradeItem } from './types';

/** An SGTIN's identity from its GTIN-14 and serial, whatever encoding carried them. */
export const gs1Identity = (gtin14: string, serial: string): string => `(01)${gtin14}(21)${serial}`;

/** The identity of a decoded EPC: `(01)<GTIN-14>(21)<serial>` for an SGTIN in any encoding (the GS1 element
 * string's words, so it can never equal an EPC's hex or URI), else the EPC (its hex, or the URI as given). */
export function sgtinIdentity(decoded: EpcTradeItem | EpcNotTradeItem): string {
  if (decoded.type === 'epc') return gs1Identity(decoded.gtin14, decoded.serial);
  return decoded.hex ?? decoded.input.trim();
}

/** The identity of an EPC as a journal keeps it (hex without PC and CRC, or a tag or pure identity URI); null when
 * the text is no valid EPC. */
export function epcTextIdentity(epc: string): string | null {
  const d = isEpcUri(epc.trim()) ? decodeEpcUri(epc) : decodeEpcHex(epc);
  return d.type === 'epc' || d.type === 'notTradeItem' ? sgtinIdentity(d) : null;
}
