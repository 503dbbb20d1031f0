// Process: main (domain, Electron-free). What could not be picked: a reason per line (not found, damaged, reserved),
// kept once per item and list round (the newest picture's time), so telling it again is not a second miss. Not
// found in two rounds in a row, with no pick of the item since the first, makes the item a shrink candidate.
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { UserError } from '../shared/errors';
import { MISS_REASONS, type MissReason } from './types';

export function recordMiss(
  db: JournalDb,
  miss: { storeId: string; itemId: string; reason: MissReason; round: number },
  now: number = Date.now(),
): void {
  if (!MISS_REASONS.includes(miss.reason))
    throw new UserError('invalid_argument', `A reason is one of ${MISS_REASONS.join(', ')}`);
  db.prepare(
    `INSERT INTO replen_misses (store_id, item_id, round, reason, at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (store_id, item_id, round) DO UPDATE SET reason = excluded.reason, at = excluded.at`,
  ).run(miss.storeId, miss.itemId, miss.round, miss.reason, now);
  crashPoint('replen.miss.recorded');
}

export interface MissState {
  /** The reason of this round's miss, null when it was not missed this round. */
  reason: MissReason | null;
  shrinkCandidate: boolean;
}

/** Item → its miss state, for items missed at least once. */
export function missStates(db: JournalDb, storeId: string, round: number): Map<string, MissState> {
  const rows = db
    .prepare(
      `SELECT m.item_id, m.round, m.reason, m.at,
         (SELECT MAX(p.picked_at) FROM replen_picks p WHERE p.store_id = m.store_id AND p.item_id = m.item_id)
       FROM replen_misses m WHERE m.store_id = ? ORDER BY m.item_id, m.round DESC`,
    )
    .raw(true)
    .all(storeId) as [string, number, MissReason, number, number | null][];
  const out = new Map<string, MissState>();
  for (let i = 0; i < rows.length; i++) {
    const [itemId, latestRound, reason] = rows[i]!;
    if (out.has(itemId)) continue;
    const older = rows[i + 1]?.[0] === itemId ? rows[i + 1]! : null;
    const lastPick = rows[i]![4];
    const shrinkCandidate =
      older !== null && reason === 'not_found' && older[2] === 'not_found' && (lastPick ?? 0) <= older[3];
    out.set(itemId, { reason: latestRound === round ? reason : null, shrinkCandidate });
  }
  return out;
}

/** The store's shrink candidates (item ids). */
export function shrinkCandidates(db: JournalDb, storeId: string): string[] {
  return [...missStates(db, storeId, 0)].filter(([, s]) => s.shrinkCandidate).map(([id]) => id);
}
