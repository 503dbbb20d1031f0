// Process: renderer (pure TS, no React). What a decoded code is called on screen: its scheme as people read it,
// and the headline of a lookup that found no item. The lookup screens show them, and the catalog slice names a
// lookup in the history with the same words.
import type { LookupResult } from '../../../contract/catalog';

const SCHEME_NAMES: Record<string, string> = {
  'sgtin-96': 'SGTIN-96',
  'sgtin-198': 'SGTIN-198',
  'sgtin+': 'SGTIN+',
  'dsgtin+': 'DSGTIN+',
  'upc-a': 'UPC-A',
  'upc-e': 'UPC-E',
  'ean-8': 'EAN-8',
  'ean-13': 'EAN-13',
  'gtin-14': 'GTIN-14',
  'gs1-element-string': 'GS1 element string',
  'gs1-digital-link': 'GS1 Digital Link',
  sku: 'SKU',
};

/** Scheme names as people read them: SSCC-96, GIAI-202, UPC-A. */
export function schemeName(scheme: string | null): string {
  if (!scheme) return 'unknown';
  const known = SCHEME_NAMES[scheme];
  if (known) return known;
  // Scheme codes (giai-202, sgln-195) read as SSCC-96 does; descriptions such as "non-GS1 (header 0xE2)" stay as written.
  return /^[a-z0-9+-]+$/.test(scheme) ? scheme.toUpperCase() : scheme;
}

/** True for tags that carry no GS1 identifier at all (ISO/proprietary EPCs), as opposed to GS1 non-item keys. */
export function isNonGs1Scheme(scheme: string | null): boolean {
  return scheme !== null && /non-gs1|iso\/iec/i.test(scheme);
}

/** The headline for a lookup that found no item. */
export function notFoundHeadline(r: LookupResult): string {
  const d = r.decoded;
  if (r.status === 'notTradeItem') return `Not a trade item (${schemeName(d.scheme)})`;
  if (r.status === 'invalid') return `Not a valid code: ${d.reason ?? r.message.replace(/^Invalid: /, '')}`;
  if (d.gtin14) return `Unknown ${d.kind === 'epc' ? 'tag' : 'barcode'}: GTIN ${d.gtin14} is not in the catalog`;
  if (d.type === 'sku') return `Unknown code: no item has SKU or UPC “${r.input.trim()}”`;
  return r.message;
}
