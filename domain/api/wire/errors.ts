// Process: main (domain) and service. Error bodies of the Fetch interface (public notes A and B).
import { z } from 'zod';

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Fetch error body: `message` and `errors`; 422 puts field errors in `errors`. */
export const FetchErrorBody = z.object({
  message: z.string().nullable(),
  errors: z.array(z.union([FieldError, z.string()])).nullable(),
});
export type FetchErrorBody = z.infer<typeof FetchErrorBody>;

export const FINALIZED_SESSION_MESSAGE = 'Cannot add items to a finalized session.';
export const VALIDATION_FAILED_MESSAGE = 'Validation failed';
