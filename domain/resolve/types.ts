// Process: main (domain, Electron-free). What the resolver needs of an item, and what it answers.

/** The narrow view of a catalog item the indices use; catalog records (the wire Item) satisfy it. */
export interface ResolvableItem {
  id: string;
  sku: string;
  /** UPCs as stored in the catalog (typed by people: 8, 11, 12, 13 or 14 digits, or store codes). */
  upc: readonly string[];
  /** GTIN-14s from Expand=GTIN: current first, then historical ones. */
  epcGTIN?: readonly string[];
  active: boolean;
}

export type ResolvedVia = 'gtin' | 'sku' | 'upc';

export type Resolution<T extends ResolvableItem = ResolvableItem> =
  | { status: 'item'; item: T; via: ResolvedVia; inactive: boolean }
  | { status: 'unknown'; reason: string }
  | { status: 'notTradeItem'; scheme: string }
  | { status: 'invalid'; reason: string };
