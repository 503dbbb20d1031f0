// Process: test (node). The ABC proposal (domain/plans/abc-proposal.ts) on a synthetic store and a real journal:
// each proposed week's due count is the sum of its classes' and matches the schedule's own due list; the classes'
// figures add up to the store; the settings are kept per store, checked before they are kept.
import { describe, expect, it } from 'vitest';
import { abcProposal, abcSettingsOf, mondayOf, setAbcSettings } from '../../../domain/plans/abc-proposal';
import { DEFAULT_ABC_SETTINGS } from '../../../domain/plans/due-list';
import { weekOf } from '../../../domain/plans/schedule';
import { journalFiles } from './journal-files';
import { syntheticStock } from './synthetic-stock';

const STORE = '11111111-1111-4111-8111-111111111111';
const files = journalFiles('stocktake-abc-');
const newJournal = () => files.openAt(files.journalPath());

describe('the ABC proposal', () => {
  it('proposes even weeks whose counts are the sums of their classes, from the week of today', () => {
    const stock = syntheticStock(5000);
    const p = abcProposal(stock, DEFAULT_ABC_SETTINGS, '2026-11-25', 8);
    expect(p.weeks).toHaveLength(8);
    expect(p.weeks[0]).toMatchObject({ week: weekOf('2026-11-25'), monday: '2026-11-23' });
    expect(mondayOf(weekOf('2026-11-29'))).toBe('2026-11-23');
    for (const w of p.weeks) expect(w.items).toBe(w.byClass.A + w.byClass.B + w.byClass.C);
    expect(p.byClass.A.items + p.byClass.B.items + p.byClass.C.items).toBe(5000);
    expect(p.byClass.A.value / p.totalValue).toBeGreaterThanOrEqual(0.8);
    expect(p.byClass.A.weeks).toBe(4);
    // The figure: every week within ±20% of the mean.
    for (const w of p.weeks) expect(Math.abs(w.items - p.spread.mean) / p.spread.mean).toBeLessThanOrEqual(0.2);
  });

  it('keeps the settings per store and refuses cut points or weeks out of range', () => {
    const db = newJournal();
    expect(abcSettingsOf(db, STORE)).toEqual(DEFAULT_ABC_SETTINGS);
    const mine = { cuts: { a: 0.7, b: 0.9 }, frequencies: { A: 2, B: 8, C: 52 } };
    setAbcSettings(db, STORE, mine);
    expect(abcSettingsOf(db, STORE)).toEqual(mine);
    expect(abcSettingsOf(db, '22222222-2222-4222-8222-222222222222')).toEqual(DEFAULT_ABC_SETTINGS);
    expect(() => setAbcSettings(db, STORE, { ...mine, cuts: { a: 0.95, b: 0.8 } })).toThrow(/cut points/);
    expect(() => setAbcSettings(db, STORE, { ...mine, frequencies: { A: 0, B: 8, C: 52 } })).toThrow(/whole number/);
    expect(abcSettingsOf(db, STORE)).toEqual(mine);
    // A proposal with the store's settings counts class A every 2 weeks.
    expect(abcProposal([], abcSettingsOf(db, STORE), '2026-11-25', 1).byClass.A.weeks).toBe(2);
  });
});
