// Process: service. Item writes for PATCH /items: create needs description and sku; update changes only the
// fields given. Every write moves lastUpdated (microsecond clock, never repeats).
import { randomUUID } from 'node:crypto';
import type { ItemPatch } from '../../domain/api/wire/item-writes';
import { nowMicros } from '../db/clock';
import type { Db } from '../db/open';
import { RefChecker } from '../http/body';

export function touchItem(db: Db, id: string): void {
  db.prepare('UPDATE items SET last_updated = ? WHERE id = ?').run(nowMicros(), id);
}

function checkRefs(db: Db, p: ItemPatch, path: string, refs: RefChecker, itemId: string | null): void {
  refs.need('item', p.matrix?.id, `${path}.matrix.id`);
  refs.need('level', p.level?.id, `${path}.level.id`);
  refs.need('level', p.level1?.id, `${path}.level1.id`);
  refs.need('level', p.level2?.id, `${path}.level2.id`);
  const slots = new Set<number>();
  (p.dimensions ?? []).forEach((d, i) => {
    const row = db.prepare('SELECT dimension_number FROM dimensions WHERE id = ?').get(d.toLowerCase()) as
      | { dimension_number: number }
      | undefined;
    if (!row) refs.add(`${path}.dimensions[${i}]`, `No dimension with id ${d}.`);
    else if (slots.has(row.dimension_number))
      refs.add(`${path}.dimensions[${i}]`, 'Two values for the same dimension.');
    else slots.add(row.dimension_number);
  });
  if (p.sku) {
    const other = db.prepare('SELECT id FROM items WHERE sku = ?').get(p.sku) as { id: string } | undefined;
    if (other && other.id !== itemId) refs.add(`${path}.sku`, `SKU ${p.sku} is already used by another item.`);
  }
  for (const [i, g] of (p.epcGTIN ?? []).entries()) {
    const other = db.prepare('SELECT item_id FROM item_gtins WHERE gtin = ?').get(g) as { item_id: string } | undefined;
    if (other && other.item_id !== itemId)
      refs.add(`${path}.epcGTIN[${i}]`, `GTIN ${g} already belongs to another item.`);
  }
}

/** Validates the whole batch first (422 lists every problem), then writes it; runs inside a transaction. */
export function applyItemPatches(db: Db, batch: ItemPatch[]): { created: string[]; updated: string[] } {
  const refs = new RefChecker(db);
  const exists = db.prepare('SELECT 1 FROM items WHERE id = ?');
  const plans = batch.map((p, n) => {
    const id = p.id?.toLowerCase() ?? null;
    const isUpdate = id !== null && Boolean(exists.get(id));
    if (!isUpdate) {
      if (!p.description) refs.add(`[${n}].description`, 'Required when creating an item.');
      if (!p.sku) refs.add(`[${n}].sku`, 'Required when creating an item.');
    }
    checkRefs(db, p, `[${n}]`, refs, isUpdate ? id : null);
    return { p, id: id ?? randomUUID(), isUpdate };
  });
  const skus = batch.map((p) => p.sku).filter(Boolean);
  if (new Set(skus).size !== skus.length) refs.add('sku', 'The same SKU appears twice in the batch.');
  refs.check();

  const created: string[] = [];
  const updated: string[] = [];
  for (const { p, id, isUpdate } of plans) {
    const now = nowMicros();
    if (!isUpdate) {
      db.prepare(
        `INSERT INTO items (id, description, pos_description1, pos_description2, sku, upc_json, active, matrix_id,
           level_id, level1_id, level2_id, attributes_json, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        p.description,
        p.posDescription1 ?? p.description,
        p.posDescription2 ?? (p.description as string).slice(0, 20),
        p.sku,
        JSON.stringify(p.upc ?? []),
        p.active === false ? 0 : 1,
        p.matrix?.id?.toLowerCase() ?? null,
        p.level?.id?.toLowerCase() ?? null,
        p.level1?.id?.toLowerCase() ?? null,
        p.level2?.id?.toLowerCase() ?? null,
        p.attributes ? JSON.stringify(p.attributes) : null,
        now,
      );
      created.push(id);
    } else {
      const set: string[] = [];
      const params: unknown[] = [];
      const col = (column: string, value: unknown) => {
        set.push(`${column} = ?`);
        params.push(value);
      };
      if (p.description !== undefined) col('description', p.description);
      if (p.posDescription1 !== undefined) col('pos_description1', p.posDescription1 ?? '');
      if (p.posDescription2 !== undefined) col('pos_description2', p.posDescription2 ?? '');
      if (p.sku !== undefined) col('sku', p.sku);
      if (p.upc !== undefined) col('upc_json', JSON.stringify(p.upc));
      if (p.active !== undefined) col('active', p.active ? 1 : 0);
      if (p.matrix !== undefined) col('matrix_id', p.matrix?.id.toLowerCase() ?? null);
      if (p.level !== undefined) col('level_id', p.level?.id.toLowerCase() ?? null);
      if (p.level1 !== undefined) col('level1_id', p.level1?.id.toLowerCase() ?? null);
      if (p.level2 !== undefined) col('level2_id', p.level2?.id.toLowerCase() ?? null);
      if (p.attributes !== undefined) col('attributes_json', p.attributes ? JSON.stringify(p.attributes) : null);
      col('last_updated', now);
      db.prepare(`UPDATE items SET ${set.join(', ')} WHERE id = ?`).run(...params, id);
      updated.push(id);
    }
    if (p.dimensions !== undefined) {
      db.prepare('DELETE FROM item_dimensions WHERE item_id = ?').run(id);
      const ins = db.prepare(
        'INSERT INTO item_dimensions (item_id, dimension_id, slot) SELECT ?, id, dimension_number FROM dimensions WHERE id = ?',
      );
      for (const d of p.dimensions) ins.run(id, d.toLowerCase());
    }
    if (p.epcGTIN !== undefined) {
      db.prepare('DELETE FROM item_gtins WHERE item_id = ?').run(id);
      const ins = db.prepare('INSERT INTO item_gtins (gtin, item_id, is_current) VALUES (?, ?, ?)');
      for (const [k, g] of p.epcGTIN.entries()) ins.run(g, id, k === 0 ? 1 : 0);
    }
  }
  return { created, updated };
}
