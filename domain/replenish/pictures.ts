// Process: main (domain, Electron-free). The latest picture of each floor and back-room area, and where every tag
// is by them. A picture is a count that looked at the area: a whole-store count looks everywhere, an areas-only
// count (a floor scan among them) at its areas; a categories or items count pictures no area. Finished counts
// with a recorded tag history are pictures; an open floor scan is one when named (its last read is its time).
// A tag is where its newest sighting puts it: its area in the latest picture of that area, or a move recorded
// since (tag_area_moves: a pick put on the floor); a sighting older than the latest picture of its area is outdated
// (the newer picture did not see it there). Barcode units moved (no EPC) add to the area they went to and take
// from the one they left when the move is newer than that area's picture.
import { DEFAULT_STALE_DAYS } from '../../contract/settings';
import { scopeOf } from '../counts/session-rows';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { byText } from './list';
import { type PictureTagSource, pictureTagSource, sharedEpcs } from './picture-tags';
import type { AreaPicture, AreaRole, PickTag } from './types';

export const DAY_MS = 86_400_000;

/** Where one tag is now. */
export interface TagPlace {
  itemId: string;
  area: string;
  role: AreaRole;
  at: number;
}

export interface StorePictures {
  pictures: AreaPicture[];
  /** Item → units on the floor. */
  floor: Map<string, number>;
  /** Item → back-room area → units. */
  back: Map<string, Map<string, number>>;
  /** Where a tag is now; undefined: in no floor or back-room area known. */
  placeOf(epc: string, notIn?: string): TagPlace | undefined;
  /** Where these tags are now, each picture asked once for them all (a floor scan's batch); absent: nowhere known. */
  placesOf(epcs: readonly string[], notIn?: string): Map<string, TagPlace>;
  /** A tag put somewhere since these pictures were read (picking), so placeOf says so without reading again. */
  moved(epc: string, place: TagPlace): void;
  /** The back-room tags of these items, by area then EPC. */
  backTags(itemIds: ReadonlySet<string>): Map<string, PickTag[]>;
}

export interface PictureOptions {
  /** An open (or finished) session that scanned floor areas, newer than the rest. */
  floorSessionId?: string;
  now?: number;
  staleDays?: number;
}

interface Candidate {
  sessionId: string;
  takenAt: number;
  areas: readonly string[];
}

/** A floor scan's time as a picture: its last read (or its opening), or when its tags were recorded; undefined when
 * the store has no such session. The kept list (live.ts) asks again after each of its reads. */
export function floorScanTakenAt(db: JournalDb, sessionId: string, storeId: string): number | undefined {
  const row = db
    .prepare(
      `SELECT MAX(COALESCE((SELECT MAX(at) FROM count_scans WHERE session_id = ?1), opened_at),
         COALESCE((SELECT recorded_at FROM tag_counts WHERE session_id = ?1), 0)) AS takenAt
       FROM count_sessions WHERE id = ?1 AND store_id = ?2`,
    )
    .get(sessionId, storeId) as { takenAt: number } | undefined;
  return row?.takenAt;
}

function candidates(db: JournalDb, storeId: string, roles: Map<string, AreaRole>, floorSessionId?: string) {
  const all = [...roles.keys()];
  const areasOf = db.prepare('SELECT name FROM count_areas WHERE session_id = ?').pluck();
  const recorded = db
    .prepare(
      `SELECT s.id, s.scope, t.recorded_at FROM tag_counts t JOIN count_sessions s ON s.id = t.session_id
       WHERE t.store_id = ? AND t.tags > 0`,
    )
    .raw(true)
    .all(storeId) as [string, string, number][];
  const out: Candidate[] = [];
  for (const [sessionId, scope, takenAt] of recorded) {
    const kind = scopeOf({ scope }).kind;
    if (kind === 'store') out.push({ sessionId, takenAt, areas: all });
    else if (kind === 'areas') out.push({ sessionId, takenAt, areas: areasOf.all(sessionId) as string[] });
  }
  if (floorSessionId !== undefined) {
    const s = floorScanTakenAt(db, floorSessionId, storeId);
    if (s === undefined)
      throw new UserError('not_found', `No count session ${floorSessionId} of this store in this journal`);
    const floorAreas = (areasOf.all(floorSessionId) as string[]).filter((a) => roles.get(a) === 'floor');
    if (floorAreas.length === 0)
      throw new UserError('invalid_argument', 'That session scanned no sales-floor area: set an area role first');
    out.push({ sessionId: floorSessionId, takenAt: s, areas: floorAreas });
  }
  return out;
}

/** The latest picture of every floor and back-room area, and where each tag and unit is by them and the moves. */
export function storePictures(
  db: JournalDb,
  storeId: string,
  roles: Map<string, AreaRole>,
  opts: PictureOptions = {},
): StorePictures {
  const now = opts.now ?? Date.now();
  const staleMs = (opts.staleDays ?? DEFAULT_STALE_DAYS) * DAY_MS;
  const latest = new Map<string, Candidate>();
  for (const c of candidates(db, storeId, roles, opts.floorSessionId))
    for (const area of c.areas) {
      const role = roles.get(area);
      if (role !== 'floor' && role !== 'back') continue;
      const had = latest.get(area);
      if (!had || c.takenAt > had.takenAt || (c.takenAt === had.takenAt && c.sessionId > had.sessionId))
        latest.set(area, c);
    }
  const pictureAt = (area: string) => latest.get(area)?.takenAt ?? Number.NEGATIVE_INFINITY;
  const areasBySession = new Map<string, string[]>();
  for (const [area, c] of latest) areasBySession.set(c.sessionId, [...(areasBySession.get(c.sessionId) ?? []), area]);
  const sources = [...areasBySession].map(([id, areas]) => pictureTagSource(db, id, areas));
  // Tags are sighted in this order, the biggest picture last (it wins a tie of times, as it always has).
  const bulk = sources.reduce<PictureTagSource | null>((a, b) => (a === null || b.size > a.size ? b : a), null);
  const ordered = [...sources.filter((s) => s !== bulk), ...(bulk === null ? [] : [bulk])];
  const hasBackRoom = new Set(
    sources.filter((s) => areasBySession.get(s.sessionId)!.some((area) => roles.get(area) === 'back')),
  );

  const tags = new Map<string, TagPlace>();
  const placeAt = (itemId: string, area: string): TagPlace => ({
    itemId,
    area,
    role: roles.get(area)!,
    at: pictureAt(area),
  });
  const sight = (epc: string, place: TagPlace) => {
    if (place.at < pictureAt(place.area)) return;
    const had = tags.get(epc);
    if (!had || place.at >= had.at) tags.set(epc, place);
  };
  const moves = db
    .prepare('SELECT epc, item_id, from_area, to_area, at FROM tag_area_moves WHERE store_id = ? ORDER BY at, id')
    .raw(true)
    .all(storeId) as [string | null, string, string | null, string, number][];
  // Every picture is counted per item and area in SQL. Only a tag two pictures saw, or one that moved, can be
  // somewhere else than a picture says: those (contested) are read tag by tag from each, taken off its counts
  // below, and put where their newest sighting says.
  const contested = new Set(moves.flatMap(([epc]) => (epc === null ? [] : [epc])));
  for (const [i, a] of ordered.entries())
    for (const b of ordered.slice(i + 1)) for (const epc of sharedEpcs(db, a, b)) contested.add(epc);
  const contestedRows = contested.size === 0 ? [] : ordered.flatMap((s) => s.withEpcs([...contested]));
  for (const [epc, itemId, area] of contestedRows) sight(epc, placeAt(itemId, area));

  const floor = new Map<string, number>();
  const back = new Map<string, Map<string, number>>();
  const add = (itemId: string, area: string, n: number) => {
    const role = roles.get(area);
    if (role === 'floor') floor.set(itemId, (floor.get(itemId) ?? 0) + n);
    else if (role === 'back') {
      let byArea = back.get(itemId);
      if (byArea === undefined) {
        byArea = new Map<string, number>();
        back.set(itemId, byArea);
      }
      byArea.set(area, (byArea.get(area) ?? 0) + n);
    }
  };
  for (const [epc, itemId, fromArea, toArea, at] of moves) {
    if (epc !== null) {
      // A newer picture where the tag was seen stands; one of the area it went to that did not see it means
      // it left there too: it is nowhere we know.
      if (at < (tags.get(epc)?.at ?? Number.NEGATIVE_INFINITY)) continue;
      if (at >= pictureAt(toArea)) tags.set(epc, { itemId, area: toArea, role: roles.get(toArea) ?? 'other', at });
      else tags.delete(epc);
      continue;
    }
    if (at > pictureAt(toArea)) add(itemId, toArea, 1);
    if (fromArea !== null && at > pictureAt(fromArea)) add(itemId, fromArea, -1);
  }
  for (const source of ordered) for (const [itemId, area, units] of source.counts()) add(itemId, area, units);
  for (const [, itemId, area] of contestedRows) add(itemId, area, -1);
  for (const place of tags.values()) add(place.itemId, place.area, 1);

  const pictures: AreaPicture[] = [...latest.entries()]
    .map(([area, c]) => {
      const role = roles.get(area)!;
      return {
        area,
        role,
        sessionId: c.sessionId,
        takenAt: c.takenAt,
        ageDays: Math.floor((now - c.takenAt) / DAY_MS),
        stale: role === 'back' && now - c.takenAt > staleMs,
      };
    })
    .sort((a, b) => a.role.localeCompare(b.role) || a.area.localeCompare(b.area));

  function placesOf(epcs: readonly string[], notIn?: string): Map<string, TagPlace> {
    const out = new Map<string, TagPlace>();
    let left: string[] = [];
    for (const epc of epcs) {
      const known = tags.get(epc);
      if (known) out.set(epc, known);
      else if (!contested.has(epc)) left.push(epc);
    }
    // Uncontested: in one picture at most (not counting `notIn`: a session whose rows have grown since the build).
    for (const source of ordered) {
      if (left.length === 0) break;
      if (source.sessionId === notIn) continue;
      for (const [epc, itemId, area] of source.withEpcs(left)) if (!out.has(epc)) out.set(epc, placeAt(itemId, area));
      left = left.filter((epc) => !out.has(epc));
    }
    return out;
  }

  return {
    pictures,
    floor,
    back,
    placeOf: (epc, notIn) => placesOf([epc], notIn).get(epc),
    placesOf,
    moved(epc, place) {
      contested.add(epc);
      tags.set(epc, place);
    },
    backTags(itemIds) {
      const out = new Map<string, PickTag[]>();
      const put = (epc: string, place: TagPlace) => {
        if (place.role !== 'back' || !itemIds.has(place.itemId)) return;
        const list = out.get(place.itemId) ?? [];
        list.push({ epc, area: place.area, lastSeen: place.at });
        out.set(place.itemId, list);
      };
      for (const [epc, place] of tags) put(epc, place);
      const wanted = [...itemIds];
      for (const source of ordered)
        if (hasBackRoom.has(source))
          for (const [itemId, area, epcs] of source.ofItems(wanted)) {
            const place = placeAt(itemId, area);
            for (const epc of epcs) if (!contested.has(epc)) put(epc, place);
          }
      for (const list of out.values()) list.sort((a, b) => byText(a.area, b.area) || byText(a.epc, b.epc));
      return out;
    },
  };
}
