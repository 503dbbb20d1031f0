// Process: test (node). The count's figures, one definition (domain/counts/variance.ts) read by every place, on a
// real journal with a fake API: the variance value is over the counted lines only (what finalizing posts), the
// missing items' value (on hand, not counted) is apart, and a line waiting for its recount is in neither: it is
// still to recount. Each figure is checked against a hand sum of the harness's store:
//   item 1 Shirts, on hand 5, retail 10;  item 2 Shirts, on hand 2, retail 20;  item 3 Shoes, on hand 4, retail 30.
import { describe, expect, it } from 'vitest';
import { countAccuracy } from '../../../domain/accuracy/count';
import { accuracyPoints } from '../../../domain/accuracy/history';
import { createAccuracyStore } from '../../../domain/accuracy/store';
import { columnSum, parseCsv } from '../../helpers/csv-sums';
import { enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();
const [, TWO] = ITEMS.map((i) => i.id) as [string, string, string];

describe("a count's figures", () => {
  it('variance value over the counted lines, missing value apart, a waiting recount line in neither', async () => {
    const e = start();
    const s = await e.service.createSession({ storeId: STORE, description: 'Figures', areas: ['Front'], blind: false });
    // Item 1 counted 3 of 5, item 2 counted 1 of 2, item 3 not counted (missing, 4 on hand).
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(1, 2), epcOf(1, 3), epcOf(2, 1)]));
    expect(await e.service.flush()).toBe(true);
    const before = e.service.variance(s.id);
    if (before.blind) throw new Error('not blind');
    // Hand sums: counted lines (3-5)*10 + (1-2)*20 = -40; missing 4 x 30 = 120.
    expect(before.session).toEqual({ expected: 7, counted: 4, variance: -3, varianceValue: -40 });
    expect(before.missing).toEqual({ items: 1, units: 4, value: 120 });
    expect(before.stillToRecount).toBeUndefined();

    // Item 2 goes back for a recount: its line's 0 waits, it is no count.
    await e.service.requestRecount(s.id, [TWO]);
    const waiting = e.service.variance(s.id);
    if (waiting.blind) throw new Error('not blind');
    // Hand sums: the counted line left is item 1's, (3-5)*10; item 2 is still to recount (earlier 1 at 20), not
    // missing and not a variance of -2 x 20 (the old figure, the waiting 0 taken as a count, said -20 - 40 - 120).
    expect(waiting.session).toEqual({ expected: 5, counted: 3, variance: -2, varianceValue: -20 });
    expect(waiting.missing).toEqual({ items: 1, units: 4, value: 120 });
    expect(waiting.stillToRecount).toEqual({ items: 1, units: 1, value: 20 });
    // Finalize's confirmation: the same figures, and the same still to recount.
    expect(await e.service.finalizePreview(s.id)).toMatchObject({
      missing: waiting.missing,
      variance: waiting.session,
      notRecounted: 1,
      notRecountedEarlier: { units: 1, value: 20 },
    });
    // The CSV's and the sheet's sums, and the accuracy's variance value (History), are the same figures.
    const { rows } = parseCsv(e.service.export(s.id).csv);
    expect(columnSum(rows, 'variance value')).toBe(-20);
    expect(columnSum(rows, 'missing value')).toBe(120);
    expect(rows.find((r) => r.row === 'item' && r['item id'] === TWO)).toMatchObject({
      counted: '0',
      variance: '',
      'variance value': '',
      'missing value': '',
    });
    const sheet = e.service.sheet(s.id, { code: null, source: 'none' });
    expect(sheet.totals).toMatchObject({ variance: -2, varianceValue: -20, missingValue: 120 });
    expect(sheet.notCounted).toEqual({ items: 1, missing: waiting.missing });
    expect(countAccuracy(e.journal, s.id).varianceValue).toBe(-20);

    // Recounted at 2 of 2: a counted line again, in the variance; nothing waits.
    e.service.ingest(s.id, epcEvents([epcOf(2, 1), epcOf(2, 2)]));
    const after = e.service.variance(s.id);
    if (after.blind) throw new Error('not blind');
    expect(after.session).toEqual({ expected: 7, counted: 5, variance: -2, varianceValue: -20 });
    expect(after.stillToRecount).toBeUndefined();
  });

  it('a line counted outside the scope is in the variance value on every place, History included', async () => {
    const e = start();
    const s = await e.service.createSession({
      storeId: STORE,
      description: 'Shirts',
      areas: ['Front'],
      blind: false,
      scope: { kind: 'categories', categories: ['Shirts'] },
    });
    // Item 1 counted 3 of 5; item 3 (Shoes, outside) counted 1 of 4; item 2 missing (2 on hand).
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(1, 2), epcOf(1, 3), epcOf(3, 1)]));
    expect(await e.service.flush()).toBe(true);
    const v = e.service.variance(s.id);
    if (v.blind) throw new Error('not blind');
    // Hand sums: (3-5)*10 + (1-4)*30 = -110 (finalizing posts both lines); missing 2 x 20 = 40.
    expect(v.session.varianceValue).toBe(-110);
    expect(v.missing).toEqual({ items: 1, units: 2, value: 40 });
    // Accuracy judges the scope's item only, but its variance value is the count's.
    const accuracy = countAccuracy(e.journal, s.id);
    expect(accuracy).toMatchObject({ items: 1, varianceValue: -110 });
    expect(accuracy.byCategory.Shirts?.varianceValue).toBe(-20);
    // Finalized and stored: History's point says the same figure.
    expect(await e.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    const store = createAccuracyStore(e.journal, { tolerancesOf: () => ({ default: {} }) });
    expect(store.record(s.id)).toBe(true);
    expect(accuracyPoints(e.journal, STORE)).toMatchObject([{ sessionId: s.id, varianceValue: -110 }]);
  });
});
