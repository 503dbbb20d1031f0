// Process: shared by main and renderer (types only outside main). The review of a count with the store's
// tolerances, and the recount loop (issue 21 §2): tolerances per store (default and per category), the review's
// lines judged within or beyond them, a recount of chosen items (the session goes to MobileStatus Recount = 3 at
// the service) and the recount list. domain/plans (tolerances) and domain/counts (recount) produce these shapes.
import { z } from 'zod';

/** The largest limit a tolerance takes (units, percent or money): anything above is a typing slip. */
export const TOLERANCE_LIMIT_MAX = 1_000_000_000;
const Limit = z
  .number()
  .finite()
  .min(0, 'A tolerance is zero or more.')
  .max(TOLERANCE_LIMIT_MAX, 'A tolerance is at most 1,000,000,000.');

/** Limits on a line's variance (domain/plans/tolerance.ts Tolerance); a limit left out is not checked. */
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
