// Process: renderer. The catalog slice's public shape: the catalog's sync status, lookups and their history, and
// search. Part of AppState (types.ts); its creator is catalog-slice.ts.
import type { CatalogStatusView, LookupResult, LookupStatus, SearchHit } from '../../../contract/catalog';
import type { AppError } from '../../../contract/result';

/** One line of the recent-lookups list. */
export interface LookupHistoryEntry {
  input: string;
  status: LookupStatus;
  /** SKU and name when found, else the reason. */
  label: string;
}

export interface CatalogSlice {
  /** The catalog's state as main last reported it (catalog.progress events keep it current). */
  catalog: CatalogStatusView | null;
  catalogError: AppError | null;
  /** The results of the last lookup: one per line when several lines were pasted. */
  lookupResults: LookupResult[];
  /** Which of lookupResults the card shows. */
  lookupShown: number;
  lookupBusy: boolean;
  lookupError: AppError | null;
  /** Most recent first, without repeats. */
  lookupHistory: LookupHistoryEntry[];
  searchHits: SearchHit[] | null;
  searchBusy: boolean;
  searchError: AppError | null;
  /** Subscribes to catalog.progress and loads the status; returns the unsubscribe function. */
  watchCatalog(): () => void;
  loadCatalogStatus(): Promise<void>;
  syncCatalog(full?: boolean): Promise<void>;
  cancelCatalogSync(): Promise<void>;
  /** Looks up each non-empty line of the text (a scan, a typed code, or a pasted list). */
  lookup(text: string): Promise<void>;
  showLookupResult(index: number): void;
  search(query: string): Promise<void>;
  clearSearch(): void;
}
