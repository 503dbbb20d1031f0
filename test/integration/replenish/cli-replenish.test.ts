// Process: node (tests). Replenishment from the CLI against the real local service (in-process, real journal): a
// whole count of the sales floor and the back room (`count`, `finalize`), minimums imported (`minimums`), a floor
// scan (an open session), the list by hand count, a pick in the back room, putting away on the floor (the tags'
// area moves in the journal), the list emptying, floor availability before and after, and the stale-days limit
// (the app's Settings as the default of --stale-days). Then the list kept up to date (domain/replenish/live.ts) on a
// second floor scan: its reads, counted by the CLI's real counting, move lines, and the kept list equals a rebuild.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalogDb } from '../../../domain/catalog/db';
import { encodeSgtin96 } from '../../../domain/codes';
import { openJournalFile } from '../../../domain/journal/journal';
import { liveReplenishment } from '../../../domain/replenish/live';
import { buildReplenishment, type ReplenishmentState } from '../../../domain/replenish/replenish';
import { SETTINGS_FILE_NAME } from '../../../domain/settings/settings-store';
import { cliInProcess } from '../../helpers/cli-in-process';
import { parseCsv } from '../../helpers/csv-sums';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { serviceDb } from '../catalog/harness';

let service: TestService;
const dir = tempDir('replenish-cli-');
let items: { id: string; sku: string; gtin: string }[];
let leafCodes: string[];

const cli = cliInProcess(() => ({ authUrl: service.authUrl, baseUrl: service.baseUrl, dataDir: dir.path }));
const epc = (i: number, serial: number) => encodeSgtin96({ gtin14: items[i]!.gtin, serial, filter: 1 });
const FLOOR = 'Sales floor';
const BACK = 'Back room';

async function ok(args: string[], input = '') {
  const r = await cli(args, input);
  expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  return r.out.map((l) => JSON.parse(l) as Record<string, unknown>);
}
const replenish = (...more: string[]) => ok(['replenish', '--store', 'S01', ...more]);
type Line = { list: string; sku: string; floor: number; minimum: number; back: number; bring: number; picked: number };
const figures = (out: Record<string, unknown>[]) =>
  (out.filter((o) => o.list === 'pick') as Line[]).map((l) => [l.sku, l.floor, l.minimum, l.back, l.bring, l.picked]);
type Summary = { totals: { lines: number; units: number }; availability: { held: number; atMinimum: number }[] };
const summaryOf = (out: Record<string, unknown>[]) => out.at(-1) as unknown as Summary;
const atMinimum = (s: Summary) => s.availability.reduce((a, c) => a + c.atMinimum, 0);

beforeAll(async () => {
  service = await startTestService();
  const sdb = serviceDb(service);
  items = sdb
    .prepare(`SELECT i.id, i.sku, g.gtin FROM items i JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1
      JOIN item_stores s ON s.item_id = i.id JOIN stores st ON st.id = s.store_id AND st.code = 'S01'
      ORDER BY i.seq LIMIT 3`)
    .all() as typeof items;
  leafCodes = (
    sdb.prepare('SELECT DISTINCT l.code FROM items i JOIN levels l ON l.id = i.level_id').all() as { code: string }[]
  ).map((r) => r.code);
  sdb.close();
}, 60_000);
afterAll(async () => {
  await service?.close();
  dir.remove();
});

describe('cli replenish', () => {
  it('counts, scans the floor, lists, picks, puts away: the list empties and availability rises', async () => {
    // The whole count: item 0 one on the floor and two back; item 1 three back; item 2 none anywhere.
    const [first] = await ok(['count', '--store', 'S01', '--new', 'Whole', '--area', FLOOR, '--reads', '-'], epc(0, 1));
    const whole = String(first!.sessionId);
    await ok(
      ['count', '--store', 'S01', '--session', whole, '--area', BACK, '--reads', '-'],
      [epc(0, 2), epc(0, 3), epc(1, 1), epc(1, 2), epc(1, 3)].join('\n'),
    );
    await ok(['finalize', '--session', whole]);

    // Every category at 0 (only our three items have a minimum), then 2, 2 and 1 of them.
    const csv = join(dir.path, 'minimums.csv');
    const rows = [
      ...leafCodes.map((c) => `category,${c},,0`),
      `item,${items[0]!.sku},,2`,
      `item,${items[1]!.sku},,2`,
      `item,${items[2]!.sku},,1`,
    ];
    writeFileSync(csv, `kind,code,description,minimum\n${rows.join('\n')}\n`);
    expect(await ok(['minimums', '--store', 'S01', '--import', csv])).toEqual([
      { imported: { categories: leafCodes.length, items: 3 } },
    ]);
    const exported = join(dir.path, 'exported.csv');
    await ok(['minimums', '--store', 'S01', '--export', exported]);
    expect(
      readFileSync(exported, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('item,')),
    ).toHaveLength(3);

    // A floor scan (left open): item 0's floor tag and one of item 1's, put out by hand since the count.
    const [scan] = await ok(
      ['count', '--store', 'S01', '--new', 'Floor scan', '--area', FLOOR, '--reads', '-'],
      [epc(0, 1), epc(1, 1)].join('\n'),
    );
    const floorScan = String(scan!.sessionId);
    const before = await replenish('--floor-session', floorScan);
    // Hand count: item 0 floor 1 of 2, back 2 → 1; item 1 floor 1 of 2, back 2 → 1; item 2 none: reorder.
    expect(figures(before)).toEqual(
      [
        [items[0]!.sku, 1, 2, 2, 1, 0],
        [items[1]!.sku, 1, 2, 2, 1, 0],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(before.filter((o) => o.list === 'reorder').map((o) => o.sku)).toEqual([items[2]!.sku]);
    expect(summaryOf(before).totals).toEqual({ lines: 2, units: 2 });
    expect(atMinimum(summaryOf(before))).toBe(0);

    // Picking in the back room: one of each, a tag read twice, then put away on the floor.
    const picked = await replenish('--floor-session', floorScan, '--pick', '-', '--area', BACK);
    expect(picked[0]).toEqual({ picking: {} });
    const pick = await cli(
      ['replenish', '--store', 'S01', '--floor-session', floorScan, '--pick', '-', '--area', BACK],
      [epc(0, 2), epc(1, 2), epc(1, 2), epc(1, 3)].join('\n'),
    );
    expect(pick.code, pick.stderr).toBe(0);
    expect(JSON.parse(pick.out[0]!)).toEqual({ picking: { picked: 2, already: 1, notOnList: 1 } });
    expect(figures(pick.out.slice(1).map((l) => JSON.parse(l)))).toEqual(
      figures(before).map((f) => [...f.slice(0, 5), 1]),
    );
    const put = await cli(
      ['replenish', '--store', 'S01', '--floor-session', floorScan, '--pick', '-', '--area', FLOOR],
      [epc(0, 2), epc(1, 2)].join('\n'),
    );
    expect(put.code, put.stderr).toBe(0);
    const after = put.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(after[0]).toEqual({ picking: { placed: 2 } });
    expect(figures(after)).toEqual([]);
    expect(atMinimum(summaryOf(after))).toBe(2);

    // The day's availability as CSV: before 0 of the held items at their minimum, after 2.
    const days = await cli(['replenish', '--store', 'S01', '--availability', '--csv']);
    expect(days.code, days.stderr).toBe(0);
    const table = parseCsv(days.out.join('\n'));
    const total = (column: string) => table.rows.reduce((a, r) => a + Number(r[column]), 0);
    expect([total('at minimum before'), total('at minimum after')]).toEqual([0, 2]);

    // The tags' areas afterwards, and the day's availability kept before and after.
    const journalFile = readdirSync(join(dir.path, 'journal')).find((f) => f.endsWith('.db'))!;
    const journal = openJournalFile(join(dir.path, 'journal', journalFile));
    try {
      const moves = journal.prepare('SELECT epc, from_area, to_area FROM tag_area_moves ORDER BY epc').all();
      expect(moves).toMatchObject(
        [
          { epc: epc(0, 2), from_area: BACK, to_area: FLOOR },
          { epc: epc(1, 2), from_area: BACK, to_area: FLOOR },
        ].sort((a, b) => a.epc.localeCompare(b.epc)),
      );
      const kept = journal
        .prepare('SELECT SUM(before_at_minimum) AS before, SUM(after_at_minimum) AS after FROM replen_availability')
        .get() as { before: number; after: number };
      expect([kept.before, kept.after]).toEqual([0, 2]);
      // The back room's picture (the whole count) made 3 days old, for the stale-days limit below.
      journal.prepare('UPDATE tag_counts SET recorded_at = recorded_at - 3 * 86400000 WHERE session_id = ?').run(whole);
    } finally {
      journal.close();
    }

    // The stale-days limit: 7 by default (3 days is not stale), the app's Settings in the data folder (2: stale),
    // and --stale-days over both.
    type Picture = { area: string; ageDays: number; stale: boolean };
    const backPicture = async (...more: string[]) =>
      (summaryOf(await replenish('--floor-session', floorScan, ...more)) as unknown as { pictures: Picture[] }).pictures
        .filter((p) => p.area === BACK)
        .map((p) => [p.ageDays, p.stale]);
    expect(await backPicture()).toEqual([[3, false]]);
    writeFileSync(join(dir.path, SETTINGS_FILE_NAME), JSON.stringify({ version: 1, staleDays: 2 }));
    expect(await backPicture()).toEqual([[3, true]]);
    expect(await backPicture('--stale-days', '5')).toEqual([[3, false]]);

    // A second floor scan, kept up to date while its reads come. It sees item 0's floor tag only; the first scan
    // is no picture now (open, not the one chosen) and the units put away are older than this one, which did not
    // see them. By hand: item 0 floor 1 of 2, back 1 (0/3) → bring 1; item 1 floor 0 of 2, back 2 (1/1, 1/3) → 2.
    const [second] = await ok(
      ['count', '--store', 'S01', '--new', 'Floor scan 2', '--area', FLOOR, '--reads', '-'],
      epc(0, 1),
    );
    const secondScan = String(second!.sessionId);
    const kept = openJournalFile(join(dir.path, 'journal', journalFile));
    const catalogFile = readdirSync(join(dir.path, 'catalog')).find((f) => f.endsWith('.db'))!;
    const catalog = openCatalogDb(join(dir.path, 'catalog', catalogFile));
    try {
      const storeId = (
        kept.prepare('SELECT store_id FROM count_sessions WHERE id = ?').get(secondScan) as { store_id: string }
      ).store_id;
      const live = liveReplenishment(kept, catalog, storeId, { floorSessionId: secondScan, clock: () => 5e12 });
      const sku = (id: string) => items.find((i) => i.id.toLowerCase() === id.toLowerCase())?.sku ?? id;
      const rows = (lines: ReplenishmentState['lines']) =>
        lines
          .map((l) => [sku(l.itemId), l.floor, l.back, l.bring])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(rows(live.state().lines)).toEqual(
        [
          [items[0]!.sku, 1, 1, 1],
          [items[1]!.sku, 0, 2, 2],
        ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      // The floor scan reads a back-room tag of each: item 0 reaches its minimum (off the list), item 1 has 1 of 2
      // on the floor and 1 back: bring 1.
      await ok(
        ['count', '--store', 'S01', '--session', secondScan, '--area', FLOOR, '--reads', '-'],
        [epc(0, 3), epc(1, 3)].join('\n'),
      );
      const change = live.takeFloorScan()!;
      expect(change.rebuilt).toBe(false);
      expect(rows(change.lines)).toEqual([[items[1]!.sku, 1, 1, 1]]);
      expect(change.removed.map(sku)).toEqual([items[0]!.sku]);
      expect(change.totals).toEqual({ lines: 1, units: 1 });
      const same = (s: ReplenishmentState) => [s.lines, s.reorder, s.totals, s.availability, s.pictures];
      expect(same(live.state())).toEqual(
        same(buildReplenishment(kept, catalog, storeId, { floorSessionId: secondScan, now: 5e12 })),
      );
    } finally {
      kept.close();
      catalog.close();
    }
  }, 180_000);
});
