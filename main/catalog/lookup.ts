// Process: main (domain, Electron-free). The lookup service behind the RFID lookup screen and `cli lookup`:
// decodes what was scanned, typed or pasted, finds the item in the local cache (fully offline) and says why
// when there is none. A GTIN that is not in the catalog is unknown, never a guess; non-item EPCs never resolve.
import type { Decoded } from '../codes/types';
import type { CatalogDb } from './db';
import { createItemFinder, type SearchHit } from './item-finder';
import { createItemViewReader, type ItemView } from './item-view';

export type LookupStatus = 'item' | 'unknown' | 'not-a-trade-item' | 'invalid';

/** The decoded identifier as the screen shows it. */
export interface DecodedView {
  kind: 'epc' | 'barcode';
  type: Decoded['type'];
  scheme: string | null;
  gtin14: string | null;
  serial: string | null;
  filter: number | null;
  tagUri: string | null;
  reason: string | null;
}

export interface LookupResult {
  input: string;
  status: LookupStatus;
  decoded: DecodedView;
  /** Which index found the item. */
  matchedBy: 'gtin' | 'upc' | 'sku' | null;
  item: ItemView | null;
  /** A short sentence for the screen and the CLI. */
  message: string;
}

export interface LookupService {
  lookup(text: string): LookupResult;
  search(query: string, limit?: number): SearchHit[];
  setStore(storeId: string | null): void;
}

export interface LookupDeps {
  db: CatalogDb;
  /** main/codes decodeInput; a parameter so this module stays free of decoder wiring. */
  decode: (text: string) => Decoded;
  /** The working store: its price is shown. */
  storeId: string | null;
}

export function decodedView(d: Decoded): DecodedView {
  switch (d.type) {
    case 'epc':
      return {
        kind: 'epc',
        type: d.type,
        scheme: d.scheme,
        gtin14: d.gtin14,
        serial: d.serial,
        filter: d.filter,
        tagUri: d.tagUri,
        reason: null,
      };
    case 'barcode':
      return {
        kind: 'barcode',
        type: d.type,
        scheme: d.symbology,
        gtin14: d.gtin14,
        serial: d.serial,
        filter: null,
        tagUri: null,
        reason: null,
      };
    case 'epc-not-trade-item':
      return {
        kind: 'epc',
        type: d.type,
        scheme: d.scheme,
        gtin14: null,
        serial: null,
        filter: null,
        tagUri: null,
        reason: d.reason,
      };
    case 'sku':
      return {
        kind: 'barcode',
        type: d.type,
        scheme: 'sku',
        gtin14: null,
        serial: null,
        filter: null,
        tagUri: null,
        reason: null,
      };
    default:
      return {
        kind: d.kind,
        type: d.type,
        scheme: d.scheme,
        gtin14: null,
        serial: null,
        filter: null,
        tagUri: null,
        reason: d.reason,
      };
  }
}

export function createLookupService(deps: LookupDeps): LookupService {
  const finder = createItemFinder(deps.db);
  const views = createItemViewReader(deps.db);
  let storeId = deps.storeId;

  const find = (d: Decoded): { id: string; by: 'gtin' | 'upc' | 'sku' } | null => {
    const hit = (id: string | null, by: 'gtin' | 'upc' | 'sku') => (id ? { id, by } : null);
    switch (d.type) {
      case 'epc':
        return hit(finder.byGtin14(d.gtin14), 'gtin');
      case 'barcode':
        // Store-internal codes embed price or weight: only the code as the store recorded it can match.
        if (d.storeInternal) return hit(finder.byUpc(d.code), 'upc') ?? hit(finder.bySku(d.code), 'sku');
        return (
          hit(finder.byGtin14(d.gtin14), 'gtin') ??
          (d.alternateGtin14 ? hit(finder.byGtin14(d.alternateGtin14), 'gtin') : null) ??
          hit(finder.byUpc(d.code), 'upc') ??
          hit(finder.bySku(d.code), 'sku')
        );
      case 'sku':
        return hit(finder.bySku(d.sku), 'sku') ?? hit(finder.byUpc(d.sku), 'upc');
      default:
        return null;
    }
  };

  return {
    lookup(text) {
      const decoded = deps.decode(text);
      const view = decodedView(decoded);
      const base = { input: text, decoded: view };
      if (decoded.type === 'epc-not-trade-item') {
        return {
          ...base,
          status: 'not-a-trade-item',
          matchedBy: null,
          item: null,
          message: `Not a trade item (${decoded.scheme})`,
        };
      }
      if (decoded.type === 'invalid') {
        return { ...base, status: 'invalid', matchedBy: null, item: null, message: `Invalid: ${decoded.reason}` };
      }
      const found = find(decoded);
      const item = found ? views.read(found.id, storeId) : null;
      if (!found || !item) {
        const what = view.gtin14 ? `GTIN ${view.gtin14}` : `"${text.trim()}"`;
        return {
          ...base,
          status: 'unknown',
          matchedBy: null,
          item: null,
          message: `Unknown: ${what} is not in the catalog`,
        };
      }
      const flags = [item.active ? null : 'inactive', item.availableAtStore ? null : 'not carried by this store'];
      const note = flags.filter(Boolean).join(', ');
      return {
        ...base,
        status: 'item',
        matchedBy: found.by,
        item,
        message: `${item.sku} ${item.posDescription1 || item.description}${note ? ` (${note})` : ''}`,
      };
    },
    search: (query, limit) => finder.search(query, limit),
    setStore(id) {
      storeId = id;
    },
  };
}
