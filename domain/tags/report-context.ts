// Process: main (domain, Electron-free). What a tag report needs to know besides the tags: the items' facts
// (count_item_facts, the journal's own copy of the catalog: SKU, description, category named as the review names
// it) and which of the earlier count's tags the later count covered (its scope: a tag of a category or an area
// the later count did not cover was not looked for, so it is not gone).
import type { CountScope } from '../../contract/counts';
import { itemListOf } from '../counts/scope-items';
import { CountError } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import type { CountTag } from './types';

export const NO_CATEGORY = 'No category';

export interface ItemFacts {
  sku: string;
  description: string;
  category: string;
}

export interface ReportContext {
  facts(itemId: string | null): ItemFacts | null;
  category(itemId: string | null): string;
  /** Whether the later count looked where this tag of the earlier count was. */
  covers(tag: CountTag): boolean;
}

export function readReportContext(db: JournalDb, after: string, itemIds: Iterable<string | null>): ReportContext {
  const session = db.prepare('SELECT scope FROM count_sessions WHERE id = ?').get(after) as
    | { scope: string }
    | undefined;
  if (!session) throw new CountError('not_found', `No count session ${after} in this journal`);
  const scope = JSON.parse(session.scope) as CountScope;
  const factsOf = db.prepare('SELECT sku, description, category FROM count_item_facts WHERE item_id = ?');
  const facts = new Map<string, ItemFacts | null>();
  for (const id of itemIds)
    if (id !== null && !facts.has(id)) facts.set(id, (factsOf.get(id) as ItemFacts | undefined) ?? null);
  const category = (id: string | null) => (id === null ? null : facts.get(id))?.category ?? NO_CATEGORY;
  const areas = new Set(
    (db.prepare('SELECT name FROM count_areas WHERE session_id = ?').all(after) as { name: string }[]).map(
      (a) => a.name,
    ),
  );
  const categories = new Set(scope.kind === 'categories' ? scope.categories : []);
  // An item list (a plan's slice) looked for its own items only, wherever they were.
  const listed = new Set(scope.kind === 'items' ? itemListOf(db, scope.listId) : []);
  const covers =
    scope.kind === 'store'
      ? () => true
      : scope.kind === 'categories'
        ? (t: CountTag) => categories.has(category(t.itemId))
        : scope.kind === 'items'
          ? (t: CountTag) => t.itemId !== null && listed.has(t.itemId)
          : (t: CountTag) => areas.has(t.area);
  return { facts: (id) => (id === null ? null : (facts.get(id) ?? null)), category, covers };
}
