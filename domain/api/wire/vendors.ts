// Process: main (domain) and service. Vendors and dimensions (shapes fixed in docs/service/endpoints.md).
import { z } from 'zod';
import { Guid, IdRef } from './common';

export const Vendor = z.object({
  id: Guid,
  code: z.string(),
  name: z.string(),
  stores: z.array(IdRef),
});
export type Vendor = z.infer<typeof Vendor>;

export const VendorCreate = Vendor.extend({ id: Guid.optional(), stores: z.array(IdRef).nullable().optional() });
/** PUT /vendors: id required; null or empty stores leave store associations alone. */
export const VendorUpdate = Vendor.partial().extend({ id: Guid, stores: z.array(IdRef).nullable().optional() });

/** A dimension value: dimensionNumber says which slot (1 = size, 2 = colour in the demo data). */
export const Dimension = z.object({
  id: Guid,
  dimensionNumber: z.number().int().positive(),
  code: z.string(),
  description: z.string(),
});
export type Dimension = z.infer<typeof Dimension>;

export const DimensionCreate = Dimension.extend({
  id: Guid.optional(),
  dimensionNumber: z.number().int().min(1).max(99),
});
/** PUT /dimensions: id required; code and description may change (the slot cannot). */
export const DimensionUpdate = z.object({
  id: Guid,
  code: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
});
/** POST /vendors takes one vendor or an array. */
export const VendorsCreate = z.union([z.array(VendorCreate).min(1), VendorCreate.transform((v) => [v])]);
