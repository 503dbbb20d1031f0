// Process: service. One rule for text in request bodies, on every route: a string (or property name) holding
// U+0000 or a lone UTF-16 surrogate is refused with 422 naming the field. SQLite's text and JSON functions stop
// at a NUL, so such a value would come back cut short from the JSON built in SQL; a lone surrogate has no UTF-8
// form and would be stored as U+FFFD. Everything else is stored and returned exactly.
import type { FieldError } from '../../domain/api/wire/errors';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function reason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text must not contain the NUL character (U+0000).';
  return LONE_SURROGATE.test(text) ? 'Text holds a lone surrogate.' : undefined;
}

/** Appends one issue per unstorable string in `value` (depth is bounded by the body parser). */
export function unstorableStrings(value: unknown, path: string, issues: FieldError[]): void {
  if (typeof value === 'string') {
    const why = reason(value);
    if (why) issues.push({ field: path || '$', message: why });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) unstorableStrings(value[i], `${path}[${i}]`, issues);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const field = path ? `${path}.${k}` : k;
      const why = reason(k);
      if (why) issues.push({ field, message: `Property name: ${why}` });
      else unstorableStrings(v, field, issues);
    }
  }
}
