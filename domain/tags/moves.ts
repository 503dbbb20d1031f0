// Process: main (domain, Electron-free). The tag history's record of transfers (moves-schema.ts): the tags a transfer
// took out of a store ('out', when it was sent) and brought into one ('in', when its receipt was finished). Written
// inside the caller's transaction (the send's or the receipt's last step), so a move is recorded exactly when its
// step is, and once: the key is the transfer, the direction and the tag's identity.
import type { JournalDb } from '../journal/journal';

export interface TagMove {
  epc: string;
  identity: string;
  itemId: string;
}

export interface MoveOf {
  transferId: string;
  direction: 'out' | 'in';
  storeId: string;
  otherStoreId: string;
  at: number;
}

/** Records the tags' move; a tag already recorded for this transfer and direction is kept as it is. */
export function recordTagMoves(db: JournalDb, move: MoveOf, tags: readonly TagMove[]): void {
  const put = db.prepare(
    `INSERT OR IGNORE INTO tag_moves (transfer_id, direction, identity, epc, item_id, store_id, other_store_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const t of tags)
    put.run(move.transferId, move.direction, t.identity, t.epc, t.itemId, move.storeId, move.otherStoreId, move.at);
}

export interface StoreTagMove extends TagMove {
  transferId: string;
  direction: 'out' | 'in';
  otherStoreId: string;
  at: number;
}

/** Every move of tags in or out of a store, oldest first. */
export function tagMoves(db: JournalDb, storeId: string): StoreTagMove[] {
  return db
    .prepare(
      `SELECT transfer_id AS transferId, direction, identity, epc, item_id AS itemId, other_store_id AS otherStoreId, at
       FROM tag_moves WHERE store_id = ? ORDER BY at, transfer_id, direction, identity`,
    )
    .all(storeId.toLowerCase()) as StoreTagMove[];
}

/**
 * The identities of the tags transfers took out of the store (`out`) and brought into it (`in`) after `from` and up
 * to `to` (Unix ms): between two counts, a tag that left by a transfer is not gone, one that arrived is not new.
 */
export function movedIdentities(
  db: JournalDb,
  storeId: string,
  from: number,
  to: number,
): { out: Set<string>; in: Set<string> } {
  const rows = db
    .prepare(
      `SELECT direction, identity FROM tag_moves
       WHERE store_id = lower(?) AND at > ? AND at <= ?`,
    )
    .all(storeId, from, to) as { direction: 'out' | 'in'; identity: string }[];
  const moved = { out: new Set<string>(), in: new Set<string>() };
  for (const r of rows) moved[r.direction].add(r.identity);
  return moved;
}
