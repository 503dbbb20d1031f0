// Process: main (domain, Electron-free). Picking the list, confirmed by the reader. A scan anywhere but a sales-floor
// area picks a unit of a line (it ticks: one row per unit, a tag picked once until it is put away); a scan in a
// floor area confirms the move: the tag's move is recorded in the tag history's moves (tag_area_moves, back room → floor)
// and its pick marked placed, so the next list counts it on the floor without a new full count. Each scan is one
// transaction, followed by its crash point; a tag scanned again after a kill is found picked, or already on that
// floor, and nothing is done twice. A barcode unit (no EPC) cannot be told from another: like a counted barcode, a
// repeated scan is another unit.
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import type { TagPlace } from './pictures';
import type { AreaRole } from './types';

export interface PickScan {
  itemId: string;
  /** The tag's EPC; null for a barcode. */
  epc: string | null;
}

export type PickOutcome =
  /** A unit of a line taken from the back room: the line ticks. */
  | { kind: 'picked'; itemId: string; epc: string | null }
  /** Put on the floor: its move recorded (fromArea: where the pictures had it, null when unknown). */
  | { kind: 'placed'; itemId: string; epc: string | null; fromArea: string | null }
  /** This tag is picked already (this round), or already in this floor area: nothing to do. */
  | { kind: 'already'; itemId: string; epc: string }
  /** An item the list does not ask for: nothing recorded. */
  | { kind: 'notOnList'; itemId: string; epc: string | null };

export interface PickContext {
  storeId: string;
  /** Where the scan was made and that area's role; null: no area (a handheld in the back room). */
  area: { name: string; role: AreaRole } | null;
  /** The list round (replenish.ts: the newest picture's time). */
  round: number;
  /** Whether the list has a line for the item. */
  onList(itemId: string): boolean;
  /** Where the pictures put a tag now (updated by the caller after each move). */
  placeOf(epc: string): TagPlace | undefined;
  now?: () => number;
}

export function createPicker(db: JournalDb) {
  const insertPick = db.prepare(
    'INSERT INTO replen_picks (store_id, item_id, epc, picked_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  // Picked and not put away, or picked (and put away) for this round of the list: a scan of the same tag again, a
  // rerun of the same scans after a kill, picks nothing more.
  const pickedTag = db.prepare(
    'SELECT 1 FROM replen_picks WHERE store_id = ? AND epc = ? AND (placed_at IS NULL OR picked_at >= ?)',
  );
  const insertMove = db.prepare(
    'INSERT INTO tag_area_moves (store_id, item_id, epc, from_area, to_area, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const placeTag = db.prepare(
    'UPDATE replen_picks SET placed_at = ? WHERE store_id = ? AND epc = ? AND placed_at IS NULL',
  );
  // A barcode unit put away closes one open pick of its item, a barcode pick first.
  const placeUnit = db.prepare(
    `UPDATE replen_picks SET placed_at = ?1 WHERE id = (SELECT id FROM replen_picks
       WHERE store_id = ?2 AND item_id = ?3 AND placed_at IS NULL ORDER BY epc IS NOT NULL, id LIMIT 1)`,
  );

  const putAway = db.transaction((ctx: PickContext, scan: PickScan, to: string, from: string | null, at: number) => {
    insertMove.run(ctx.storeId, scan.itemId, scan.epc, from, to, at);
    if (scan.epc !== null) placeTag.run(at, ctx.storeId, scan.epc);
    else placeUnit.run(at, ctx.storeId, scan.itemId);
  });

  return function pick(ctx: PickContext, scan: PickScan): PickOutcome {
    const at = (ctx.now ?? Date.now)();
    const { itemId, epc } = scan;
    if (ctx.area?.role === 'floor') {
      const from = epc !== null ? (ctx.placeOf(epc)?.area ?? null) : null;
      if (epc !== null && from === ctx.area.name) return { kind: 'already', itemId, epc };
      putAway(ctx, scan, ctx.area.name, from, at);
      crashPoint('replen.move.recorded');
      return { kind: 'placed', itemId, epc, fromArea: from };
    }
    // A tag read again is 'already' even once its line asks for no more.
    if (epc !== null && pickedTag.get(ctx.storeId, epc, ctx.round)) return { kind: 'already', itemId, epc };
    if (!ctx.onList(itemId)) return { kind: 'notOnList', itemId, epc };
    const added = insertPick.run(ctx.storeId, itemId, epc, at).changes > 0;
    if (!added) return { kind: 'already', itemId, epc: epc! };
    crashPoint('replen.pick.recorded');
    return { kind: 'picked', itemId, epc };
  };
}

/** Item → units picked and not yet put on the floor. */
export function openPicks(db: JournalDb, storeId: string): Map<string, number> {
  const rows = db
    .prepare('SELECT item_id, COUNT(*) FROM replen_picks WHERE store_id = ? AND placed_at IS NULL GROUP BY item_id')
    .raw(true)
    .all(storeId) as [string, number][];
  return new Map(rows);
}
