// Process: main (domain, Electron-free). Scanned lines against a purchase order, pure: each item's units fill its
// order lines in order up to what is still outstanding (ordered less what earlier receipts took); whatever is left
// goes on the item's last order line and is an over-receipt. Items not on the order are extra lines. The same split
// is shown on screen and sent as the receipt's lines (linked with backLinkLineID), so the two cannot disagree.
import type { DraftPoLine } from '../../contract/receiving';

/** The order as read when it was attached to the draft (kept in the journal, so the draft works offline). */
export interface PurchaseOrderSnapshot {
  id: string;
  docNumber: string;
  status: string;
  fetchedAt: string;
  lines: { id: string; itemId: string; ordered: number; alreadyReceived: number }[];
}

export interface DraftLineInput {
  id: string;
  itemId: string;
  quantity: number;
}

/** An order line's figures as the draft shows them, without the catalog's text. */
export type PoLineAllocation = Omit<DraftPoLine, 'sku' | 'description'>;

/** A receipt line to send: which draft line it came from, and the order line it is linked to. */
export interface ReceiptLinePlan {
  draftLineId: string;
  itemId: string;
  quantity: number;
  backLinkLineID: string | null;
}

export interface Allocation {
  poLines: PoLineAllocation[];
  /** Draft lines whose item is not on the order (none without an order). */
  extraLineIds: Set<string>;
  /** Draft lines that push an order line over what was ordered. */
  overLineIds: Set<string>;
  receiptLines: ReceiptLinePlan[];
}

export function allocate(lines: readonly DraftLineInput[], po: PurchaseOrderSnapshot | null): Allocation {
  const out: Allocation = { poLines: [], extraLineIds: new Set(), overLineIds: new Set(), receiptLines: [] };
  const poLinesOf = new Map<string, PurchaseOrderSnapshot['lines']>();
  for (const l of po?.lines ?? []) poLinesOf.set(l.itemId, [...(poLinesOf.get(l.itemId) ?? []), l]);
  const now = new Map<string, number>();
  const draftLineOf = new Map<string, string>();

  for (const line of lines) {
    const targets = poLinesOf.get(line.itemId);
    if (!targets) {
      if (po) out.extraLineIds.add(line.id);
      out.receiptLines.push({
        draftLineId: line.id,
        itemId: line.itemId,
        quantity: line.quantity,
        backLinkLineID: null,
      });
      continue;
    }
    for (const t of targets) draftLineOf.set(t.id, line.id);
    const push = (t: PurchaseOrderSnapshot['lines'][number], quantity: number) => {
      const received = (now.get(t.id) ?? 0) + quantity;
      now.set(t.id, received);
      out.receiptLines.push({ draftLineId: line.id, itemId: line.itemId, quantity, backLinkLineID: t.id });
      if (quantity > 0 && t.alreadyReceived + received > t.ordered) out.overLineIds.add(line.id);
    };
    // A zero or negative quantity (refused by validation) is kept whole on the first order line.
    if (line.quantity <= 0) {
      push(targets[0]!, line.quantity);
      continue;
    }
    let left = line.quantity;
    for (const [i, t] of targets.entries()) {
      const room = Math.max(0, t.ordered - t.alreadyReceived - (now.get(t.id) ?? 0));
      const take = i === targets.length - 1 ? left : Math.min(left, room);
      if (take > 0) push(t, take);
      left -= take;
      if (left <= 0) break;
    }
  }

  for (const t of po?.lines ?? []) {
    const receivedNow = now.get(t.id) ?? 0;
    out.poLines.push({
      poLineId: t.id,
      itemId: t.itemId,
      ordered: t.ordered,
      alreadyReceived: t.alreadyReceived,
      receivedNow,
      outstanding: Math.max(0, t.ordered - t.alreadyReceived - receivedNow),
      over: t.alreadyReceived + receivedNow > t.ordered,
      draftLineId: draftLineOf.get(t.id) ?? null,
    });
  }
  return out;
}
