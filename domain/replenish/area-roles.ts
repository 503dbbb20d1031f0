// Process: main (domain, Electron-free). Each area of a store has a role (sales floor, back room, other), set per
// store; an area nobody set gets the role its name proposes ("Back room", "Stockroom", "Storage" → back room). The
// areas are those the store's counts already use (count_areas), plus any area given a role.
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { AREA_ROLES, type AreaRole, type AreaWithRole } from './types';

const BACK_WORDS = /\b(back ?room|stock ?room|storage|store ?room|warehouse|reserve)\b/iu;
const FLOOR_WORDS = /\b(floor|sales|shop|display|front|window)\b/iu;

/** The role an area's name suggests; back-room words win ("Stockroom floor 2" is a back room). */
export function proposeRole(area: string): AreaRole {
  if (BACK_WORDS.test(area)) return 'back';
  if (FLOOR_WORDS.test(area)) return 'floor';
  return 'other';
}

/** The store's areas with their roles, by name. */
export function areaRoles(db: JournalDb, storeId: string): AreaWithRole[] {
  const rows = db
    .prepare(
      `SELECT n.area, r.role FROM (
         SELECT a.name AS area FROM count_areas a JOIN count_sessions s ON s.id = a.session_id WHERE s.store_id = ?1
         UNION SELECT area FROM replen_area_roles WHERE store_id = ?1) n
       LEFT JOIN replen_area_roles r ON r.store_id = ?1 AND r.area = n.area ORDER BY n.area`,
    )
    .all(storeId) as { area: string; role: AreaRole | null }[];
  return rows.map(({ area, role }) => ({ area, role: role ?? proposeRole(area), chosen: role !== null }));
}

/** Area name → role, for the pictures and the list. */
export function roleMap(db: JournalDb, storeId: string): Map<string, AreaRole> {
  return new Map(areaRoles(db, storeId).map((a) => [a.area, a.role]));
}

/** Sets an area's role for the store (a name with no count yet is kept too: the next count may use it). */
export function setAreaRole(db: JournalDb, storeId: string, area: string, role: AreaRole): void {
  const name = area.trim();
  if (!name) throw new UserError('invalid_argument', 'An area needs a name');
  if (!AREA_ROLES.includes(role))
    throw new UserError('invalid_argument', `An area's role is one of ${AREA_ROLES.join(', ')}`);
  db.prepare(
    `INSERT INTO replen_area_roles (store_id, area, role) VALUES (?, ?, ?)
     ON CONFLICT (store_id, area) DO UPDATE SET role = excluded.role`,
  ).run(storeId, name, role);
}
