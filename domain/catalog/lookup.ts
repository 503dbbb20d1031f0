// Process: main (domain, Electron-free). The lookup service behind the RFID lookup screen and `cli lookup`:
// decodes what was scanned, typed or pasted, resolves it through the same in-memory index as the scan path,
// reads the item from the local cache (fully offline) and says why when there is none. A GTIN that is not in
// the catalog is unknown, never a guess; non-item EPCs never resolve.

import type { DecodedView, LookupResult, SearchHit } from '../../contract/catalog';
import type { Decoded } from '../codes/types';
import type { Resolution } from '../resolve/types';
import type { CatalogDb } from './db';
import { createItemFinder } from './item-finder';
import { createItemViewReader } from './item-view';

export type { DecodedView, LookupResult, LookupStatus } from '../../contract/catalog';

export interface LookupService {
  lookup(text: string): LookupResult;
  search(query: string, limit?: number): SearchHit[];
  setStore(storeId: string | null): void;
}

export interface LookupDeps {
  db: CatalogDb;
  /** domain/codes decodeInput; a parameter so this module stays free of decoder wiring. */
  decode: (text: string) => Decoded;
  /** The same in-memory index the scan path uses (domain/resolve ItemIndex), so both always agree. */
  index: { resolve(decoded: Decoded): Resolution };
  /** The working store: its price is shown. */
  storeId: string | null;
}

export function decodedView(d: Decoded): DecodedView {
  const none = { gtin14: null, serial: null, filter: null, tagUri: null, reason: null };
  switch (d.type) {
    case 'epc':
      return {
        ...none,
        kind: 'epc',
        type: d.type,
        scheme: d.scheme,
        gtin14: d.gtin14,
        serial: d.serial,
        filter: d.filter,
        tagUri: d.tagUri,
      };
    case 'barcode':
      return { ...none, kind: 'barcode', type: d.type, scheme: d.symbology, gtin14: d.gtin14, serial: d.serial };
    case 'notTradeItem':
      return { ...none, kind: 'epc', type: d.type, scheme: d.scheme, reason: d.reason };
    case 'sku':
      return { ...none, kind: 'barcode', type: d.type, scheme: 'sku' };
    default:
      return { ...none, kind: d.kind, type: d.type, scheme: d.scheme, reason: d.reason };
  }
}

export function createLookupService(deps: LookupDeps): LookupService {
  const finder = createItemFinder(deps.db);
  const views = createItemViewReader(deps.db);
  let storeId = deps.storeId;

  return {
    lookup(text) {
      const decoded = deps.decode(text);
      const base = { input: text, decoded: decodedView(decoded), matchedBy: null, item: null };
      const r = deps.index.resolve(decoded);
      switch (r.status) {
        case 'notTradeItem':
          return { ...base, status: 'notTradeItem', message: `Not a trade item (${r.scheme})` };
        case 'invalid':
          return { ...base, status: 'invalid', message: `Invalid: ${r.reason}` };
        case 'unknown':
          return { ...base, status: 'unknown', message: `Unknown: ${r.reason}` };
      }
      const item = views.read(r.item.id, storeId);
      if (!item) return { ...base, status: 'unknown', message: `Unknown: item ${r.item.id} is not in the cache` };
      const flags = [item.active ? null : 'inactive', item.availableAtStore ? null : 'not carried by this store'];
      const note = flags.filter(Boolean).join(', ');
      return {
        ...base,
        status: 'item',
        matchedBy: r.via,
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
