// Process: test (node). The kept list (domain/replenish/live.ts) against a fresh build: for random small stores and
// random runs of floor-scan reads, picks, put-aways and misses, the kept lines, reorder lines, totals, availability
// and pictures after each step equal buildReplenishment of the journal; and hand-computed cases (a floor read
// takes a line off, a pick ticks one, a put-away empties it), with what each change sends.
import { describe, expect, it } from 'vitest';
import type { JournalDb } from '../../../domain/journal/journal';
import { liveReplenishment } from '../../../domain/replenish/live';
import { setMinimum } from '../../../domain/replenish/minimums';
import { recordMiss } from '../../../domain/replenish/misses';
import { createPickRun } from '../../../domain/replenish/pick-run';
import type { PickScan } from '../../../domain/replenish/picking';
import { DAY_MS } from '../../../domain/replenish/pictures';
import { buildReplenishment, type ReplenishmentState } from '../../../domain/replenish/replenish';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { prng } from '../../helpers/prng';
import { addCount, gtin, sgtin } from '../tags/journal-fixture';
import { replenishStore, STORE, type TestItem } from './fixture';

const FLOORS = ['Sales floor', 'Window'];
const BACKS = ['Stockroom', 'Back room'];
const COUNTED_AT = 1_000_000;
const SCAN_AT = 2_000_000;
const NOW = SCAN_AT + 3 * DAY_MS;
const G = gtin('0061414112345');

const figures = (s: ReplenishmentState) => ({
  lines: s.lines,
  reorder: s.reorder,
  totals: s.totals,
  availability: s.availability,
  pictures: s.pictures,
  round: s.round,
  estimated: s.estimated,
});

/** A floor-scan read committed as counting commits one: its count_tags row and its count_scans row. */
function floorRead(journal: JournalDb, epc: string, itemId: string, area: string, at: number) {
  journal
    .prepare('INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, ?, 1)')
    .run('scan', epc, itemId, area);
  journal
    .prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, item_id, area, delta) VALUES ('scan', ?, 'rfid', ?, ?, ?, ?, 1)`,
    )
    .run(at, epc, epc, itemId, area);
}

function randomStore(seed: number) {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const items: TestItem[] = Array.from({ length: 10 }, (_, i) => ({
    id: `item-${i}`,
    category: i % 3 === 0 ? 'Bottoms' : 'Tops',
    style: i < 6 ? `style-${i % 2}` : null,
    onHand: Math.floor(random() * 3),
    carried: i !== 9,
  }));
  const s = replenishStore();
  s.addItems(items);
  // Minimums above one, so a floor read leaves most lines on the list with their back room changed.
  setMinimum(s.journal, STORE, 'category', 'cat-Tops', 2 + Math.floor(random() * 3));
  setMinimum(s.journal, STORE, 'category', 'cat-Bottoms', 3);
  setMinimum(s.journal, STORE, 'item', 'item-1', 5);
  let serial = 0;
  const epc = () => sgtin(G, ++serial);
  // Sometimes the whole count is the biggest picture (counted in SQL), sometimes the floor scan is.
  const wholeTags = Array.from({ length: random() < 0.5 ? 40 : 6 }, () => ({
    epc: epc(),
    item: pick(items.slice(0, 9)).id,
    area: pick([...FLOORS, ...BACKS]),
  }));
  addCount(s.journal, 'whole', { areas: [...FLOORS, ...BACKS], tags: wholeTags });
  recordFinalizedTags(s.journal, 'whole', { now: () => COUNTED_AT });
  const firstSeen = wholeTags.filter((t) => FLOORS.includes(t.area) && random() < 0.6);
  addCount(s.journal, 'scan', {
    areas: FLOORS,
    scope: { kind: 'areas' },
    status: 1,
    openedAt: SCAN_AT,
    tags: [
      ...firstSeen,
      ...Array.from({ length: 12 }, () => ({ epc: epc(), item: pick(items).id, area: pick(FLOORS) })),
    ],
  });
  return { ...s, random, pick, items, wholeTags, epc };
}

describe('the kept list equals a fresh build after every change', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`random floor reads, picks, put-aways and misses (seed ${seed})`, () => {
      const { journal, catalog, random, pick, items, wholeTags, epc } = randomStore(seed);
      let t = SCAN_AT + 1_000;
      const opts = { floorSessionId: 'scan', clock: () => NOW };
      const live = liveReplenishment(journal, catalog, STORE, opts);
      const fresh = () => buildReplenishment(journal, catalog, STORE, { floorSessionId: 'scan', now: NOW });
      expect(figures(live.state())).toEqual(figures(fresh()));
      let incremental = 0;
      for (let step = 0; step < 25; step++) {
        const kind = random();
        if (kind < 0.5) {
          const counted = new Set(
            journal.prepare("SELECT epc FROM count_tags WHERE session_id = 'scan'").pluck().all(),
          );
          for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
            const known = wholeTags.filter((w) => !counted.has(w.epc));
            const tag = random() < 0.6 && known.length > 0 ? pick(known) : { epc: epc(), item: pick(items).id };
            counted.add(tag.epc);
            floorRead(journal, tag.epc, tag.item, pick(FLOORS), ++t);
          }
          const change = live.takeFloorScan();
          expect(change).not.toBeNull();
          if (!change!.rebuilt) incremental++;
        } else if (kind < 0.85) {
          live.takeFloorScan();
          const area = random() < 0.5 ? pick(BACKS) : random() < 0.5 ? null : pick(FLOORS);
          const open = journal
            .prepare('SELECT item_id, epc FROM replen_picks WHERE placed_at IS NULL')
            .raw(true)
            .all() as [string, string | null][];
          const scans: PickScan[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
            if (area !== null && FLOORS.includes(area) && open.length > 0) {
              const [itemId, e] = pick(open);
              return { itemId, epc: e };
            }
            const back = wholeTags.filter((w) => BACKS.includes(w.area));
            if (random() < 0.7 && back.length > 0) {
              const w = pick(back);
              return { itemId: w.item, epc: w.epc };
            }
            return { itemId: pick(items).id, epc: null };
          });
          t += 10;
          const run = createPickRun(journal, live.forPicking(), area, () => ++t);
          live.takePicks(area, scans.map(run));
        } else {
          const state = live.state();
          const line = state.lines.length > 0 ? pick(state.lines) : null;
          if (line) {
            recordMiss(journal, { storeId: STORE, itemId: line.itemId, reason: 'not_found', round: state.round }, ++t);
            live.rebuild();
          }
        }
        expect(figures(live.state()), `step ${step}`).toEqual(figures(fresh()));
      }
      expect(incremental).toBeGreaterThan(0);
    });
  }
});

describe('what a change sends, by hand count', () => {
  function handStore() {
    const s = replenishStore();
    s.addItems([
      { id: 'tee-s', style: 'tee', onHand: 2 },
      { id: 'tee-m', style: 'tee', onHand: 0 },
      { id: 'cap', onHand: 0 },
    ]);
    addCount(s.journal, 'whole', {
      areas: [FLOORS[0]!, BACKS[0]!],
      tags: [
        { epc: sgtin(G, 1), item: 'tee-s', area: BACKS[0]! },
        { epc: sgtin(G, 2), item: 'tee-s', area: BACKS[0]! },
        { epc: sgtin(G, 3), item: 'tee-m', area: BACKS[0]! },
      ],
    });
    recordFinalizedTags(s.journal, 'whole', { now: () => COUNTED_AT });
    addCount(s.journal, 'scan', {
      areas: [FLOORS[0]!],
      scope: { kind: 'areas' },
      status: 1,
      openedAt: SCAN_AT,
      tags: [],
    });
    return s;
  }

  it('a floor read of a stockroom tag takes its line off; a new item on the floor brings its style in', () => {
    const { journal, catalog } = handStore();
    const live = liveReplenishment(journal, catalog, STORE, { floorSessionId: 'scan', clock: () => NOW });
    // tee-s: 0 on the floor of 1, 2 back → bring 1; tee-m: 0 of 1, 1 back → 1. cap: held nowhere, no minimum.
    expect(live.state().lines.map((l) => [l.itemId, l.floor, l.back, l.bring])).toEqual([
      ['tee-m', 0, 1, 1],
      ['tee-s', 0, 2, 1],
    ]);
    expect(live.takeFloorScan()).toBeNull();
    floorRead(journal, sgtin(G, 1), 'tee-s', FLOORS[0]!, SCAN_AT + 5);
    const change = live.takeFloorScan()!;
    // The tag left the stockroom: tee-s is at its minimum on the floor, its line leaves; 1 line of 1 unit left.
    expect(change).toMatchObject({ rebuilt: false, lines: [], removed: ['tee-s'], totals: { lines: 1, units: 1 } });
    expect(change.pictures?.find((p) => p.area === FLOORS[0])?.takenAt).toBe(SCAN_AT + 5);
    // A cap seen on the floor: held now, minimum 1, floor 1: no line; nothing else moves.
    floorRead(journal, sgtin(G, 9), 'cap', FLOORS[0]!, SCAN_AT + 6);
    expect(live.takeFloorScan()).toMatchObject({ lines: [], removed: [], totals: { lines: 1, units: 1 } });
    expect(live.state().availability).toEqual([{ category: 'Tops', held: 3, atMinimum: 2 }]);
  });

  it('a pick ticks its line, a put-away on the floor takes it off', () => {
    const { journal, catalog } = handStore();
    const live = liveReplenishment(journal, catalog, STORE, { floorSessionId: 'scan', clock: () => NOW });
    let t = NOW;
    const picking = createPickRun(journal, live.forPicking(), BACKS[0]!, () => ++t);
    const picked = live.takePicks(BACKS[0]!, [picking({ itemId: 'tee-m', epc: sgtin(G, 3) })]);
    expect(picked.lines.map((l) => [l.itemId, l.picked, l.bring])).toEqual([['tee-m', 1, 1]]);
    const placing = createPickRun(journal, live.forPicking(), FLOORS[0]!, () => ++t);
    const placed = live.takePicks(FLOORS[0]!, [placing({ itemId: 'tee-m', epc: sgtin(G, 3) })]);
    expect(placed).toMatchObject({ lines: [], removed: ['tee-m'], totals: { lines: 1, units: 1 } });
  });
});
