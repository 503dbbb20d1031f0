// Process: renderer (pure TS). One row of a scan feed as both scanning screens show it: the outcome in words and
// colour, what was scanned, why (for a problem) and, where the screen has one, where and when.
/** The feed's colours; each is a CSS class (`tone-good` ...) of the feed rows. */
export type FeedTone = 'good' | 'neutral' | 'quiet' | 'warn' | 'bad';

export interface FeedRow {
  /** Increases with every scan: the React key, and row 0 is the newest (it flashes). */
  key: number;
  /** The engine's outcome name, as data-outcome (tests and styles select on it). */
  outcome: string;
  label: string;
  tone: FeedTone;
  /** The item ("SKU · description") or, for a code that found none, the code as scanned. */
  what: string;
  message?: string;
  meta?: string;
  /** The reader the scan came from, when several feed one count: a chip with its label (shared/reader-chip.ts). */
  reader?: { id: string; label: string; hue: number };
}

/** "SKU · description" for a matched item, else the code as scanned. */
export function feedWhat(scanned: string, sku: string | null | undefined, description: string | null | undefined) {
  return description ? `${sku ?? ''} · ${description}` : scanned;
}
