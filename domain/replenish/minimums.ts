// Process: main (domain, Electron-free). Presentation minimums: what the floor should hold of each item. The rules,
// most specific first: an item's own minimum; its category's; else the size-curve default fashion stores use, one
// of each size and colour of a style on display: every SKU the store carries of a style it holds (a size it has
// none of left shows as short, to reorder), and one of an item of no style that it holds. Category minimums and
// the default apply to that same range (what the store holds, and the rest of those styles' SKUs); an item's own
// minimum applies whatever it holds. Kept per store in the journal (replen_minimums).
import { MINIMUM_MAX as MAX_MINIMUM, type MinimumKind } from '../../contract/replenish';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import type { StoreItem } from './store-items';

export type { MinimumKind };

export interface MinimumRules {
  /** Category id → minimum. */
  categories: Map<string, number>;
  /** Item id → minimum. */
  items: Map<string, number>;
}

/** The store's rules from the journal. */
export function minimumRules(db: JournalDb, storeId: string): MinimumRules {
  const rows = db.prepare('SELECT kind, key, minimum FROM replen_minimums WHERE store_id = ?').all(storeId) as {
    kind: MinimumKind;
    key: string;
    minimum: number;
  }[];
  const rules: MinimumRules = { categories: new Map(), items: new Map() };
  for (const r of rows) (r.kind === 'category' ? rules.categories : rules.items).set(r.key, r.minimum);
  return rules;
}

/** Sets one minimum (null removes it, so the next rule applies again). */
export function setMinimum(db: JournalDb, storeId: string, kind: MinimumKind, key: string, minimum: number | null) {
  if (minimum === null) {
    db.prepare('DELETE FROM replen_minimums WHERE store_id = ? AND kind = ? AND key = ?').run(storeId, kind, key);
    return;
  }
  if (!Number.isInteger(minimum) || minimum < 0 || minimum > MAX_MINIMUM)
    throw new UserError('invalid_argument', `A minimum is a whole number from 0 to ${MAX_MINIMUM}`);
  db.prepare(
    `INSERT INTO replen_minimums (store_id, kind, key, minimum) VALUES (?, ?, ?, ?)
     ON CONFLICT (store_id, kind, key) DO UPDATE SET minimum = excluded.minimum`,
  ).run(storeId, kind, key, minimum);
}

/** Replaces all of a store's minimums at once (an import), in one transaction. */
export function replaceMinimums(
  db: JournalDb,
  storeId: string,
  rows: readonly { kind: MinimumKind; key: string; minimum: number }[],
): void {
  db.transaction(() => {
    db.prepare('DELETE FROM replen_minimums WHERE store_id = ?').run(storeId);
    for (const r of rows) setMinimum(db, storeId, r.kind, r.key, r.minimum);
  })();
}

/**
 * Every item's minimum at the store (items with none left out). `units` is what the store holds of an item by its
 * pictures; an item counts as held with units or on-hand above zero.
 */
export function resolveMinimums(
  items: ReadonlyMap<string, StoreItem>,
  rules: MinimumRules,
  units: ReadonlyMap<string, number>,
): Map<string, number> {
  const isHeld = (it: StoreItem) => (units.get(it.itemId) ?? 0) > 0 || it.onHand > 0;
  const heldStyles = new Set<string>();
  for (const it of items.values()) if (it.styleId !== null && isHeld(it)) heldStyles.add(it.styleId);
  const out = new Map<string, number>();
  for (const it of items.values()) {
    const own = rules.items.get(it.itemId);
    if (own !== undefined) {
      if (own > 0) out.set(it.itemId, own);
      continue;
    }
    const inRange = isHeld(it) || (it.carried && it.styleId !== null && heldStyles.has(it.styleId));
    if (!inRange) continue;
    const minimum = (it.categoryId !== null ? rules.categories.get(it.categoryId) : undefined) ?? 1;
    if (minimum > 0) out.set(it.itemId, minimum);
  }
  return out;
}
