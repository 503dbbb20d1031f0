// Process: main (domain, Electron-free). GS1 element strings (GS-separated, or "(01)...(21)..." as
// printed) through the maintained gs1-barcode-parser-mod; this wrapper verifies the GTIN check digit,
// which the parser does not. Keyboard-wedge scanners often drop the GS separator: fixed-length AIs
// (01, 02, 17, ...) still parse, and the GTIN always comes first, so the item is still found; only a
// variable-length field (10, 21) that lost its GS swallows what follows it.
import { parseBarcode } from 'gs1-barcode-parser-mod';
import { hasValidCheckDigit } from '../gtin';
import { type BarcodeGtin, barcodeInvalid, type DecodeInvalid } from '../types';
import { gtinBarcode } from './retail';

const GS = '\u001d';

/** Looks like an element string: parenthesised AIs, a GS, or (01)/(02) + 14 digits and more. */
export function looksLikeElementString(data: string): boolean {
  return data.startsWith('(') || data.includes(GS) || /^(01|02)\d{14}./.test(data) || /^00\d{18}$/.test(data);
}

export function decodeElementString(input: string, data: string): BarcodeGtin | DecodeInvalid {
  // A scanner may send FNC1 as a leading GS; the parser wants it gone.
  let start = 0;
  while (data[start] === GS) start++;
  const text = data.slice(start);
  let elements: Map<string, string>;
  try {
    const parsed = parseBarcode(text);
    elements = new Map(parsed.parsedCodeItems.map((e) => [e.ai, e.raw]));
  } catch (err) {
    return barcodeInvalid(input, 'gs1-element-string', `GS1 element string: ${String(err)}`);
  }
  const gtin = elements.get('01') ?? elements.get('02');
  if (!gtin) {
    const ais = [...elements.keys()].join(', ') || 'none';
    return barcodeInvalid(input, 'gs1-element-string', `no GTIN (AI 01 or 02) in the element string (AIs: ${ais})`);
  }
  if (!/^\d{14}$/.test(gtin) || !hasValidCheckDigit(gtin)) {
    return barcodeInvalid(input, 'gs1-element-string', `GTIN ${gtin} has a bad check digit`);
  }
  const count = elements.get('37');
  return gtinBarcode(input, 'gs1-element-string', gtin, gtin, {
    serial: elements.get('21') ?? null,
    batch: elements.get('10') ?? null,
    expiry: elements.get('17') ?? null,
    count: count && /^\d+$/.test(count) ? Number(count) : null,
  });
}
