// Process: main (domain, Electron-free). The count sessions of a store a floor scan may be taken from: those that
// looked at a sales-floor area (by the areas' roles now), open or finished, newest first. The screen offers them;
// pictures.ts takes the chosen one's floor areas as the newest picture of the floor.
import type { FloorScanChoice } from '../../contract/replenish';
import type { JournalDb } from '../journal/journal';
import type { AreaRole } from './types';

/** The newest first; a store keeps at most this many to choose from on screen. */
const FLOOR_SCANS_SHOWN = 20;

export function floorScanChoices(db: JournalDb, storeId: string, roles: ReadonlyMap<string, AreaRole>) {
  const rows = db
    .prepare(
      `SELECT s.id, s.description, s.opened_at, a.name FROM count_sessions s JOIN count_areas a ON a.session_id = s.id
       WHERE s.store_id = ? ORDER BY s.opened_at DESC, s.id, a.position`,
    )
    .raw(true)
    .all(storeId) as [string, string, number, string][];
  const out = new Map<string, FloorScanChoice>();
  for (const [sessionId, description, openedAt, area] of rows) {
    if (roles.get(area) !== 'floor') continue;
    const choice = out.get(sessionId) ?? { sessionId, description, areas: [], openedAt };
    choice.areas.push(area);
    out.set(sessionId, choice);
  }
  return [...out.values()].slice(0, FLOOR_SCANS_SHOWN);
}
