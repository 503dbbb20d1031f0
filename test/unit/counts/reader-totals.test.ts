// Process: test (node). A count's totals per reader over a real journal: kept for the whole session (a reader that
// stops keeps its row, a restart reads them back), and they always add up to the count's reads and unique tags.
import { describe, expect, it } from 'vitest';
import type { CountTotals } from '../../../contract/counts';
import type { EpcEvent } from '../../../domain/reader/events';
import { enginesClosedAfterEach, epcOf, STORE, type TestEngine } from './harness';

const start = enginesClosedAfterEach();
const newSession = (e: TestEngine) =>
  e.service.createSession({ storeId: STORE, description: 'Readers', areas: ['Front'], blind: false });
const from = (reader: string, ...hexes: string[]): EpcEvent[] =>
  hexes.map((hex) => ({ type: 'epc', hex, at: 0, reader }));

/** The per-reader rows sum to the count's reads and unique tags. */
function expectAddsUp(t: CountTotals) {
  expect(t.readers.reduce((s, r) => s + r.reads, 0)).toBe(t.totalReads);
  expect(t.readers.reduce((s, r) => s + r.uniqueTags, 0)).toBe(t.uniqueTags);
}

describe('per-reader totals of a count', () => {
  it("keeps each reader's reads and first-read tags for the session, across a reader stopping and a restart", async () => {
    const e = start();
    const s = await newSession(e);
    const [a, b, c, d] = [epcOf(1, 1), epcOf(1, 2), epcOf(2, 1), epcOf(3, 1)];
    // sim-2 reads a tag sim-1 counted first: a read of sim-2's, a tag of sim-1's. A typed EPC is no reader's.
    e.service.ingest(s.id, [...from('simulator', a, a, b), ...from('sim-2', c, a)]);
    const typed = e.service.scanTexts(s.id, [d]);
    const expected = [
      { reader: 'sim-2', reads: 2, uniqueTags: 1 },
      { reader: 'simulator', reads: 3, uniqueTags: 2 },
      { reader: null, reads: 1, uniqueTags: 1 },
    ];
    expect(typed.totals).toMatchObject({ totalReads: 6, uniqueTags: 4, readers: expected });
    expectAddsUp(typed.totals);
    // The journal's figures are the running ones.
    expect(e.service.session(s.id).totals.readers).toEqual(expected);

    // The simulator stops; sim-2 goes on after a restart of the app: the simulator's row stays as it was.
    e.close();
    const again = start(e.dir);
    expect(again.service.session(s.id).totals.readers).toEqual(expected);
    const later = again.service.ingest(s.id, from('sim-2', a, b, epcOf(2, 2)));
    expect(later.totals.readers).toEqual([
      { reader: 'sim-2', reads: 5, uniqueTags: 2 },
      { reader: 'simulator', reads: 3, uniqueTags: 2 },
      { reader: null, reads: 1, uniqueTags: 1 },
    ]);
    expectAddsUp(later.totals);

    // An undone tag leaves its reader's row with the count's unique tags.
    again.service.undo(s.id);
    const undone = again.service.session(s.id).totals;
    expect(undone.readers[0]).toEqual({ reader: 'sim-2', reads: 5, uniqueTags: 1 });
    expectAddsUp(undone);
  });

  it('a count fed by no named reader has one row for the rest, or none when nothing was read', async () => {
    const e = start();
    const s = await newSession(e);
    expect(e.service.session(s.id).totals.readers).toEqual([]);
    const t = e.service.ingest(s.id, [{ type: 'epc', hex: epcOf(1, 1), at: 0 }]).totals;
    expect(t.readers).toEqual([{ reader: null, reads: 1, uniqueTags: 1 }]);
  });
});
