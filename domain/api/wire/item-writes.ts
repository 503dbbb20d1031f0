// Process: main (domain) and service. Item writes: PATCH /items (bulk upsert), PATCH /items/store-configs,
// POST /items/{id}/retails and item images. Shapes are our contract (docs/service/endpoints.md).
import { z } from 'zod';
import { Guid, IdRef, IsoTimestamp } from './common';

const ItemFields = {
  description: z.string().min(1),
  posDescription1: z.string().nullable().optional(),
  posDescription2: z.string().nullable().optional(),
  sku: z.string().min(1).max(64),
  upc: z.array(z.string().regex(/^\d{6,14}$/, 'UPC must be 6 to 14 digits.')).optional(),
  active: z.boolean().optional(),
  matrix: IdRef.nullable().optional(),
  level: IdRef.nullable().optional(),
  level1: IdRef.nullable().optional(),
  level2: IdRef.nullable().optional(),
  /** Dimension value ids; each goes to the slot of its dimension number. */
  dimensions: z.array(Guid).optional(),
  epcGTIN: z.array(z.string().regex(/^\d{14}$/, 'GTIN-14: 14 digits.')).optional(),
  attributes: z.record(z.string(), z.unknown()).nullable().optional(),
};

/** One element of PATCH /items: with an id of an existing item it updates (only the fields given); without an
 * id, or with an unknown id, it creates, which needs description and sku. */
export const ItemPatch = z.object({
  id: Guid.optional(),
  ...Object.fromEntries(Object.entries(ItemFields).map(([k, v]) => [k, (v as z.ZodType).optional()])),
} as { id: z.ZodOptional<typeof Guid> } & { [K in keyof typeof ItemFields]: z.ZodOptional<(typeof ItemFields)[K]> });
export type ItemPatch = z.infer<typeof ItemPatch>;
export const ItemPatchBatch = z.array(ItemPatch).min(1).max(500);
export const ItemPatchResult = z.object({ created: z.array(Guid), updated: z.array(Guid) });

/** PATCH /items/store-configs: availability and price of an item in a store. */
export const ItemStoreConfig = z.object({
  itemId: Guid,
  storeId: Guid,
  /** false removes the item from the store. */
  available: z.boolean().optional(),
  retailPrice1: z.number().nonnegative().optional(),
});
export const ItemStoreConfigBatch = z.array(ItemStoreConfig).min(1).max(500);

/** POST /items/{id}/retails: a future-dated retail price for a store. */
export const RetailCreate = z.object({ storeId: Guid, retailPrice: z.number().nonnegative(), effective: IsoTimestamp });
export const Retail = z.object({
  id: Guid,
  itemId: Guid,
  storeId: Guid,
  retailPrice: z.number(),
  effective: z.string(),
});

export const ImageCreate = z.object({
  fileName: z.string().min(1).max(200),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  data: z.base64(),
  description: z.string().nullable().optional(),
  isDefault: z.boolean().optional(),
});
export const ImageUpdate = z.object({
  fileName: z.string().min(1).max(200).optional(),
  description: z.string().nullable().optional(),
  isDefault: z.boolean().optional(),
});
export const Image = z.object({
  id: Guid,
  itemId: Guid.nullable(),
  recipeId: Guid.nullable(),
  fileName: z.string(),
  contentType: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  size: z.number().int(),
  created: z.string(),
});
