// Process: shared by main and renderer (types only outside main). How a feature file declares its requests: an
// argument schema (zod, checked by main/ipc/dispatch.ts before any handler runs) and, as a type only, the result.
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

/** True when A and B are the same union (compile-time checks that two lists agree both ways). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
