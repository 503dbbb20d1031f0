// Process: main (domain, Electron-free). Checks a draft before it is submitted and reports every problem at once,
// by field and line, in words a person can act on. Pure: the caller looks up items, the vendor and whether the
// document number is taken (the service's answer), and passes them in.
import type { ValidationProblem } from '../../contract/receiving';
import { lookupProblem } from './api-port';
import type { ItemFacts } from './catalog-facts';
import type { PoLineAllocation } from './po-matching';

/** What the service said about the document number: free, taken (by which receipt), or could not be asked. */
export type DocNumberCheck =
  | { status: 'free' }
  | { status: 'used'; receiptDocNumber: string; created: string | null }
  | { status: 'unchecked'; reason: string };

/** A problem as a check finds it; the contract's ValidationProblem adds whether it blocks (withBlocks). */
export type FoundProblem = Omit<ValidationProblem, 'blocks'>;

export interface ValidationInput {
  vendor: { id: string; label: string; availableAtStore: boolean } | null;
  docNumber: string;
  docNumberCheck: DocNumberCheck | null;
  lines: { id: string; itemId: string; quantity: number }[];
  items: ReadonlyMap<string, ItemFacts | null>;
  poLines: readonly PoLineAllocation[];
  purchaseOrderDocNumber: string | null;
}

const problem = (
  field: ValidationProblem['field'],
  message: string,
  lineId: string | null = null,
  severity: ValidationProblem['severity'] = 'error',
): FoundProblem => ({ field, lineId, severity, source: 'app', message });

export function itemLabel(itemId: string, item: ItemFacts | null | undefined): string {
  return item ? `${item.sku} ${item.description}`.trim() : `Item ${itemId}`;
}

export function validateDraft(input: ValidationInput): FoundProblem[] {
  const out: FoundProblem[] = [];
  if (!input.vendor) out.push(problem('vendor', 'Choose a vendor.'));
  else if (!input.vendor.availableAtStore)
    out.push(problem('vendor', `${input.vendor.label} does not supply this store. Choose one of the store’s vendors.`));

  const doc = input.docNumber;
  const unfindable = doc.trim() ? lookupProblem('docNumber', doc) : null;
  if (!doc.trim()) out.push(problem('docNumber', 'Enter a document number.'));
  else if (unfindable)
    // After a lost answer the receipt is found by its number; one that cannot be asked about is never sent.
    out.push(problem('docNumber', `This document number cannot be looked up exactly (${unfindable}). Type another.`));
  else if (input.docNumberCheck?.status === 'used') {
    const when = input.docNumberCheck.created ? ` (created ${input.docNumberCheck.created.slice(0, 10)})` : '';
    out.push(problem('docNumber', `Document number ${doc} is already used by another receipt${when}. Choose another.`));
  } else if (input.docNumberCheck?.status === 'unchecked')
    out.push(
      problem(
        'docNumber',
        `Could not check document number ${doc} with the service (${input.docNumberCheck.reason}). Try again when online.`,
      ),
    );

  if (input.lines.length === 0) out.push(problem('lines', 'Add at least one line: scan items or search for one.'));
  for (const line of input.lines) {
    const item = input.items.get(line.itemId) ?? null;
    const label = itemLabel(line.itemId, item);
    if (!Number.isFinite(line.quantity) || line.quantity <= 0)
      out.push(problem('line', `${label}: the quantity must be more than 0 (it is ${line.quantity}).`, line.id));
    if (!item)
      out.push(problem('line', `${label} is not in the catalog cache. Sync the catalog or remove it.`, line.id));
    else if (!item.availableAtStore)
      out.push(problem('line', `${label} is not available at this store. Remove it to submit.`, line.id));
  }

  for (const po of input.poLines) {
    if (!po.over || !po.draftLineId) continue;
    const extra = po.alreadyReceived + po.receivedNow - po.ordered;
    const earlier = po.alreadyReceived ? ` (${po.alreadyReceived} received earlier)` : '';
    out.push(
      problem(
        'line',
        `${itemLabel(po.itemId, input.items.get(po.itemId))}: ${extra} more than ordered on ${input.purchaseOrderDocNumber ?? 'the order'}: ordered ${po.ordered}${earlier}, ${po.receivedNow} now.`,
        po.draftLineId,
        'warning',
      ),
    );
  }
  return out;
}

/** The one rule: errors block the submit, warnings (an over-receipt) do not. */
const blocks = (p: FoundProblem): boolean => p.severity === 'error';

export const blocking = (problems: readonly FoundProblem[]): boolean => problems.some(blocks);

/** Problems as the contract sends them: each says whether it blocks the submit. */
export const withBlocks = (problems: readonly FoundProblem[]): ValidationProblem[] =>
  problems.map((p) => ({ ...p, blocks: blocks(p) }));
