// Process: main (domain, Electron-free). The catalog service's shapes: what it needs (the account, the
// working store, the API through the session, the scheduler's background lane) and what it offers the handlers,
// the reader and the counting and receiving engines.

import type { EventName, EventPayload } from '../../contract';
import type { CatalogStatusView, LookupResult, SearchHit } from '../../contract/catalog';
import type { Decoded } from '../codes/types';
import type { ItemIndex } from '../resolve/item-index';
import type { Logger } from '../shared/logger';
import type { CatalogAccount } from './account';
import type { CatalogDb } from './db';
import type { CatalogIndexRecord } from './index-feed';
import type { CatalogApi } from './ports';

export const CATALOG_SYNC_EVERY_MS = 5 * 60_000;
export const CATALOG_RETRY_MS = 60_000;

/** The event the catalog pushes (the app passes its event hub; the domain never imports it). */
export interface CatalogEvents {
  emit<E extends Extract<EventName, 'catalog.progress'>>(event: E, payload: EventPayload<E>): void;
}

export interface CatalogServiceDeps {
  dataDir: string;
  events: CatalogEvents;
  api: CatalogApi;
  /** The signed-in account, or null when signed out. */
  account(): CatalogAccount | null;
  /** The working store id from the settings, or null when none is chosen yet. */
  workingStoreId(): string | null;
  decode?: (text: string) => Decoded;
  /** Runs a sync in the scheduler's 'background' lane, so counting and other requests go first. */
  inBackground?: <T>(fn: () => Promise<T>) => Promise<T>;
  syncEveryMs?: number;
  retryMs?: number;
  logger?: Logger;
}

export interface CatalogService {
  /** Soon (after the current request): opens or re-targets the catalog for the current account and working store,
   * and syncs in the background. */
  activate(): void;
  /** Signed out: stops syncing and closes the cache. */
  deactivate(): Promise<void>;
  status(): CatalogStatusView;
  syncNow(opts: { full?: boolean }): CatalogStatusView;
  cancelSync(): CatalogStatusView;
  lookup(text: string): LookupResult;
  search(query: string, limit?: number): SearchHit[];
  /** The open catalog's in-memory scan index (the reader's hot path resolves against it), or null when closed. */
  scanIndex(): ItemIndex<CatalogIndexRecord> | null;
  /** The open cache file (counting and receiving read item facts from it), or null when closed. */
  cacheDb(): CatalogDb | null;
  close(): Promise<void>;
}
