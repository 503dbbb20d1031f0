// Process: main (domain, Electron-free). A receipt's labels, one rule for the screen, the app's requests and `cli
// encode`: one label per unit of each item on its lines; a line whose item cannot be tagged (the preview's problem,
// sgtin-target.ts) is left out with its reason and never blocks the others; and a receipt this PC made labels for
// already (printed, or owed by a job cut off: contract/encode.ts `taggedBefore`) is printed again only when the
// request says it is meant again, so its goods never get a second tag unasked (two tabs, or the CLI, included).
import { type ReceiptLabelsView, taggedBefore } from '../../contract/encode';
import type { ReceiptDetail } from '../../contract/receiving';
import { UserError } from '../shared/errors';

/** A receipt line's item that cannot be tagged, with its units and the reason (the preview's words). */
export interface LeftOutLine {
  itemId: string;
  sku: string;
  units: number;
  problem: string;
}

/** The labels a receipt's lines ask for, and the lines left out. */
export interface ReceiptPlan {
  /** Labels per item that can be tagged (one per unit; an item on two lines gets both lines' units). */
  counts: Map<string, number>;
  leftOut: LeftOutLine[];
}

/** Units per item over the receipt's lines, in line order (a fraction rounds; a negative line counts none). */
export function unitsPerItem(receipt: Pick<ReceiptDetail, 'lines'>): Map<string, number> {
  const units = new Map<string, number>();
  for (const l of receipt.lines) units.set(l.itemId, (units.get(l.itemId) ?? 0) + Math.max(0, Math.round(l.quantity)));
  return units;
}

/**
 * Splits the receipt's units into the items that can be tagged and those left out, by `problemOf` (the preview's
 * problem; null: it can be tagged). An item the catalog does not know stays in `counts`: making the job says so.
 */
export function planReceipt(
  receipt: Pick<ReceiptDetail, 'lines'>,
  problemOf: (itemIds: readonly string[]) => ReadonlyMap<string, { sku: string; problem: string | null }>,
): ReceiptPlan {
  const units = unitsPerItem(receipt);
  const previews = problemOf([...units.keys()]);
  const counts = new Map<string, number>();
  const leftOut: LeftOutLine[] = [];
  for (const [itemId, n] of units) {
    const p = previews.get(itemId);
    if (p?.problem) leftOut.push({ itemId, sku: p.sku, units: n, problem: p.problem });
    else counts.set(itemId, n);
  }
  return { counts, leftOut };
}

const labels = (n: number) => `${n.toLocaleString('en-US')} label${n === 1 ? '' : 's'}`;

/** Why a job owes labels: another window may be printing it now, or it was cut off. */
const UNFINISHED = 'not finished (printing now, or cut off)';

/**
 * What this PC made for the receipt, in words: "4 labels printed on this PC", "3 labels in a job on this PC not
 * finished (...)", "4 labels printed on this PC, and 1 more in a job not finished (...)". The screen says the same
 * (renderer/src/features/encode/ReceiptPrintRow.tsx).
 */
export function labelsMadeText(made: ReceiptLabelsView): string {
  if (made.owed === 0) return `${labels(made.printed)} printed on this PC`;
  if (made.printed === 0) return `${labels(made.owed)} in a job on this PC ${UNFINISHED}`;
  return `${labels(made.printed)} printed on this PC, and ${made.owed.toLocaleString('en-US')} more in a job ${UNFINISHED}`;
}

/**
 * The reprint rule: UserError 'receipt_tagged_before' naming what the receipt has, unless the request is meant again
 * or this PC made no labels for it.
 */
export function checkReprint(docNumber: string, made: ReceiptLabelsView, again: boolean): void {
  if (again || !taggedBefore(made)) return;
  throw new UserError(
    'receipt_tagged_before',
    `${docNumber} was tagged before: ${labelsMadeText(made)}. Printing again gives these goods a second tag, so ` +
      'nothing was printed: print again only to replace lost labels, and confirm that it is meant.',
  );
}
