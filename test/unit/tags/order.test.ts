// Process: test (node). A report never runs backwards: the two counts of a comparison are put in the order they
// were finished (recorded; on a tie the one opened later, then the greater id, is the later), whichever way they
// are named, and the answer says so (reordered); one count named twice and a count without history are refused with
// a coded error in words.
import { describe, expect, it } from 'vitest';
import { recordedCounts, recordFinalizedTags } from '../../../domain/tags/history';
import { compareWithPrevious, inFinishOrder } from '../../../domain/tags/reports';
import { addCount, addItem, gtin, STORE, sgtin } from './journal-fixture';
import { testJournal } from './test-journal';

const G = gtin('0061414100009');
const [kept, lost, found, shifted] = [sgtin(G, 1), sgtin(G, 2), sgtin(G, 3), sgtin(G, 4)];

/** Oct (opened first, recorded at 100) and Nov (recorded at 200): one tag kept, one lost, one found, one moved. */
function twoCounts(times = { oct: 100, nov: 200 }, opened = { oct: 1_000, nov: 2_000 }) {
  const { db } = testJournal();
  addItem(db, 'shirt', 'SH-1', 'Shirts');
  addCount(db, 'oct', {
    areas: ['Front', 'Back'],
    openedAt: opened.oct,
    tags: [
      { epc: kept, item: 'shirt', area: 'Front' },
      { epc: lost, item: 'shirt', area: 'Front' },
      { epc: shifted, item: 'shirt', area: 'Back' },
    ],
  });
  addCount(db, 'nov', {
    areas: ['Front', 'Back'],
    openedAt: opened.nov,
    tags: [
      { epc: kept, item: 'shirt', area: 'Front' },
      { epc: found, item: 'shirt', area: 'Back' },
      { epc: shifted, item: 'shirt', area: 'Front' },
    ],
  });
  recordFinalizedTags(db, 'oct', { now: () => times.oct });
  recordFinalizedTags(db, 'nov', { now: () => times.nov });
  return db;
}

const reports = (r: ReturnType<typeof compareWithPrevious>) => ({
  gone: r.gone.rows.map((t) => t.epc),
  moved: r.moved.rows.map((t) => `${t.epc} ${t.fromArea} → ${t.area}`),
  new: r.new.rows.map((t) => t.epc),
});

describe('the order of a report’s two counts', () => {
  it('runs from the earlier-finished count to the later one, whichever way they are named', () => {
    const db = twoCounts();
    const forward = compareWithPrevious(db, 'nov', 'oct');
    const backward = compareWithPrevious(db, 'oct', 'nov');
    expect([forward.before, forward.after, forward.counts.reordered]).toEqual(['oct', 'nov', false]);
    expect([backward.before, backward.after, backward.counts.reordered]).toEqual(['oct', 'nov', true]);
    // Never reversed: gone is what Oct had and Nov did not, moved goes Back → Front, new is Nov's.
    const expected = { gone: [lost], moved: [`${shifted} Back → Front`], new: [found] };
    expect(reports(forward)).toEqual(expected);
    expect(reports(backward)).toEqual(expected);
    expect(backward.counts.before).toEqual({
      sessionId: 'oct',
      storeId: STORE,
      description: 'oct',
      recordedAt: 100,
      tags: 3,
    });
    expect(backward.counts.after).toMatchObject({ sessionId: 'nov', recordedAt: 200 });
    // The default pair is the previous count of the scope: already in order.
    expect(compareWithPrevious(db, 'nov').counts).toMatchObject({ reordered: false, before: { sessionId: 'oct' } });
  });

  it('follows the recording time, not the opening time; on a tie the one opened later is the later', () => {
    // Nov opened first but finished last.
    const late = twoCounts({ oct: 100, nov: 200 }, { oct: 5_000, nov: 1_000 });
    expect(inFinishOrder(late, 'oct', 'nov')).toMatchObject({
      before: { sessionId: 'oct' },
      after: { sessionId: 'nov' },
      reordered: true,
    });
    const tie = twoCounts({ oct: 300, nov: 300 });
    expect(inFinishOrder(tie, 'oct', 'nov')).toMatchObject({ after: { sessionId: 'nov' }, reordered: true });
    expect(inFinishOrder(tie, 'nov', 'oct')).toMatchObject({ after: { sessionId: 'nov' }, reordered: false });
    // The list of counts is in the same order, newest first.
    expect(recordedCounts(tie, STORE).map((c) => c.sessionId)).toEqual(['nov', 'oct']);
  });

  it('refuses one count named twice, and a count without tag history, with a coded error in words', () => {
    const db = twoCounts();
    addCount(db, 'open', { areas: ['Front'], tags: [], status: 1 });
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (err) {
        return { code: (err as { code: string }).code, message: (err as Error).message };
      }
      return null;
    };
    expect(refusal(() => compareWithPrevious(db, 'nov', 'nov'))).toEqual({
      code: 'bad_input',
      message: 'A count compared with itself has nothing to report: choose another count to compare it with.',
    });
    expect(refusal(() => compareWithPrevious(db, 'nov', 'open'))).toMatchObject({
      code: 'not_found',
      message: expect.stringContaining('Count open has no tag history on this PC'),
    });
    expect(refusal(() => compareWithPrevious(db, 'open', 'oct'))).toMatchObject({ code: 'not_found' });
  });
});
