// Process: shared by main and renderer (types only outside main). How a feature file declares its requests: an
// argument schema (zod, checked by hosts/ipc/dispatch.ts before any handler runs) and, as a type only, the result.
import { z } from 'zod';

/** Declares a request: its argument schema and (as a type only) its result. */
export const request =
  <R>() =>
  <A extends z.ZodType>(args: A) =>
    ({ args }) as { args: A; result?: R };

/** Requests that take nothing: `{}` (or no argument at all) and nothing else. */
export const NoArgs = z.object({}).strict();

/** The service's ids (stores, items, sessions) are GUIDs. */
export const Guid = z.guid();

/** The longest code a typed scan may be: longer than any EPC, tag URI or GS1 Digital Link a reader sends. */
export const SCAN_TEXT_MAX = 500;
/** Typed scans in one request: a pasted or imported list of codes goes in requests of at most this many. */
export const SCAN_TEXTS_MAX = 10_000;
/** Typed, pasted or imported codes, one entry per scan (counting and receiving alike). */
export const ScanTexts = z.array(z.string().trim().min(1).max(SCAN_TEXT_MAX)).min(1).max(SCAN_TEXTS_MAX);

/** The most units one case may hold. */
export const PACK_SIZE_MAX = 100_000;
/** A case GTIN-14 (indicator digit 1-8) and the units one case holds. */
export const CaseGtin14 = z.string().regex(/^[1-8]\d{13}$/, 'A case GTIN-14 has 14 digits and starts with 1 to 8.');
export const PackSizeUnits = z
  .number()
  .int('A pack size is a whole number of units.')
  .min(1, 'A pack size is at least 1 unit.')
  .max(PACK_SIZE_MAX, 'A pack size is at most 100,000 units.');

/** True when A and B are the same union (compile-time checks that two lists agree both ways). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
