// Process: main (domain, Electron-free). The one result type of all decoding: a discriminated union on
// `type`, so the resolver, the CLI and the lookup screen switch on one field. Documented in README.md.

export type EpcTradeScheme = 'sgtin-96' | 'sgtin-198' | 'sgtin+' | 'dsgtin+';

/** An SGTIN in any of its encodings: a trade item, identified by GTIN-14 and serial. */
export interface EpcTradeItem {
  type: 'epc';
  kind: 'epc';
  ok: true;
  input: string;
  scheme: EpcTradeScheme;
  /** The EPC alone, upper case, PC word and CRC removed; null when the input was a URI. */
  hex: string | null;
  gtin14: string;
  serial: string;
  /** Null for a pure identity URI, which carries no filter. */
  filter: number | null;
  /** urn:epc:tag:... (null for the '+' schemes, which have no tag URI). */
  tagUri: string | null;
  /** urn:epc:id:sgtin:... (null for the '+' schemes: they carry no company prefix length). */
  pureUri: string | null;
  /** DSGTIN+ only: the date's application identifier (11, 13, 15, 16, 17, 7006, 7007) and YYMMDD. */
  date?: { ai: string; yymmdd: string };
}

/** A valid EPC of any other scheme (SSCC, SGLN, GRAI, GIAI, GID, ...) or a non-GS1 EPC. Never an item. */
export interface EpcNotTradeItem {
  type: 'notTradeItem';
  kind: 'epc';
  ok: false;
  input: string;
  scheme: string;
  hex: string | null;
  reason: string;
}

/** A GTIN-bearing barcode (UPC, EAN, GTIN-14, GS1 element string, Digital Link) with a valid check digit. */
export interface BarcodeGtin {
  type: 'barcode';
  kind: 'barcode';
  ok: true;
  input: string;
  symbology: BarcodeSymbology;
  /** The digits as printed (12 for UPC-A, 8 for UPC-E/EAN-8, ...), for the UPC-as-typed index. */
  code: string;
  gtin14: string;
  /** Another valid reading of an ambiguous 8-digit code (UPC-E vs EAN-8) without a symbology identifier. */
  alternateGtin14?: string;
  serial: string | null;
  batch: string | null;
  /** AI 17 as YYMMDD. */
  expiry: string | null;
  /** AI 37 with AI 02: count of contained trade items. */
  count: number | null;
  /** Restricted circulation (EAN-13 starting 2, UPC-A number system 2 or 4): match by SKU/UPC only. */
  storeInternal: boolean;
  /** An 11-digit entry read as a UPC-A that lost its leading zero. */
  assumedLeadingZero: boolean;
}

export type BarcodeSymbology =
  | 'upc-a'
  | 'upc-e'
  | 'ean-8'
  | 'ean-13'
  | 'gtin-14'
  | 'gs1-element-string'
  | 'gs1-digital-link';

/** Text that is no code we know: looked up as a SKU (or UPC) exactly as typed. */
export interface SkuText {
  type: 'sku';
  kind: 'barcode';
  ok: false;
  input: string;
  sku: string;
}

/** Input that claims a format and fails it (bad check digit, wrong length, partition 7, ...). */
export interface DecodeInvalid {
  type: 'invalid';
  kind: 'epc' | 'barcode';
  ok: false;
  input: string;
  /** The scheme or symbology it looked like, when known. */
  scheme: string | null;
  reason: string;
}

export type Decoded = EpcTradeItem | EpcNotTradeItem | BarcodeGtin | SkuText | DecodeInvalid;
export type DecodedEpc = EpcTradeItem | EpcNotTradeItem | DecodeInvalid;

/** What the reader layer knows about a read: the tag's PC word, and whether the CRC follows the EPC. */
export interface EpcHint {
  pc?: number;
}

export function epcInvalid(input: string, scheme: string | null, reason: string): DecodeInvalid {
  return { type: 'invalid', kind: 'epc', ok: false, input, scheme, reason };
}

export function barcodeInvalid(input: string, scheme: string | null, reason: string): DecodeInvalid {
  return { type: 'invalid', kind: 'barcode', ok: false, input, scheme, reason };
}

export function notTradeItem(input: string, scheme: string, hex: string | null, reason?: string): EpcNotTradeItem {
  return {
    type: 'notTradeItem',
    kind: 'epc',
    ok: false,
    input,
    scheme,
    hex,
    reason: reason ?? `not a trade item: ${scheme} identifies no product`,
  };
}
