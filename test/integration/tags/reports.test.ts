// Process: test (node). The tag reports across two real finished RFID counts against the real local service
// (test/integration/counts' harness: the service on disk, engines with their own data folders): counts read
// through ingest, sent, finalized on the service; the history recorded by the app's wiring (hosts/app/tags) and
// compared through the app's handlers, each report hand-checked, and its CSV read back with a CSV parser; picked
// the other way round, the same reports in finish order; each CSV equal to the list's rows, with a filter too (the
// one filter test of contract/tags.ts). A team count: the second PC's journal holds its own tags, recorded when it
// reads the count back Finalized.
import { describe, expect, it } from 'vitest';
import {
  encodingText,
  type ReportTag,
  reportRowTexts,
  rowMatches,
  TAG_REPORT_KINDS,
  type TagReportKind,
} from '../../../contract/tags';
import { encodeSgtin198 } from '../../../domain/codes';
import { createSessionRows } from '../../../domain/counts/session-rows';
import { BLOCK_SIZE } from '../../../domain/encode/serial-scheme';
import { buildOnCounting } from '../../../hosts/app/journal/journal-engines';
import { createAppTags } from '../../../hosts/app/tags/app-tags';
import { tagHandlers } from '../../../hosts/app/tags/handlers';
import { parseCsv } from '../../helpers/csv-sums';
import { MOVED_CSV_HEADER } from '../../helpers/tag-csv';
import { epcEvents, startEngines, type TestCountEngine } from '../counts/harness';

let a: TestCountEngine;
let b: TestCountEngine;
startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});

/** The app's wiring on an engine's journal: counting's listeners record finished counts, the tag requests answer. */
function appTags(e: TestCountEngine) {
  const on = buildOnCounting(e.service, { journal: e.journal, user: 'tester', stock: () => [] });
  const tags = createAppTags({ counts: { current: () => on }, workingStoreId: () => e.storeId });
  return { on, h: tagHandlers(tags) };
}

/** A count of `reads` per area on PC `e` (a team count when `also` reads into it too), sent and finalized. */
async function finishedCount(
  description: string,
  reads: Record<string, string[]>,
  also?: { e: TestCountEngine; reads: Record<string, string[]> },
) {
  const areas = [...new Set([...Object.keys(reads), ...Object.keys(also?.reads ?? {})])];
  const s = await a.service.createSession({
    storeId: a.storeId,
    description,
    areas,
    blind: false,
    scope: { kind: 'store' },
  });
  const read = async (e: TestCountEngine, per: Record<string, string[]>) => {
    for (const [area, epcs] of Object.entries(per)) {
      e.service.switchArea(s.id, area);
      e.service.ingest(s.id, epcEvents(epcs));
    }
    expect(await e.service.flush()).toBe(true);
  };
  await read(a, reads);
  if (also) {
    await also.e.service.openSession(s.id);
    await read(also.e, also.reads);
  }
  expect(await a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
  return s.id;
}

describe('tag reports across two finished counts (real service)', () => {
  it('gone, moved, new and suspect between two counts of this PC, by item and category, and as CSV', async () => {
    const { on, h } = appTags(a);
    const gtin = (i: number) => a.items[i]!.epcGTIN[0]!;
    const own = BLOCK_SIZE + 5; // a serial of this app's own space: repeated on another GTIN, it is suspect
    const t = {
      gone: a.epc(0, 1),
      stays: a.epc(0, 2),
      moves: a.epc(1, 1),
      ownSerial: a.epc(2, own),
      fresh: a.epc(3, 1),
      // The same item 0 and serial 2 as `stays`, encoded SGTIN-198: read in Nov in its place (one identity, encoded
      // again between the counts: neither gone nor new, a suspect case).
      twin: encodeSgtin198({ gtin14: gtin(0), serial: 2, filter: 1 }),
      reused: a.epc(1, own),
    };
    const oct = await finishedCount('Tags Oct', { Front: [t.gone, t.stays, t.moves, t.stays], Back: [t.ownSerial] });
    const nov = await finishedCount('Tags Nov', {
      Front: [t.twin, t.fresh],
      Back: [t.moves, t.ownSerial, t.reused, t.moves],
    });

    const counts = await h['tags.counts']({});
    expect(counts.map((c) => [c.sessionId, c.description, c.tags])).toEqual([
      [nov, 'Tags Nov', 5],
      [oct, 'Tags Oct', 4],
    ]);
    // Both finished with everything sent: their tags left count_tags for the compact history (domain/tags/compact.ts),
    // and the session's unique-tag total still counts them.
    const left = a.journal.prepare('SELECT COUNT(*) AS n FROM count_tags WHERE session_id IN (?, ?)').get(oct, nov);
    expect(left).toMatchObject({ n: 0 });
    expect(createSessionRows(a.journal).totals(nov).uniqueTags).toBe(5);
    // No earlier count named: the previous count of the same store and scope.
    const r = await h['tags.compare']({ after: nov });
    expect([r.before, r.after, r.notCovered]).toEqual([oct, nov, 0]);

    const sku = (i: number) => a.items[i]!.sku;
    expect(r.gone.rows).toEqual([
      { epc: t.gone, itemId: a.items[0]!.id, gtin14: gtin(0), serial: '1', area: 'Front', lastAt: expect.any(Number) },
    ]);
    expect(r.gone.byItem.map((x) => [x.sku, x.tags])).toEqual([[sku(0), 1]]);
    expect(r.moved.rows.map((x) => [x.epc, x.fromArea, x.area, x.serial])).toEqual([[t.moves, 'Front', 'Back', '1']]);
    expect(new Set(r.new.rows.map((x) => x.epc))).toEqual(new Set([t.fresh, t.reused]));
    expect(r.new.byItem.map((x) => [x.sku, x.tags]).sort()).toEqual(
      [
        [sku(1), 1],
        [sku(3), 1],
      ].sort(),
    );
    expect(r.new.byCategory.reduce((n, c) => n + c.tags, 0)).toBe(2);
    // Each group lists its tags as read in each count: `ownSerial` was read in both, `stays` in Oct and its twin in Nov.
    const groups = r.suspect.rows.map((g) => [g.reason, g.serial, g.tags.map((x) => `${x.epc} ${x.count}`).sort()]);
    expect(groups.sort()).toEqual(
      [
        ['encodings', '2', [`${t.stays} before`, `${t.twin} after`].sort()],
        ['serialReused', String(own), [`${t.ownSerial} after`, `${t.ownSerial} before`, `${t.reused} after`].sort()],
      ].sort(),
    );

    // The moved report as CSV: every column checked.
    const moved = parseCsv((await h['tags.csv']({ after: nov, report: 'moved' })).csv);
    expect(moved.header).toEqual(MOVED_CSV_HEADER);
    const facts = a.journal
      .prepare('SELECT sku, description, category FROM count_item_facts WHERE item_id = ?')
      .get(a.items[1]!.id) as { sku: string; description: string; category: string };
    expect(moved.rows).toEqual([
      {
        epc: t.moves,
        gtin14: gtin(1),
        serial: '1',
        'item id': a.items[1]!.id,
        sku: sku(1),
        description: facts.description,
        category: facts.category,
        area: 'Back',
        'from area': 'Front',
        'last read': new Date(r.moved.rows[0]!.lastAt!).toISOString(),
      },
    ]);
    // Read twice in Nov, in one batch: its last read is that batch's scan time, not made up.
    const scanAt = a.journal
      .prepare('SELECT at FROM count_scans WHERE session_id = ? AND epc = ?')
      .get(nov, t.moves) as {
      at: number;
    };
    expect(r.moved.rows[0]!.lastAt).toBe(scanAt.at);
    const suspect = parseCsv((await h['tags.csv']({ before: oct, after: nov, report: 'suspect' })).csv);
    expect(suspect.header.slice(0, 3)).toEqual(['reason', 'count', 'scheme']);
    expect(
      suspect.rows.filter((x) => x.reason === 'encodings').map((x) => [x.epc, x.scheme, x.serial, x.count]),
    ).toEqual(
      expect.arrayContaining([
        [t.stays, 'sgtin-96', '2', 'before'],
        [t.twin, 'sgtin-198', '2', 'after'],
      ]),
    );
    // One row per tag and count, each with its own GTIN (the group's serial is on two GTINs).
    const reused = suspect.rows.filter((x) => x.reason === 'serialReused');
    expect(reused.map((x) => `${x.gtin14} ${x.count} ${x.area}`).sort()).toEqual(
      [`${gtin(2)} before Back`, `${gtin(2)} after Back`, `${gtin(1)} after Back`].sort(),
    );
    expect(suspect.rows).toHaveLength(5);
    // A count without an earlier one of its scope is refused in words, not compared with nothing.
    await expect(async () => h['tags.compare']({ after: oct })).rejects.toThrow(/No earlier finished count/);

    // Picked the other way round (Oct as the count, Nov as the one to compare with): the same reports, from the
    // earlier-finished Oct to Nov, and the answer says the pair was turned round.
    const forward = await h['tags.compare']({ after: nov, before: oct });
    const backward = await h['tags.compare']({ after: oct, before: nov });
    expect([forward.counts.reordered, backward.counts.reordered]).toEqual([false, true]);
    expect([backward.before, backward.after, backward.counts.before.description]).toEqual([oct, nov, 'Tags Oct']);
    expect(backward.counts.before.recordedAt).toBeLessThan(backward.counts.after.recordedAt);
    const { counts: _f, ...forwardReports } = forward;
    const { counts: _b, ...backwardReports } = backward;
    expect(backwardReports).toEqual(forwardReports);
    expect(backward.gone.rows.map((x) => x.epc)).toEqual([t.gone]);
    expect(backward.moved.rows.map((x) => [x.fromArea, x.area])).toEqual([['Front', 'Back']]);

    // Each report's CSV, asked either way round, holds the rows the list shows, in its order; with a filter, the rows
    // the list keeps for it (a suspect case whole).
    const csvRows = async (pair: { after: string; before: string }, report: TagReportKind, filter?: string) =>
      parseCsv((await h['tags.csv']({ ...pair, report, ...(filter ? { filter } : {}) })).csv).rows;
    // The list's rows (renderer/src/features/tags/tag-rows.ts): a tag each, a suspect case a row per tag and count,
    // kept or left out by the one filter test of contract/tags.ts.
    type Listed = { epc: string; serial: string | null; area: string; encoding?: string };
    const shown = (report: TagReportKind, filter = ''): Listed[] => {
      const texts = reportRowTexts(forward, report);
      const keep = <T>(rows: T[]) => rows.filter((_, i) => rowMatches(texts[i]!, filter));
      if (report !== 'suspect') return keep(forward[report].rows as ReportTag[]);
      return keep(forward.suspect.rows).flatMap((g) =>
        g.tags.map((x) => ({ epc: x.epc, serial: g.serial, area: x.area, encoding: encodingText(x) })),
      );
    };
    const asCsv = (rows: Listed[]) => rows.map((x) => `${x.epc} ${x.serial} ${x.area}`);
    const fromCsv = (rows: Record<string, string>[]) => rows.map((x) => `${x.epc} ${x.serial} ${x.area}`);
    for (const report of TAG_REPORT_KINDS) {
      const screen = asCsv(shown(report));
      expect(fromCsv(await csvRows({ after: nov, before: oct }, report)), report).toEqual(screen);
      expect(fromCsv(await csvRows({ after: oct, before: nov }, report)), report).toEqual(screen);
    }
    for (const [report, filter, rows] of [
      ['new', t.fresh.toLowerCase(), 1],
      ['new', 'BACK', 1],
      ['gone', 'Back', 0],
      ['suspect', 'Several encodings', 2],
      ['suspect', 'sgtin-198', 2],
      ['suspect', 'filter 1 · partition', 5],
    ] as const) {
      const screen = shown(report, filter);
      expect(screen, `${report} ${filter}`).toHaveLength(rows);
      const csv = await csvRows({ after: oct, before: nov }, report, filter);
      expect(fromCsv(csv), `${report} ${filter}`).toEqual(asCsv(screen));
      if (report === 'suspect')
        expect(csv.map((x) => `${x.scheme} ${x.filter} ${x.partition}`)).toEqual(
          screen.map((x) => x.encoding!.replace(/ · filter | · partition /g, ' ')),
        );
    }
    const named = await h['tags.csv']({ after: nov, report: 'new', filter: 'Back' });
    expect(named.fileName).toBe(`tags-new-${nov}-filtered.csv`);
    on.stop();
  });

  it('a team count: the second PC records and reports its own tags when it reads the count back finished', async () => {
    const { on, h } = appTags(b);
    const [mine, theirs, lost, arrived] = [b.epc(4, 11), a.epc(4, 12), b.epc(4, 13), b.epc(5, 11)];
    const first = await finishedCount('Team Oct', { Front: [theirs] }, { e: b, reads: { Cellar: [mine, lost] } });
    // B hears the finalize when it reads the session back (another PC finalized it).
    await b.service.refreshSession(first);
    const second = await finishedCount('Team Nov', { Front: [theirs] }, { e: b, reads: { Back: [mine, arrived] } });
    await b.service.refreshSession(second);
    const counts = await h['tags.counts']({});
    expect(counts.map((c) => [c.sessionId, c.tags])).toEqual([
      [second, 2],
      [first, 2],
    ]);
    expect(b.journal.prepare('SELECT COUNT(*) AS n FROM count_tags').get()).toMatchObject({ n: 0 });
    const r = await h['tags.compare']({ after: second });
    expect(r.before).toBe(first);
    expect(r.gone.rows.map((x) => [x.epc, x.area])).toEqual([[lost, 'Cellar']]);
    expect(r.moved.rows.map((x) => [x.epc, x.fromArea, x.area])).toEqual([[mine, 'Cellar', 'Back']]);
    expect(r.new.rows.map((x) => x.epc)).toEqual([arrived]);
    // A's tag is in A's journal only: B's reports cover what B read.
    expect([...r.gone.rows, ...r.moved.rows, ...r.new.rows].some((x) => x.epc === theirs)).toBe(false);
    on.stop();
  });
});
