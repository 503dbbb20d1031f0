// Process: shared by main and renderer (types only). What the catalog and lookup requests return over IPC.
// Kept free of main/catalog imports (SQLite, node:crypto) so the renderer's type-check can read it;
// main/app/catalog-service.ts checks at compile time that main/catalog's results fit these shapes.
import type { LevelRef } from '../api/wire/common';

export type CatalogSyncPhase = 'reference' | 'items' | 'onhand' | 'done';

export interface CatalogSyncProgress {
  phase: CatalogSyncPhase;
  mode: 'full' | 'incremental' | null;
  /** True when this run continues one that stopped (crash, lost network, cancel). */
  resumed: boolean;
  itemsDone: number;
  pagesDone: number;
  /** Null while nothing bounds the size (the first pages of a first sync). */
  totalEstimate: number | null;
  /** The range the estimate comes from; low === high when the total is exact. */
  totalRange?: { low: number; high: number } | null;
  elapsedMs: number;
  /** Null until a rate and a total are known. */
  etaMs: number | null;
}

/** Why the last sync stopped, and what the user can do about it. */
export interface CatalogProblem {
  code: string;
  message: string;
  action: string;
}

/**
 * closed: no catalog open (signed out or no working store); syncing: a sync is running; ready: up to date as of
 * lastSyncedAt; offline: the service could not be reached (the cache still answers); error: the last sync failed
 * for another reason (see problem).
 */
export type CatalogState = 'closed' | 'syncing' | 'ready' | 'offline' | 'error';

export interface CatalogStatusView {
  state: CatalogState;
  storeId: string | null;
  items: number;
  /** When the last items sync completed; null before the first. */
  lastSyncedAt: string | null;
  /** An unfinished run the next sync resumes. */
  unfinished: { mode: string; itemsSoFar: number; pagesSoFar: number } | null;
  progress: CatalogSyncProgress | null;
  problem: CatalogProblem | null;
}

export interface LookupDecoded {
  kind: 'epc' | 'barcode';
  /** main/codes Decoded['type']. */
  type: 'epc' | 'epc-not-trade-item' | 'barcode' | 'sku' | 'invalid';
  scheme: string | null;
  gtin14: string | null;
  serial: string | null;
  filter: number | null;
  tagUri: string | null;
  reason: string | null;
}

export interface LookupSibling {
  id: string;
  sku: string;
  description: string;
  size: string | null;
  colour: string | null;
  active: boolean;
}

export interface LookupOnHand {
  storeId: string;
  storeCode: string | null;
  storeDescription: string | null;
  qty: number;
  rowUpdated: string;
}

export interface LookupItem {
  id: string;
  description: string;
  posDescription1: string;
  posDescription2: string;
  sku: string;
  upcs: string[];
  gtins: { gtin14: string; current: boolean }[];
  active: boolean;
  availableAtStore: boolean;
  size: string | null;
  colour: string | null;
  categoryPath: LevelRef[];
  matrixId: string | null;
  siblings: LookupSibling[];
  /** retailPrice1 at the working store; null when the store does not carry the item. */
  price: number | null;
  onHand: LookupOnHand[];
  lastUpdated: string;
}

export type LookupStatus = 'item' | 'unknown' | 'not-a-trade-item' | 'invalid';

export interface LookupResultView {
  input: string;
  status: LookupStatus;
  decoded: LookupDecoded;
  matchedBy: 'gtin' | 'upc' | 'sku' | null;
  item: LookupItem | null;
  message: string;
}

export interface LookupSearchHit {
  id: string;
  sku: string;
  description: string;
  posDescription1: string;
  active: boolean;
  matchedBy: 'sku' | 'upc' | 'description';
}
