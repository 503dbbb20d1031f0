// Process: shared by main and renderer (types only outside main). Inventory record accuracy over time:
// each finalized count's accuracy as stored when it was finalized (domain/accuracy/store.ts), the store's
// history of them (per count and per category), the items most often wrong, the figure of one count for its
// review, counts finalized elsewhere read back from the service, and the history as CSV. Beside it, floor
// availability per day (replenishment's figure, domain/replenish/availability.ts) and its CSV.
import { z } from 'zod';
import type { CountScope, ExportResult, MoneyCurrency } from './counts';
import { Guid, request } from './request';
import type { TolerancesInput } from './review';

/** Where a count's figures come from: this PC's journal (on-hand snapshot known), or only the service's items. */
export type AccuracySource = 'journal' | 'service';

/** Accuracy figures of a count or of one category of it. Null figures: not measured (see AccuracyPoint). */
export interface AccuracyFiguresView {
  /** Counted items in scope: the figure's denominator (for a 'service' count, the items it counted). */
  items: number;
  withinTolerance: number | null;
  exact: number | null;
  /** 0..1; null when nothing in scope was counted or the on-hand at the time is unknown. */
  accuracy: number | null;
  accuracyExact: number | null;
  /** Sum of (counted - expected) x retail price; null when the on-hand at the time is unknown. */
  varianceValue: number | null;
}

/** One finalized count: a point of the history. */
export interface AccuracyPoint extends AccuracyFiguresView {
  sessionId: string;
  description: string;
  scope: CountScope;
  /** ISO time the count was finalized (as near as known: see domain/accuracy/README.md). */
  finalizedAt: string;
  source: AccuracySource;
  /** Units counted in scope. */
  units: number;
  /** The tolerances the figure was judged by (the store's at the time); null for a 'service' count. */
  tolerances: TolerancesInput | null;
}

export interface AccuracyCategoryPoint extends AccuracyFiguresView {
  sessionId: string;
  finalizedAt: string;
  category: string;
}

/** An item beyond tolerance in at least one stored count. */
export interface WrongItemView {
  itemId: string;
  sku: string;
  description: string;
  category: string;
  /** Counts it was beyond tolerance in, of the counts that measured it. */
  timesWrong: number;
  timesCounted: number;
  /** Sum of |variance value| over the counts it was wrong in: how much money its wrong counts were off by (a
   * shortage and a later surplus add up rather than cancel). */
  valueOff: number;
  lastWrongAt: string;
}

export interface AccuracyHistory {
  storeId: string;
  /** Oldest first. */
  points: AccuracyPoint[];
  /** Per category of each 'journal' count, oldest first. */
  categories: AccuracyCategoryPoint[];
  /** Most often beyond tolerance first (then by variance value); at most 50. */
  mostWrong: WrongItemView[];
  /** The store's currency (as the review's), set by the app. */
  currency?: MoneyCurrency;
}

/** The figure of one count for its review: as stored once finalized, else as it stands now. */
export interface SessionAccuracyView extends AccuracyFiguresView {
  sessionId: string;
  stored: boolean;
  byCategory: (AccuracyFiguresView & { category: string })[];
  /** Items beyond tolerance. */
  beyond: number;
}

export interface AccuracyReadBack {
  /** Finalized or Processed sessions of the store at the service. */
  finalized: number;
  /** Newly stored from this PC's journal (its on-hand snapshot). */
  fromJournal: number;
  /** Newly stored from the service's items alone (on-hand at the time unknown: no accuracy). */
  fromService: number;
}

/** Of the items the store holds that have a presentation minimum, how many the sales floor held at it. */
export interface AvailabilityFigures {
  held: number;
  atMinimum: number;
}

/** One day and category of floor availability: the day's first replenishment list, and its latest. */
export interface AvailabilityDayView {
  /** yyyy-mm-dd (UTC). */
  day: string;
  category: string;
  before: AvailabilityFigures;
  after: AvailabilityFigures;
}

export interface FloorAvailabilityHistory {
  storeId: string;
  /** Oldest day first, by category within a day. */
  days: AvailabilityDayView[];
}

export const accuracyRequests = {
  'accuracy.history': request<AccuracyHistory>()(z.object({ storeId: Guid }).strict()),
  'accuracy.session': request<SessionAccuracyView>()(z.object({ sessionId: Guid }).strict()),
  'accuracy.readBack': request<AccuracyReadBack>()(z.object({ storeId: Guid }).strict()),
  'accuracy.export': request<ExportResult>()(z.object({ storeId: Guid }).strict()),
  /** The store's kept days of floor availability (each replenishment list keeps its day's figures). */
  'accuracy.availability': request<FloorAvailabilityHistory>()(z.object({ storeId: Guid }).strict()),
  /** The same as CSV: a row per day and category, both figures and their shares in percent. */
  'accuracy.availabilityExport': request<ExportResult>()(z.object({ storeId: Guid }).strict()),
} as const;
