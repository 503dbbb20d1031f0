// Process: main (domain, Electron-free). Response shapes for endpoints whose payloads the spec does not show
// (spec 4.4-4.6 "not shown"): we check only that the answer is a JSON object / list, and pass it on untyped
// rather than invent fields. Move a group to a real shape in domain/api/wire/ once its fields are fixed.
import { z } from 'zod';

export const JsonObject = z.record(z.string(), z.unknown());
export type JsonObject = z.infer<typeof JsonObject>;
/** Anything, including an empty body (204 or an empty 200). */
export const AnyBody = z.unknown();
