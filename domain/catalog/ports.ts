// Process: main (domain, Electron-free). The slice of the API client the catalog needs. The real client
// (domain/api/client.ts) satisfies it structurally; tests can wrap it to count or cut requests.
import type { RawPage } from '../api/pagination';
import type { Dimension, InventoryRequest, InventoryRow, Store, Vendor } from '../api/wire';

export interface StoreItemsQuery {
  expand?: string[];
  filter?: string;
  orderBy?: string;
  pageNumber?: number;
  pageSize?: number;
}

export interface CatalogApi {
  listStores(): Promise<Store[]>;
  /** A store's items page left as bytes: the sync parses and checks it in its worker, off main's event loop. */
  listStoreItemsPageRaw(storeId: string, q: StoreItemsQuery): Promise<RawPage>;
  postInventory(req: InventoryRequest): Promise<InventoryRow[]>;
  listVendors(): Promise<Vendor[]>;
  listDimensions(): Promise<Dimension[]>;
}

/** Expand values for the catalog: per-store prices, sparse dimensions beyond ten, and RFID GTINs. */
export const CATALOG_EXPAND = ['Stores', 'Dimensions', 'GTIN'];
/** The service's maximum (public notes A): fewest requests against the 2/s limit. */
export const CATALOG_PAGE_SIZE = 500;
