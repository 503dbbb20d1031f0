// Process: main (domain) and service. POST /inventory: on-hand, paged through the body (notes A).
import { z } from 'zod';
import { FilterDate, Guid } from './common';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination';

export const InventoryRequest = z.object({
  pageNumber: z.number().int().positive().default(1),
  pageSize: z.number().int().positive().max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  stores: z.array(Guid).optional(),
  items: z.array(Guid).optional(),
  rowUpdated: FilterDate.optional(),
  /** Ignored when `items` is given. */
  lastUpdated: FilterDate.optional(),
});
export type InventoryRequest = z.input<typeof InventoryRequest>;

export const InventoryRow = z.object({
  itemID: Guid,
  storeID: Guid,
  onHand: z.number(),
  rowUpdated: z.string(),
});
export type InventoryRow = z.infer<typeof InventoryRow>;
export const InventoryPage = z.array(InventoryRow);
