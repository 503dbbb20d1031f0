// Process: main and the catalog sync worker (domain, Electron-free). A response body read against its wire
// shape: the one check (and the one wording of what was wrong) for the API client and for the sync worker,
// which parses item pages off main's event loop.
import type { z } from 'zod';

export type CheckedBody<T> =
  | { ok: true; data: T }
  /** `detail`: 'not JSON', or 'unexpected <path>'; `issue`: zod's message, for the log. */
  | { ok: false; detail: string; issue?: string };

/** An empty body is checked as undefined (the shape decides whether that is fine). */
export function checkBody<S extends z.ZodType>(schema: S, text: string): CheckedBody<z.infer<S>> {
  let json: unknown;
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, detail: 'not JSON' };
    }
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  return { ok: false, detail: `unexpected ${where}`, ...(issue ? { issue: issue.message } : {}) };
}
