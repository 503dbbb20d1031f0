// Process: main (domain) and service. The filter syntax, read by the local service and written by the client.
// Notes A: comma-separated conditions, ANDed, operators <= >= != = > <. The notes say nothing of quoting and the real
// service's rule is not public, so this is our contract (docs/service/conventions.md): a value wrapped in double
// quotes is read up to its closing quote, "" inside standing for one " (commas and edge spaces kept); any other value
// is read literally up to the next comma, without its edge spaces, quotes and all. Every text can then be looked up
// exactly.

export const FILTER_OPERATORS = ['<=', '>=', '!=', '=', '>', '<'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The longest filter the local service reads (characters, after URL decoding). */
export const FILTER_MAX_CHARS = 2000;

export interface FilterCondition {
  name: string;
  op: FilterOperator;
  value: string;
}

/** The filter cannot be read; the message says where and what was expected. */
export class FilterSyntaxError extends Error {}

const NAME = /[A-Za-z][A-Za-z0-9_.]*/y;
const SPACE = /\s*/y;

/**
 * `value` as written after an operator so that readFilter gives back exactly `value`: as is when it already reads
 * back as itself, else quoted. Values starting with a quote or an operator character are quoted too: `<` then `=5`
 * would read as `<=` then `5`, and a reader that strips quotes of its own finds the quoted form unambiguous.
 */
export function filterValue(value: string): string {
  const plain = value !== '' && !value.includes(',') && !/^\s|\s$/.test(value) && !/^["'<>=!]/.test(value);
  return plain ? value : `"${value.replaceAll('"', '""')}"`;
}

/** Reads a filter into its conditions (empty ones skipped); throws FilterSyntaxError naming what it cannot read. */
export function readFilter(text: string): FilterCondition[] {
  const out: FilterCondition[] = [];
  let at = 0;
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };
  while (at <= text.length) {
    const start = at;
    skipSpace();
    if (at >= text.length || text[at] === ',') {
      at++;
      continue;
    }
    const cannotRead = () => {
      const comma = text.indexOf(',', start);
      const part = text.slice(start, comma < 0 ? undefined : comma).trim();
      return new FilterSyntaxError(
        `Cannot read "${part}": expected <field><op><value>, op one of ${FILTER_OPERATORS.join(' ')}.`,
      );
    };
    NAME.lastIndex = at;
    const name = NAME.exec(text)?.[0];
    if (!name) throw cannotRead();
    at += name.length;
    skipSpace();
    const op = FILTER_OPERATORS.find((o) => text.startsWith(o, at));
    if (!op) throw cannotRead();
    at += op.length;
    skipSpace();
    let value = '';
    if (text[at] === '"') {
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new FilterSyntaxError(`The quoted value of ${name} has no closing double quote.`);
        value += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        value += '"';
        at++;
      }
      skipSpace();
      if (at < text.length && text[at] !== ',')
        throw new FilterSyntaxError(
          `After the quoted value of ${name}: expected a comma or the end (write a " inside quotes as "").`,
        );
    } else {
      const comma = text.indexOf(',', at);
      const end = comma < 0 ? text.length : comma;
      value = text.slice(at, end).replace(/\s+$/, '');
      at = end;
    }
    out.push({ name, op, value });
    at++;
  }
  return out;
}
