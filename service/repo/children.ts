// Process: service. A page of parent rows gets its child rows (a receipt's lines, a session's items) in one query,
// not one per parent: the ids go in as one JSON array, read in the SQL through json_each(?).
import type { Db } from '../db/open';

/**
 * `sql` has one parameter, the parents' ids as a JSON array; each child row becomes `toChild(row)` under
 * `parentOf(row)`, in query order. A parent without children is absent from the map.
 */
export function childrenByParent<Row, Child>(
  db: Db,
  sql: string,
  parentIds: readonly string[],
  parentOf: (row: Row) => string,
  toChild: (row: Row) => Child,
): Map<string, Child[]> {
  const rows = db.prepare(sql).all(JSON.stringify(parentIds)) as Row[];
  const byParent = new Map<string, Child[]>();
  for (const row of rows) {
    const key = parentOf(row);
    const list = byParent.get(key);
    if (list) list.push(toChild(row));
    else byParent.set(key, [toChild(row)]);
  }
  return byParent;
}
