// Process: main (domain, Electron-free). The replenishment list kept while the screen shows it: built once from the
// journal (replenish.ts), then changed in place by what happens meanwhile, so a floor scan of 1,000 reads a second
// does not build the whole list (1.5-2 s at 50,000 items) for every batch. Two kinds of change are followed:
// - the chosen floor scan's new tags (read from the journal past a mark, so a batch is never taken twice or lost):
//   each tag leaves the place the pictures had it in (a back room, another floor area, nowhere) for the floor, and
//   the floor scan's picture takes the time of its last read (the list round follows it, and with it the misses);
// - a pick run's outcomes (picking.ts): a unit picked ticks its line; one put on the floor moves there.
// What they do not follow is built again whole (`rebuilt`): a move recorded since the floor scan's last read (a
// newer read makes it older than the floor's picture: pictures.ts decides where that tag is then), a change to the
// floor scan's areas or a newer count of them, a tag of an item the list has never seen. Anything else that
// changes the journal's counts (an undo, a finished count, new roles or minimums) is the caller's rebuild.
import { lineOrder, reorderOrder } from '../../contract/replenish';
import { DEFAULT_STALE_DAYS } from '../../contract/settings';
import type { CatalogDb } from '../catalog/db';
import type { JournalDb } from '../journal/journal';
import { addUnits, type KeptLines, keptLines, type LinesChange, settle, touchChanged } from './live-lines';
import { missStates } from './misses';
import { openPicks, type PickOutcome } from './picking';
import { DAY_MS, floorScanTakenAt, type PictureOptions } from './pictures';
import { buildReplenishment, type ReplenishmentState } from './replenish';

export type { LinesChange };

export interface LiveReplenishment {
  /** The list now, as a fresh build would give it (lines and reorder in the walk's order). */
  state(): ReplenishmentState;
  /** The chosen floor scan's tags committed since the last call taken in; null when none came. */
  takeFloorScan(): LinesChange | null;
  /** A pick run made in `area` recorded these outcomes (take the floor scan first: the run read its places). */
  takePicks(area: string | null, outcomes: readonly PickOutcome[]): LinesChange;
  /** The list built again from the journal; every line and reorder line in the change. */
  rebuild(): LinesChange;
  /** The kept state as a pick run reads it (pick-run.ts: its lines in no order, its places shared). */
  forPicking(): ReplenishmentState;
}

export interface LiveOptions extends Omit<PictureOptions, 'now'> {
  /** The clock the pictures' ages are taken by (Date.now unless given). */
  clock?: () => number;
  /** The list just built with these options (the screen's answer): kept instead of building it again. */
  built?: ReplenishmentState;
}

export function liveReplenishment(
  journal: JournalDb,
  catalog: CatalogDb,
  storeId: string,
  opts: LiveOptions = {},
): LiveReplenishment {
  const clock = opts.clock ?? Date.now;
  const { floorSessionId } = opts;
  const newTags = journal.prepare(
    `SELECT s.id, t.epc, t.item_id, t.area, s.at FROM count_scans s
     LEFT JOIN count_tags t ON t.session_id = s.session_id AND t.epc = s.epc AND t.item_id IS NOT NULL
     WHERE s.session_id = ? AND s.id > ? AND s.undone = 0 ORDER BY s.id`,
  );
  const lastScan = journal.prepare('SELECT MAX(id) AS id FROM count_scans WHERE session_id = ?');
  const movesSince = journal.prepare('SELECT 1 FROM tag_area_moves WHERE store_id = ? AND at >= ? LIMIT 1');
  const areasOf = journal.prepare('SELECT name FROM count_areas WHERE session_id = ?').pluck();

  let kept: KeptLines;
  /** The floor scan's last count_scans row taken in, and its picture's time then. */
  let mark = 0;
  let floorAt = 0;
  /** The floor areas the floor scan is the latest picture of (all of its floor areas, or the update rebuilds). */
  let floorAreas = new Set<string>();

  const sessionFloorAreas = () =>
    floorSessionId === undefined
      ? []
      : (areasOf.all(floorSessionId) as string[]).filter((a) => kept.state.roles.get(a) === 'floor');

  function build(built?: ReplenishmentState): ReplenishmentState {
    const { built: _built, clock: _clock, ...pictureOpts } = opts;
    const state = built ?? buildReplenishment(journal, catalog, storeId, { ...pictureOpts, now: clock() });
    kept = keptLines(state, openPicks(journal, storeId), missStates(journal, storeId, state.round));
    if (floorSessionId !== undefined) {
      mark = (lastScan.get(floorSessionId) as { id: number | null }).id ?? 0;
      floorAt = floorScanTakenAt(journal, floorSessionId, storeId) ?? 0;
      floorAreas = new Set(state.pictures.filter((p) => p.sessionId === floorSessionId).map((p) => p.area));
    }
    return state;
  }
  build(opts.built);

  function rebuild(): LinesChange {
    const before = kept;
    const s = build();
    const gone = <V>(old: Map<string, V>, now: Map<string, V>) => [...old.keys()].filter((id) => !now.has(id));
    return {
      lines: s.lines,
      removed: gone(before.lines, kept.lines),
      reorder: s.reorder,
      reorderRemoved: gone(before.reorder, kept.reorder),
      totals: kept.totals,
      availability: s.availability,
      pictures: s.pictures,
      rebuilt: true,
    };
  }

  /** The floor scan's picture at its new time: the pictures' ages, the round and this round's misses follow. */
  function advanceFloor(takenAt: number): boolean {
    if (takenAt === floorAt) return false;
    floorAt = takenAt;
    const s = kept.state;
    const now = clock();
    const staleMs = (opts.staleDays ?? DEFAULT_STALE_DAYS) * DAY_MS;
    s.pictures = s.pictures.map((p) => {
      const at = p.sessionId === floorSessionId ? takenAt : p.takenAt;
      return {
        ...p,
        takenAt: at,
        ageDays: Math.floor((now - at) / DAY_MS),
        stale: p.role === 'back' && now - at > staleMs,
      };
    });
    const round = Math.max(0, ...s.pictures.map((p) => p.takenAt));
    if (round !== s.round) {
      s.round = round;
      const misses = missStates(journal, storeId, round);
      touchChanged(kept, kept.misses, misses);
      kept.misses = misses;
    }
    return true;
  }

  function takeFloorScan(): LinesChange | null {
    if (floorSessionId === undefined) return null;
    const rows = newTags.raw(true).all(floorSessionId, mark) as [
      number,
      string | null,
      string | null,
      string | null,
      number,
    ][];
    if (rows.length === 0) return null;
    const s = kept.state;
    const areasNow = sessionFloorAreas();
    const followed =
      areasNow.length === floorAreas.size &&
      areasNow.every((a) => floorAreas.has(a)) &&
      !movesSince.get(storeId, floorAt) &&
      rows.every(([, epc, itemId]) => epc === null || s.items.has(itemId!));
    if (!followed) return rebuild();
    // The picture's time is its last read (floorScanTakenAt): the newest of these rows, or what it was. An undone
    // row, which that counts too, is an edit of the session, built again.
    const takenAt = rows.reduce((at, r) => Math.max(at, r[4]), floorAt);
    const onFloor = rows.filter(
      (r): r is [number, string, string, string, number] =>
        r[1] !== null && r[2] !== null && r[3] !== null && floorAreas.has(r[3]),
    );
    // Where they were before: not in the floor scan's own rows, which now hold these very tags.
    const was = s.placed.placesOf(
      onFloor.map((r) => r[1]),
      floorSessionId,
    );
    for (const [, epc, itemId, area] of onFloor) {
      const before = was.get(epc);
      if (before) addUnits(kept, before.itemId, before.area, -1);
      addUnits(kept, itemId, area, 1);
      s.placed.moved(epc, { itemId, area, role: 'floor', at: takenAt });
    }
    mark = rows[rows.length - 1]![0];
    const advanced = advanceFloor(takenAt);
    return { ...settle(kept), ...(advanced ? { pictures: s.pictures } : {}) };
  }

  function takePicks(area: string | null, outcomes: readonly PickOutcome[]): LinesChange {
    for (const o of outcomes) {
      kept.touched.add(o.itemId);
      if (o.kind !== 'placed' || area === null) continue;
      if (o.epc !== null && o.fromArea !== null) addUnits(kept, o.itemId, o.fromArea, -1);
      addUnits(kept, o.itemId, area, 1);
    }
    const picked = openPicks(journal, storeId);
    touchChanged(kept, kept.picked, picked);
    kept.picked = picked;
    const misses = missStates(journal, storeId, kept.state.round);
    touchChanged(kept, kept.misses, misses);
    kept.misses = misses;
    return settle(kept);
  }

  return {
    state() {
      const s = kept.state;
      s.lines = [...kept.lines.values()].sort(lineOrder);
      s.reorder = [...kept.reorder.values()].sort(reorderOrder);
      s.totals = { ...kept.totals };
      return s;
    },
    takeFloorScan,
    takePicks,
    rebuild,
    forPicking: () => ({ ...kept.state, lines: [...kept.lines.values()] }),
  };
}
