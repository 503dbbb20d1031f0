// Process: main (domain) and service. The X-Pagination response header (public notes A).
import { z } from 'zod';

export const PAGINATION_HEADER = 'x-pagination';
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

export const Pagination = z.object({
  pageSize: z.number().int().positive(),
  currentPage: z.number().int().positive(),
  currentPageElements: z.number().int().nonnegative(),
  /** Absolute URL of the next page; "" on the last page. */
  nextPageLink: z.string(),
});
export type Pagination = z.infer<typeof Pagination>;

/** Common list query parameters (spec 4.2). Names are as the service documents them. */
export const ListQuery = z.object({
  Expand: z.string().optional(),
  pageNumber: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).optional(),
  filter: z.string().optional(),
  orderBy: z.string().optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;
