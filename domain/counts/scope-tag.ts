// Process: main (domain, Electron-free). The scope of a count as it travels to other PCs: the service has no
// field for it, so it rides at the end of the session's description, " [scope: areas only]" or
// " [categories: Apparel; Food & Beverage]" (whole store: no tag, so a session made elsewhere reads as the whole
// store). The journal keeps the description without the tag; only the service sees it.
import { type CountScope, WHOLE_STORE } from '../../contract/counts';

const AREAS_TAG = '[scope: areas only]';
// The tag is always the description's last bracket; a category's own ';', ']' or '\' is escaped with '\'.
// An item list ("[item list: 250 items]") lives in the journal of the PC that made it: another PC cannot know its
// items, so it reads the count as areas only (what is counted is expected, nothing is called missing).
const TAG_RE = /\s*\[(?:scope: areas only|item list: \d+ items?|categories: ((?:[^\]\\]|\\.)+))\]$/;

const escaped = (s: string) => s.replace(/[\\;\]]/g, (c) => `\\${c}`);

/** The description as the service holds it: with the tag of a scope other than the whole store. */
export function tagDescription(description: string, scope: CountScope): string {
  if (scope.kind === 'store') return description;
  const tag =
    scope.kind === 'areas'
      ? AREAS_TAG
      : scope.kind === 'items'
        ? `[item list: ${scope.items} ${scope.items === 1 ? 'item' : 'items'}]`
        : `[categories: ${scope.categories.map(escaped).join('; ')}]`;
  return `${description} ${tag}`;
}

/** A description from the service split into what the screens show and the scope its tag names. */
export function readScopeTag(tagged: string): { description: string; scope: CountScope } {
  const m = TAG_RE.exec(tagged);
  if (!m) return { description: tagged, scope: WHOLE_STORE };
  const description = tagged.slice(0, m.index).trimEnd() || tagged;
  if (m[1] === undefined) return { description, scope: { kind: 'areas' } };
  const categories = splitCategories(m[1]);
  return categories.length
    ? { description, scope: { kind: 'categories', categories } }
    : { description: tagged, scope: WHOLE_STORE };
}

function splitCategories(list: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c === '\\' && i + 1 < list.length) cur += list[++i];
    else if (c === ';') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return [...new Set(out.filter((s) => s.length > 0))];
}
