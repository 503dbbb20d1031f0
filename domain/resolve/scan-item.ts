// Process: main (domain, Electron-free). The scan pipeline counting and receiving share: a reader event (an
// EpcEvent or BarcodeEvent, text scans through domain/reader/scan-event.ts) or typed text becomes what was
// scanned and which item it is, on the catalog's in-memory index (never SQLite): a tag (its EPC identity, the
// item or why none), a barcode (the item and how many units one scan adds: a case GTIN-14's pack size), a code
// that matched nothing, or input that is no valid code. Store-internal codes match by SKU or UPC only (the
// index's rule). Knows nothing of counting: no dedupe, no journal.
import { decodeInput, sgtinIdentity } from '../codes';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import type { ItemIndex } from './item-index';
import { sharedRfidResolver } from './shared-rfid';
import type { ResolvableItem } from './types';

export type ScanItem<T extends ResolvableItem = ResolvableItem> =
  /** An EPC: `epc` is the EPC (PC/CRC removed), `identity` the tag's GS1 identity (domain/codes sgtinIdentity: an
   * SGTIN's GTIN and serial, whatever its filter or encoding); item null when it is no trade item or its GTIN is
   * unknown. */
  | {
      kind: 'tag';
      raw: string;
      epc: string;
      identity: string;
      gtin14: string | null;
      item: T | null;
      reason: string | null;
    }
  /** A barcode or SKU of a known item; `quantity` units per scan, null while a case's pack size is unknown. */
  | {
      kind: 'barcode';
      raw: string;
      code: string;
      gtin14: string | null;
      item: T;
      quantity: number | null;
      needsPackSize: boolean;
    }
  /** A well-formed code no item has. */
  | { kind: 'unknown'; raw: string; code: string; gtin14: string | null; reason: string }
  /** Not a valid code (bad check digit, broken EPC). */
  | { kind: 'error'; raw: string; reason: string };

export interface PackSizeSource {
  get(gtin14: string): number | null;
}

/** Distinct tags the shared resolver holds (~100 bytes each) before it starts afresh. */
const SCAN_MAX_TAGS = 2_000_000;

/** Indicator digit 1-8: a case of the unit item (GS1 General Specifications 3.3.2). */
const CASE_GTIN = /^[1-8]\d{13}$/;

export interface ScanItemResolver<T extends ResolvableItem> {
  tag(hex: string, pc?: number): ScanItem<T>;
  /** A barcode, SKU or typed code (an EPC typed as hex or URI is read as a tag). */
  text(raw: string): ScanItem<T>;
  event(e: EpcEvent | BarcodeEvent): ScanItem<T>;
}

export function createScanItemResolver<T extends ResolvableItem>(
  index: ItemIndex<T>,
  packSizes: PackSizeSource,
): ScanItemResolver<T> {
  function tag(hex: string, pc?: number): ScanItem<T> {
    // The index's one resolver (the reader's marking resolved this read already): each distinct EPC is decoded
    // once and re-resolved when the catalog changes.
    const read = sharedRfidResolver(index, SCAN_MAX_TAGS).resolveEpcHex(hex, pc === undefined ? undefined : { pc });
    const r = read.resolution;
    if (read.epc === null) return { kind: 'error', raw: hex, reason: r.status === 'invalid' ? r.reason : 'not an EPC' };
    const d = read.decoded;
    const gtin14 = d.type === 'epc' ? d.gtin14 : null;
    const identity = d.type === 'invalid' ? read.epc : sgtinIdentity(d);
    const epc = read.epc;
    if (r.status === 'item') return { kind: 'tag', raw: hex, epc, identity, gtin14, item: r.item, reason: null };
    const reason =
      r.status === 'notTradeItem'
        ? `Not a trade item (${r.scheme.toUpperCase()})`
        : r.status === 'unknown'
          ? `Unknown tag: ${r.reason}`
          : r.reason;
    return { kind: 'tag', raw: hex, epc, identity, gtin14, item: null, reason };
  }

  function text(raw: string): ScanItem<T> {
    const decoded = decodeInput(raw);
    if (decoded.kind === 'epc' && decoded.type !== 'invalid') {
      const hex = decoded.hex ?? null;
      if (hex) return tag(hex);
      // A tag URI: the identity is the URI's EPC; resolve through the index directly.
      const r = index.resolve(decoded);
      const epc = decoded.input.trim();
      const gtin14 = decoded.type === 'epc' ? decoded.gtin14 : null;
      const identity = sgtinIdentity(decoded);
      if (r.status === 'item') return { kind: 'tag', raw, epc, identity, gtin14, item: r.item, reason: null };
      const reason = r.status === 'unknown' ? r.reason : 'Not an item';
      return { kind: 'tag', raw, epc, identity, gtin14, item: null, reason };
    }
    const r = index.resolve(decoded);
    const gtin14 = decoded.type === 'barcode' ? decoded.gtin14 : null;
    const code = decoded.type === 'barcode' ? decoded.code : raw.trim();
    if (r.status === 'item') {
      const isCase = gtin14 !== null && r.via === 'gtin' && CASE_GTIN.test(gtin14);
      const quantity = isCase ? packSizes.get(gtin14) : 1;
      return { kind: 'barcode', raw, code, gtin14, item: r.item, quantity, needsPackSize: quantity === null };
    }
    if (r.status === 'invalid') return { kind: 'error', raw, reason: r.reason };
    return { kind: 'unknown', raw, code, gtin14, reason: r.status === 'unknown' ? r.reason : 'Not an item' };
  }

  return {
    tag,
    text,
    event: (e) =>
      e.type === 'epc'
        ? tag(e.hex, e.pc === undefined ? undefined : Number.parseInt(e.pc, 16))
        : // The symbology identifier tells UPC-E from EAN-8: give it back to the decoder.
          text(`${e.symbologyId ?? ''}${e.text}`),
  };
}
