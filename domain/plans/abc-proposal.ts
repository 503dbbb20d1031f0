// Process: main (domain, Electron-free). The ABC proposal a store manager looks at before planning: the store's
// items classed by the value they hold (abc.ts), the weeks between counts per class, how many items each of the
// next weeks would mean (schedule.ts) and how even a year of it is. The settings (cut points and frequencies)
// are kept per store in the journal's meta table.
import type { AbcProposalView, AbcSettingsView } from '../../contract/plans';
import { getJournalMeta, type JournalDb, setJournalMeta } from '../journal/journal';
import { ABC_CLASSES, checkCuts, classifyAbc, type StockValue } from './abc';
import { dayString } from './days';
import { DEFAULT_ABC_SETTINGS } from './due-list';
import { checkFrequencies, dueInWeek, spreadAbc, spreadOf, weekOf } from './schedule';

const settingsKey = (storeId: string) => `plans.abc.${storeId}`;

/** The store's cut points and frequencies; the defaults (80/95%, 4/13/26 weeks) until set. */
export function abcSettingsOf(db: JournalDb, storeId: string): AbcSettingsView {
  const raw = getJournalMeta(db, settingsKey(storeId));
  return raw ? (JSON.parse(raw) as AbcSettingsView) : DEFAULT_ABC_SETTINGS;
}

/** Checked (abc.ts, schedule.ts: RangeError for cut points or weeks out of range) before they are kept. */
export function setAbcSettings(db: JournalDb, storeId: string, settings: AbcSettingsView): AbcSettingsView {
  checkCuts(settings.cuts);
  checkFrequencies(settings.frequencies);
  setJournalMeta(db, settingsKey(storeId), JSON.stringify(settings));
  return settings;
}

/** The Monday of a weekOf() week. */
export const mondayOf = (week: number): string => dayString(week * 7 + 4);

/** Seconds at 500,000 items: the app computes it off main (domain/offload: `offMain('plans.abc', ...)`). */
export function abcProposal(
  stock: readonly StockValue[],
  settings: AbcSettingsView,
  today: string,
  weeks: number,
): AbcProposalView {
  const classes = classifyAbc(stock, settings.cuts);
  const schedule = spreadAbc(classes.items, settings.frequencies);
  const first = weekOf(today);
  const upcoming = Array.from({ length: weeks }, (_, k) => {
    const due = dueInWeek(schedule, first + k);
    return { week: first + k, monday: mondayOf(first + k), items: due.itemIds.length, byClass: due.byClass };
  });
  const byClass = Object.fromEntries(
    ABC_CLASSES.map((c) => [c, { ...classes.byClass[c], weeks: settings.frequencies[c] }]),
  ) as AbcProposalView['byClass'];
  const { mean, min, max } = spreadOf(schedule.perWeek);
  return { settings, totalValue: classes.totalValue, byClass, weeks: upcoming, spread: { mean, min, max } };
}
