// Process: shared by main and renderer (types only outside main). The review of a count with the store's
// tolerances, and the recount loop: tolerances per store (default and per category), the review's
// lines judged within or beyond them, a recount of chosen items (the session goes to MobileStatus Recount = 3 at
// the service) and the recount list. domain/review (tolerances, lines, recount) produces these shapes.
import { z } from 'zod';
import type { CountStatus } from './counts';
import { Guid, request } from './request';

/** The largest limit a tolerance takes (units, percent or money): anything above is a typing slip. */
export const TOLERANCE_LIMIT_MAX = 1_000_000_000;
const Limit = z
  .number()
  .finite()
  .min(0, 'A tolerance is zero or more.')
  .max(TOLERANCE_LIMIT_MAX, 'A tolerance is at most 1,000,000,000.');

/** Limits on a line's variance (domain/review/tolerance.ts Tolerance); a limit left out is not checked. */
export const ToleranceSchema = z
  .object({ units: Limit.optional(), percent: Limit.optional(), value: Limit.optional() })
  .strict();
/** A store's default tolerance and, where set, one per category (by category name). */
export const TolerancesSchema = z
  .object({
    default: ToleranceSchema,
    byCategory: z
      .record(z.string().trim().min(1, 'A category tolerance needs the category name.').max(200), ToleranceSchema)
      .optional(),
  })
  .strict();
export type TolerancesInput = z.output<typeof TolerancesSchema>;

/** How a review line stands against the store's tolerances; an item expected but not counted is not judged. */
export type ReviewVerdict = 'within' | 'beyond' | 'notCounted';

/** One item of a count's review (domain/counts/variance.ts PER_ITEM_SQL), judged by the store's tolerances. */
export interface ReviewLine {
  itemId: string;
  sku: string | null;
  description: string | null;
  category: string;
  expected: number;
  /** Everyone's count; null when nobody counted it. */
  counted: number | null;
  variance: number;
  /** variance x retail price; null when the price is unknown. */
  varianceValue: number | null;
  verdict: ReviewVerdict;
  /** On the session's recount list. */
  listed: boolean;
}

export interface ReviewLinesView {
  sessionId: string;
  /** One per item judged (or, with beyondOnly, per item beyond): the review's rows, not the count's lines. */
  lines: ReviewLine[];
  /** The count's lines and items counted, every PC's (domain/counts/line-figures.ts): within + beyond is `items`. */
  counted: { lines: number; items: number };
  within: number;
  beyond: number;
  notCounted: number;
  /** Of notCounted, those with stock on hand (expected above 0): the Missing panel's items. The rest had nothing on
   * hand, so nothing of them is missing. */
  missing: number;
}

/** One item of a recount list: where it was counted, its earlier count and, once recounted, the new one. */
export interface RecountItemView {
  itemId: string;
  sku: string | null;
  description: string | null;
  category: string;
  /** Areas it was counted in on this PC (none when only another PC counted it, or it was learnt from the service). */
  areas: string[];
  earlier: number;
  /** Its count now (all PCs); null until someone has recounted it. */
  recounted: number | null;
}

export interface RecountListView {
  sessionId: string;
  status: CountStatus;
  items: RecountItemView[];
}

/** Items in one recount request: a review's beyond-tolerance lines, far more than a shelf holds. */
export const RECOUNT_ITEMS_MAX = 5_000;
const SessionArgs = z.object({ sessionId: Guid }).strict();

export const reviewRequests = {
  'review.tolerances.get': request<TolerancesInput>()(z.object({ storeId: Guid }).strict()),
  'review.tolerances.set': request<TolerancesInput>()(
    z.object({ storeId: Guid, tolerances: TolerancesSchema }).strict(),
  ),
  /** The review's lines judged; `beyondOnly` leaves out the others. Refused for a blind count. */
  'review.lines': request<ReviewLinesView>()(SessionArgs.extend({ beyondOnly: z.boolean().optional() }).strict()),
  /** Sets the session to Recount at the service and lists the items (this PC's lines of them start again at 0). */
  'review.recount.request': request<RecountListView>()(
    SessionArgs.extend({
      itemIds: z.array(Guid).min(1, 'Choose at least one item to recount.').max(RECOUNT_ITEMS_MAX),
    }).strict(),
  ),
  'review.recount.list': request<RecountListView>()(SessionArgs),
} as const;
