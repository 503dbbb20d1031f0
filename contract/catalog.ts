// Process: shared by main and renderer (types only outside main). The catalog and lookup over IPC: the catalog's
// status and sync progress, what a lookup and a search return, their arguments and the catalog.progress event.
// domain/catalog produces these shapes directly (they are defined here only), so this file imports nothing Node-only.
import { z } from 'zod';
import type { LevelRef } from '../domain/api/wire/common';
import type { MoneyCurrency } from './counts';
import type { AppErrorCode } from './errors';
import { NoArgs, request } from './request';

export type SyncMode = 'full' | 'incremental';
export type SyncProgressPhase = 'reference' | 'items' | 'onhand' | 'done';

export interface SyncProgress {
  phase: SyncProgressPhase;
  mode: SyncMode | null;
  /** True when this run continues one that stopped (crash, lost network, cancel). */
  resumed: boolean;
  itemsDone: number;
  pagesDone: number;
  /** Null while nothing bounds the size (the service's pages carry no total; see domain/catalog/page-plan.ts). */
  totalEstimate: number | null;
  /** What the estimate is known to lie between; low === high when the total is exact. */
  totalRange: { low: number; high: number } | null;
  elapsedMs: number;
  /** Null until a rate and a total are known. */
  etaMs: number | null;
}

/** Why the last sync stopped, and what the user can do about it; the code is one of the one error set. */
export interface CatalogProblem {
  code: AppErrorCode;
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
  progress: SyncProgress | null;
  problem: CatalogProblem | null;
}

/** The decoded identifier as the screen shows it. `type` is domain/codes Decoded['type']. */
export interface DecodedView {
  kind: 'epc' | 'barcode';
  type: 'epc' | 'notTradeItem' | 'barcode' | 'sku' | 'invalid';
  scheme: string | null;
  gtin14: string | null;
  serial: string | null;
  filter: number | null;
  tagUri: string | null;
  reason: string | null;
}

export interface ItemDimensionView {
  slot: number;
  name: string | null;
  id: string;
  description: string;
}

export interface OnHandView {
  storeId: string;
  storeCode: string | null;
  storeDescription: string | null;
  qty: number;
  rowUpdated: string;
}

export interface SiblingView {
  id: string;
  sku: string;
  description: string;
  size: string | null;
  colour: string | null;
  active: boolean;
}

/** Where a GTIN an item's tags may carry comes from: its RFID GTIN (epcGTIN) or the GTIN-14 of one of its barcodes. */
export type TagGtinSource = 'rfid' | 'barcode';

/** One cached item as the lookup screen shows it. */
export interface ItemView {
  id: string;
  description: string;
  posDescription1: string;
  posDescription2: string;
  sku: string;
  upcs: string[];
  /** The item's RFID GTINs (epcGTIN: what its own tags are commissioned with), the current one first. */
  gtins: { gtin14: string; current: boolean }[];
  /** The GTIN-14 each barcode (UPC, EAN) stands for, read by the scan rules: a tag commissioned elsewhere often
   *  carries one of these, and it resolves to this item too. Store-internal and invalid codes have none. */
  barcodeGtins: { upc: string; gtin14: string }[];
  /** Every GTIN its tags may carry, by the one rule (domain/codes/tag-gtins.ts): its RFID GTINs, then its barcodes'
   *  GTINs; the first is the one the app commissions its labels with. Locate looks for all of them. */
  tagGtins: { gtin14: string; source: TagGtinSource; upc: string | null }[];
  active: boolean;
  /** False when the working store no longer lists the item (a full sync did not return it). */
  availableAtStore: boolean;
  size: string | null;
  colour: string | null;
  dimensions: ItemDimensionView[];
  /** Broadest first: level (department), level1 (category), level2 (subcategory); duplicates removed. */
  categoryPath: LevelRef[];
  matrixId: string | null;
  siblings: SiblingView[];
  /** retailPrice1 at the working store; null when the store does not carry the item. */
  price: number | null;
  onHand: OnHandView[];
  lastUpdated: string;
}

/** The resolution's own status words (domain/resolve Resolution['status']). */
export type LookupStatus = 'item' | 'unknown' | 'notTradeItem' | 'invalid';

export interface LookupResult {
  input: string;
  status: LookupStatus;
  decoded: DecodedView;
  /** Which index found the item. */
  matchedBy: 'gtin' | 'upc' | 'sku' | null;
  item: ItemView | null;
  /** A short sentence for the screen and the CLI. */
  message: string;
  /** The store's currency the item's price is in, as the count screens show money (the app adds it: hosts/app). */
  currency?: MoneyCurrency;
}

export interface SearchHit {
  id: string;
  sku: string;
  description: string;
  posDescription1: string;
  active: boolean;
  /** How the query matched: exact SKU, exact UPC, or words of the description. */
  matchedBy: 'sku' | 'upc' | 'description';
}

// Text as scanned, typed or pasted (a Digital Link URL is the longest expected input).
/** The longest text `lookup.lookup` takes; the lookup screen refuses longer pasted lines itself. */
export const LOOKUP_MAX_CHARS = 4096;

export const LookupArgs = z
  .object({
    text: z
      .string()
      .max(LOOKUP_MAX_CHARS)
      .refine((t) => t.trim().length > 0, 'enter a code'),
  })
  .strict();
export const SearchArgs = z
  .object({
    query: z.string().trim().min(1, 'enter a SKU, UPC or words').max(200),
    limit: z.int().min(1).max(100).optional(),
  })
  .strict();
export const CatalogSyncArgs = z.object({ full: z.boolean().optional() }).strict();

export const catalogRequests = {
  'catalog.status': request<CatalogStatusView>()(NoArgs),
  'catalog.sync': request<CatalogStatusView>()(CatalogSyncArgs),
  'catalog.cancelSync': request<CatalogStatusView>()(NoArgs),
  'lookup.lookup': request<LookupResult>()(LookupArgs),
  'lookup.search': request<SearchHit[]>()(SearchArgs),
} as const;

export interface CatalogEventMap {
  'catalog.progress': CatalogStatusView;
}
