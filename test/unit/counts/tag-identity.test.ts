// Process: test (node). One unit per tag identity (domain/codes sgtinIdentity) on a real journal file: a second
// encoding of a counted SGTIN (another filter value, partition or scheme) is no unit, in the same batch, a later one,
// another area and after a restart; it goes on the unknown list as a suspect tag in the batch's own transaction,
// cannot be assigned, and tags counted before identities were kept get theirs.
import { describe, expect, it } from 'vitest';
import { encodeSgtin96, encodeSgtin198 } from '../../../domain/codes';
import { SET_IDENTITIES_SQL } from '../../../domain/counts/ingest-writes';
import { enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE, type TestEngine } from './harness';

const start = enginesClosedAfterEach();
const newSession = (e: TestEngine) =>
  e.service.createSession({ storeId: STORE, description: 'Identity test', areas: ['Front', 'Back'], blind: false });
const IDENTITY = `(01)${ITEMS[0]!.gtin14}(21)9001`;
/** One identity, four encodings: item 1, serial 9001. */
const filter1 = epcOf(1, 9001);
const filter3 = encodeSgtin96({ gtin14: ITEMS[0]!.gtin14, serial: 9001, filter: 3 });
const partition9 = encodeSgtin96({ gtin14: ITEMS[0]!.gtin14, serial: 9001, filter: 1, companyPrefixLength: 9 });
const sgtin198 = encodeSgtin198({ gtin14: ITEMS[0]!.gtin14, serial: '9001', filter: 1 });
const unknownRows = (e: TestEngine) =>
  e.journal.prepare('SELECT code, kind, state, reads, same_as FROM count_unknowns ORDER BY first_at, code').all();
const units = (e: TestEngine, sessionId: string) => e.service.ingest(sessionId, []).totals;

describe('one unit per tag identity', () => {
  it('counts the first encoding; a second in a later batch is said on the feed and listed, not counted', async () => {
    const e = start();
    const s = await newSession(e);
    expect(e.service.ingest(s.id, epcEvents([filter1])).events.map((x) => x.outcome)).toEqual(['newItem']);
    const second = e.service.ingest(s.id, epcEvents([filter3, filter1]));
    expect(second.events).toMatchObject([
      {
        raw: filter3,
        outcome: 'sameIdentity',
        itemId: ITEMS[0]!.id,
        sku: 'SKU-1',
        added: 0,
        sameAs: filter1,
        message: `Same tag identity, another encoding: possible cloned or re-encoded tag; ${IDENTITY} was counted as ${filter1}`,
      },
      { outcome: 'repeatedTag' },
    ]);
    expect(second.totals).toMatchObject({ units: 1, lines: 1, uniqueTags: 1, totalReads: 3 });
    // Read again, the suspect tag adds reads to its row on the unknown list and nothing to the feed.
    expect(e.service.ingest(s.id, epcEvents([filter3, filter3])).events).toEqual([]);
    expect(unknownRows(e)).toEqual([{ code: filter3, kind: 'clone', state: 'open', reads: 3, same_as: filter1 }]);
    expect(e.service.unknowns(s.id)).toMatchObject([{ code: filter3, kind: 'clone', sameAs: filter1 }]);
    expect(e.service.session(s.id).unknownOpen).toBe(1);
  });

  it('counts one identity once within a batch, across areas, schemes, partitions and a restart', async () => {
    const e = start();
    const s = await newSession(e);
    const batch = e.service.ingest(s.id, epcEvents([filter1, partition9, epcOf(1, 9002)]));
    expect(batch.events.map((x) => [x.raw, x.outcome])).toEqual([
      [filter1, 'newItem'],
      [partition9, 'sameIdentity'],
      [epcOf(1, 9002), 'plusOne'],
    ]);
    e.service.switchArea(s.id, 'Back');
    expect(e.service.ingest(s.id, epcEvents([sgtin198])).events.map((x) => x.outcome)).toEqual(['sameIdentity']);
    e.close();
    // A new engine on the same journal: its memo knows EPCs only, the journal's key knows the identity.
    const again = start(e.dir);
    const after = again.service.ingest(s.id, epcEvents([filter3, sgtin198]));
    expect(after.events.map((x) => [x.raw, x.outcome, x.sameAs])).toEqual([[filter3, 'sameIdentity', filter1]]);
    expect(after.totals).toMatchObject({ units: 2, lines: 1, uniqueTags: 2 });
    expect((unknownRows(again) as { code: string }[]).map((r) => r.code).sort()).toEqual(
      [filter3, partition9, sgtin198].sort(),
    );
  });

  it('writes the suspect tag in the batch transaction: a batch that fails leaves neither it nor its count', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([filter1]));
    const other = epcOf(2, 1);
    e.journal.exec(`CREATE TEMP TRIGGER refuse BEFORE INSERT ON count_scans WHEN NEW.raw = '${other}'
      BEGIN SELECT RAISE(ABORT, 'disk says no'); END`);
    expect(() => e.service.ingest(s.id, epcEvents([filter3, other]))).toThrow(/disk says no/);
    expect(unknownRows(e)).toEqual([]);
    e.journal.exec('DROP TRIGGER refuse');
    expect(e.service.ingest(s.id, epcEvents([filter3, other])).events.map((x) => x.outcome)).toEqual([
      'sameIdentity',
      'newItem',
    ]);
    expect(units(e, s.id)).toMatchObject({ units: 2, uniqueTags: 2 });
    expect(unknownRows(e)).toMatchObject([{ code: filter3, kind: 'clone', reads: 1 }]);
  });

  it('refuses to assign a suspect tag to an item; ignoring it closes it', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([filter1, filter3]));
    expect(() => e.service.assignUnknown(s.id, filter3, ITEMS[1]!.id)).toThrow(/its identity counts once/);
    expect(e.service.ignoreUnknown(s.id, filter3)).toMatchObject({ state: 'ignored' });
    expect(units(e, s.id)).toMatchObject({ units: 1, uniqueTags: 1 });
  });

  it('gives tags counted before identities were kept theirs; two such encodings both stay counted', async () => {
    const e = start();
    const s = await newSession(e);
    const old = e.journal.prepare(
      "INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, 'Front', 1)",
    );
    // As a journal from before: tags without an identity, two of them one identity (counted twice back then).
    const serial7 = epcOf(2, 7);
    const serial7Again = encodeSgtin96({ gtin14: ITEMS[1]!.gtin14, serial: 7, filter: 3 });
    for (const epc of [filter1, serial7, serial7Again]) old.run(s.id, epc, ITEMS[0]!.id);
    e.close();
    const again = start(e.dir);
    const batch = again.service.ingest(s.id, epcEvents([filter3, serial7Again, serial7]));
    expect(batch.events.map((x) => [x.raw, x.outcome])).toEqual([
      [filter3, 'sameIdentity'],
      [serial7, 'repeatedTag'],
    ]);
    const identities = again.journal
      .prepare('SELECT epc, identity FROM count_tags WHERE session_id = ? ORDER BY epc')
      .all(s.id) as { epc: string; identity: string | null }[];
    expect(identities.filter((r) => r.identity !== null)).toHaveLength(2);
    expect(identities.find((r) => r.epc === filter1)?.identity).toBe(IDENTITY);
  });

  it('gives thousands of such tags theirs by key, the array read once (a recount of a pruned count puts its tags back)', async () => {
    const e = start();
    const s = await newSession(e);
    const old = e.journal.prepare(
      "INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES (?, ?, ?, 'Front', 1)",
    );
    const put = Array.from({ length: 3_000 }, (_, i) => epcOf(1 + (i % 2), 20_000 + i));
    e.journal.transaction(() => {
      for (const epc of put) old.run(s.id, epc, ITEMS[0]!.id);
    })();
    // Each tag found by its whole key after the array is read once: not the session's tags each scanning the array.
    const plan = (
      e.journal.prepare(`EXPLAIN QUERY PLAN ${SET_IDENTITIES_SQL}`).all(s.id, '[]') as { detail: string }[]
    ).map((r) => r.detail);
    expect(plan).toContain('MATERIALIZE p');
    expect(plan.some((d) => /SEARCH count_tags USING PRIMARY KEY \(session_id=\? AND epc=\?\)/.test(d))).toBe(true);
    e.close();
    const again = start(e.dir);
    expect(again.service.ingest(s.id, epcEvents([put[0]!])).events.map((x) => x.outcome)).toEqual(['repeatedTag']);
    const without = again.journal
      .prepare('SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ? AND identity IS NULL')
      .get(s.id) as { n: number };
    expect(without.n).toBe(0);
    expect(units(again, s.id)).toMatchObject({ uniqueTags: 3_000 });
  });

  it('frees the identity when its tag is undone: the next read of it counts again', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([filter1]));
    e.service.undo(s.id, 1);
    expect(e.service.ingest(s.id, epcEvents([filter3])).events.map((x) => x.outcome)).toEqual(['newItem']);
    expect(e.service.ingest(s.id, epcEvents([filter1])).events.map((x) => x.outcome)).toEqual(['sameIdentity']);
  });
});
