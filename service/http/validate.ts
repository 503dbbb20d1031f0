// Process: service. Request bodies: property names match case-insensitively (notes B); unknown properties are
// ignored, as the real service's framework (ASP.NET model binding) ignores them; strings must be storable
// (strings.ts); then the shared zod shape validates types, required fields and values. Failures become 422 with
// one entry per field.
import type { z } from 'zod';
import { validationFailed } from './errors';
import { unstorableStrings } from './strings';

type AnySchema = z.ZodType;

/** Peels optional/nullable/default/pipe wrappers to reach the object, array or union that shapes the data. */
function core(schema: AnySchema): AnySchema {
  let s: AnySchema = schema;
  for (let i = 0; i < 10; i++) {
    const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    const t = def.type as string;
    if (t === 'optional' || t === 'nullable' || t === 'default' || t === 'prefault' || t === 'readonly')
      s = def.innerType as AnySchema;
    else if (t === 'pipe') s = def.in as AnySchema;
    else return s;
  }
  return s;
}

export interface KeyIssue {
  field: string;
  message: string;
}

/** Rewrites keys to the schema's spelling and drops unknown ones; a key given twice (in any case) is an issue.
 * Leaves values it cannot shape untouched. */
export function normaliseKeys(schema: AnySchema, value: unknown, path: string, issues: KeyIssue[]): unknown {
  const s = core(schema);
  const def = (s as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = (s as z.ZodObject).shape as Record<string, AnySchema>;
    const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const key = byLower.get(k.toLowerCase());
      const field = path ? `${path}.${k}` : k;
      if (!key) continue;
      if (key in out) {
        issues.push({ field, message: 'Field given more than once.' });
        continue;
      }
      out[key] = normaliseKeys(shape[key] as AnySchema, v, path ? `${path}.${key}` : key, issues);
    }
    return out;
  }
  if (def.type === 'array' && Array.isArray(value)) {
    return value.map((v, i) => normaliseKeys(def.element as AnySchema, v, `${path}[${i}]`, issues));
  }
  if (def.type === 'union' && value && typeof value === 'object') {
    // Use the first option whose shape accepts the value's kind (array vs object).
    const options = def.options as AnySchema[];
    for (const o of options) {
      const t = (core(o) as unknown as { _zod: { def: { type: string } } })._zod.def.type;
      if ((t === 'array') === Array.isArray(value) && (t === 'array' || t === 'object'))
        return normaliseKeys(o, value, path, issues);
    }
  }
  return value;
}

function pathText(path: PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out || '$';
}

/** For "one or many" unions, the option matching the value's kind, so errors name real fields, not the union. */
function branchFor(schema: AnySchema, value: unknown): AnySchema {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type !== 'union' || value === null || typeof value !== 'object') return schema;
  for (const o of def.options as AnySchema[]) {
    const t = (core(o) as unknown as { _zod: { def: { type: string } } })._zod.def.type;
    if ((t === 'array' && Array.isArray(value)) || (t === 'object' && !Array.isArray(value))) return o;
  }
  return schema;
}

/** Validates a request body or throws the 422 HttpError. */
export function parseBody<S extends AnySchema>(schema: S, body: unknown): z.output<S> {
  const issues: KeyIssue[] = [];
  unstorableStrings(body, '', issues);
  if (issues.length) throw validationFailed(issues);
  const normalised = normaliseKeys(schema, body, '', issues);
  if (issues.length) throw validationFailed(issues);
  const result = branchFor(schema, normalised).safeParse(normalised);
  if (!result.success) {
    throw validationFailed(result.error.issues.map((i) => ({ field: pathText(i.path), message: i.message })));
  }
  return result.data as z.output<S>;
}
