// Process: main (domain) and service. Items (spec 2.2) and their per-store records.
import { z } from 'zod';
import { DimensionRef, Guid, IdRef, LevelRef } from './common';

/** A third party code as assigned to an item for a store (an "Interface"). */
export const ItemInterface = z.object({ id: Guid, name: z.string(), value: z.string().nullable() });
export type ItemInterface = z.infer<typeof ItemInterface>;

export const ItemStore = z.object({
  id: Guid,
  retailPrice1: z.number(),
  interfaces: z.array(ItemInterface),
});
export type ItemStore = z.infer<typeof ItemStore>;

const Gtin14 = z.string().regex(/^\d{14}$/);

export const Item = z.object({
  id: Guid,
  description: z.string(),
  posDescription1: z.string(),
  posDescription2: z.string(),
  sku: z.string(),
  upc: z.array(z.string()),
  active: z.boolean(),
  matrix: IdRef.nullable().optional(),
  lastUpdated: z.string(),
  dimension1: DimensionRef.nullable(),
  dimension2: DimensionRef.nullable(),
  dimension3: DimensionRef.nullable(),
  dimension4: DimensionRef.nullable(),
  dimension5: DimensionRef.nullable(),
  dimension6: DimensionRef.nullable(),
  dimension7: DimensionRef.nullable(),
  dimension8: DimensionRef.nullable(),
  dimension9: DimensionRef.nullable(),
  dimension10: DimensionRef.nullable(),
  /** null unless Expand=Dimensions; then sparse, keyed Dimension1, Dimension2, ... */
  dimensions: z.record(z.string().regex(/^Dimension\d+$/), DimensionRef).nullable(),
  level: LevelRef.nullable(),
  level1: LevelRef.nullable(),
  level2: LevelRef.nullable(),
  attributes: z.record(z.string(), z.unknown()).nullable(),
  /** Only with Expand=Stores. */
  stores: z.array(ItemStore).optional(),
  /** Only with Expand=GTIN: current GTIN first, then historical ones. */
  epcGTIN: z.array(Gtin14).optional(),
});
export type Item = z.infer<typeof Item>;

export const ItemList = z.array(Item);
