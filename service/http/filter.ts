// Process: service. filter and orderBy (notes A) parsed against a per-endpoint whitelist. SQL is only ever built
// from the whitelist's column names and fixed operator tokens; every value is a bound parameter. The filter's syntax
// (quoting included: a value in double quotes with "" for one ", any other value literal) is domain/api/wire/filter.ts,
// the one the client writes.
import { FILTER_MAX_CHARS, FilterSyntaxError, readFilter } from '../../domain/api/wire/filter';
import { parseTimestamp } from '../db/clock';
import { validationFailed } from './errors';

export type FieldType = 'timestamp' | 'string' | 'boolean' | 'integer' | 'guid';
export interface FieldSpec {
  column: string;
  type: FieldType;
}
/** Keys are the public field names; matching is case-insensitive. */
export type FieldMap = Record<string, FieldSpec>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SqlFragment {
  where: string[];
  params: unknown[];
}

function lookup(fields: FieldMap, name: string): [string, FieldSpec] | undefined {
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(fields)) if (k.toLowerCase() === lower) return [k, v];
  return undefined;
}

/** `text` is the value as read (unquoted already): a string is bound exactly as it is, quotes and all. */
function bindValue(spec: FieldSpec, name: string, text: string): unknown {
  const bad = (why: string) => validationFailed([{ field: 'filter', message: `${name}: ${why}` }]);
  switch (spec.type) {
    case 'timestamp': {
      const us = parseTimestamp(text);
      if (us === undefined) throw bad('expected yyyymmdd or an ISO 8601 timestamp with T and offset.');
      return us;
    }
    case 'boolean':
      if (!/^(true|false|1|0)$/i.test(text)) throw bad('expected true or false.');
      return /^(true|1)$/i.test(text) ? 1 : 0;
    case 'integer':
      if (!/^-?\d{1,9}$/.test(text)) throw bad('expected a whole number.');
      return Number(text);
    case 'guid':
      if (!GUID.test(text)) throw bad('expected a GUID.');
      return text.toLowerCase();
    default:
      return text;
  }
}

export function parseFilter(text: string | undefined, fields: FieldMap): SqlFragment {
  const out: SqlFragment = { where: [], params: [] };
  if (!text?.trim()) return out;
  if (text.length > FILTER_MAX_CHARS) throw validationFailed([{ field: 'filter', message: 'filter is too long.' }]);
  let conditions: ReturnType<typeof readFilter>;
  try {
    conditions = readFilter(text);
  } catch (err) {
    if (err instanceof FilterSyntaxError) throw validationFailed([{ field: 'filter', message: err.message }]);
    throw err;
  }
  for (const { name, op, value } of conditions) {
    const found = lookup(fields, name);
    if (!found) {
      throw validationFailed([
        { field: 'filter', message: `Cannot filter on "${name}". Allowed: ${Object.keys(fields).join(', ')}.` },
      ]);
    }
    const [, spec] = found;
    const sqlOp = op === '!=' ? '<>' : op;
    if (spec.type === 'guid' || spec.type === 'string') {
      out.where.push(`${spec.column} ${sqlOp} ? COLLATE NOCASE`);
    } else out.where.push(`${spec.column} ${sqlOp} ?`);
    out.params.push(bindValue(spec, name, value));
  }
  return out;
}

/** orderBy: "<field> [asc|desc]" joined by commas; returns an ORDER BY body or the fallback. */
export function parseOrderBy(text: string | undefined, fields: FieldMap, fallback: string): string {
  if (!text?.trim()) return fallback;
  const parts: string[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z][A-Za-z0-9_.]*)(?:\s+(asc|desc))?\s*$/i.exec(part);
    const found = m ? lookup(fields, m[1] as string) : undefined;
    if (!m || !found) {
      throw validationFailed([
        {
          field: 'orderBy',
          message: `Cannot order by "${part.trim()}". Allowed: ${Object.keys(fields).join(', ')} (asc|desc).`,
        },
      ]);
    }
    parts.push(`${found[1].column} ${(m[2] ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`);
  }
  return `${parts.join(', ')}, ${fallback}`;
}
