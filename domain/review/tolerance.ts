// Process: main (domain, Electron-free). Tolerances of a store's counts and the rule that marks a counted line
// within or beyond them. Pure; the review and the accuracy figures (domain/accuracy/accuracy.ts) use the same rule.
import { exactQuantity } from '../units/quantity';

/** Limits on a line's variance, each inclusive; a limit left out is not checked. */
export interface Tolerance {
  /** |counted - expected| in units. */
  units?: number;
  /** |counted - expected| as a percent of expected (5 = 5%). */
  percent?: number;
  /** |counted - expected| x retail price, in the store's currency. */
  value?: number;
}

/** The store's default, and per category (by the category name the count scope uses) where set. */
export interface Tolerances {
  default: Tolerance;
  byCategory?: Record<string, Tolerance>;
}

export const ZERO_TOLERANCE: Tolerances = { default: {} };

export interface ToleranceLine {
  category: string;
  expected: number;
  counted: number;
  /** Retail price; null when unknown. */
  price: number | null;
}

export type ToleranceVerdict = 'within' | 'beyond';

// Floating point: 3 x 0.1 is 0.30000000000000004, which must not fail a limit of 0.3.
const EPSILON = 1e-9;
const fits = (amount: number, limit: number) => amount <= limit + EPSILON * Math.max(1, limit);

/**
 * A category's tolerance replaces the default whole (fields are not merged), so a category can be stricter or
 * looser on every limit at once. A line matching exactly is always within.
 */
export const toleranceFor = (t: Tolerances, category: string): Tolerance => t.byCategory?.[category] ?? t.default;

/**
 * Within when the variance fits every limit set; no limit set means zero tolerance (only an exact match).
 * Percent of an expected 0 is unbounded, so any variance on it is beyond a percent limit. A value limit on an item
 * with no known price cannot be checked: the line is beyond it (a reviewer looks, rather than a loss going
 * unseen).
 */
export function judgeLine(line: ToleranceLine, tolerance: Tolerance): ToleranceVerdict {
  const variance = Math.abs(exactQuantity(line.counted - line.expected));
  if (variance === 0) return 'within';
  const { units, percent, value } = tolerance;
  if (units === undefined && percent === undefined && value === undefined) return 'beyond';
  if (units !== undefined && !fits(variance, units)) return 'beyond';
  if (percent !== undefined && (line.expected <= 0 || !fits((variance / line.expected) * 100, percent)))
    return 'beyond';
  if (value !== undefined && (line.price === null || !fits(variance * Math.abs(line.price), value))) return 'beyond';
  return 'within';
}

export const judge = (line: ToleranceLine, tolerances: Tolerances): ToleranceVerdict =>
  judgeLine(line, toleranceFor(tolerances, line.category));
