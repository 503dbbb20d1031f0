// Process: main (domain, Electron-free). Pure: what was sent against what arrived. Per line (item): expected (the
// transfer's lines), received and the difference; with the EPCs sent (our boxes field), per tag by identity (any
// encoding of one tag is that tag): sent and received, sent and missing (with its box), received and not sent; per
// box: received whole, in part, missing, or with no tags to tell.
import type { TransferBoxRow, TransferDifferenceLine, TransferReport, TransferTagRow } from '../../contract/transfers';
import type { Transfer } from '../api/wire';
import { epcTextIdentity } from '../codes/identity';

export interface ReceivedLine {
  itemId: string;
  quantity: number;
}

export interface ReceivedTag {
  epc: string;
  identity: string;
  itemId: string;
}

export interface DifferenceFacts {
  /** SKU and description from the catalog cache (null each when it does not know the item). */
  namesOf(itemId: string): { sku: string | null; description: string | null };
  /** The item a sent EPC carries, by the scan pipeline; null when no cached item has its GTIN. */
  itemOfEpc(epc: string): string | null;
}

const identityOf = (epc: string) => epcTextIdentity(epc) ?? epc;

function lineDifferences(
  transfer: Transfer,
  received: readonly ReceivedLine[],
  facts: DifferenceFacts,
): TransferDifferenceLine[] {
  const expected = new Map<string, number>();
  for (const l of transfer.lines) {
    const id = l.id.toLowerCase();
    expected.set(id, (expected.get(id) ?? 0) + l.quantity);
  }
  const got = new Map(received.map((r) => [r.itemId.toLowerCase(), r.quantity]));
  const items = [...expected.keys(), ...[...got.keys()].filter((id) => !expected.has(id))];
  return items.map((itemId) => {
    const e = expected.get(itemId) ?? 0;
    const r = got.get(itemId) ?? 0;
    return { itemId, ...facts.namesOf(itemId), expected: e, received: r, difference: r - e };
  });
}

function tagRows(
  transfer: Transfer,
  received: readonly ReceivedTag[],
  facts: DifferenceFacts,
): { tags: TransferTagRow[]; boxes: TransferBoxRow[] } {
  const arrived = new Map(received.map((t) => [t.identity, t]));
  const sentIds = new Set<string>();
  const tags: TransferTagRow[] = [];
  const boxes: TransferBoxRow[] = [];
  const sku = (itemId: string | null) => (itemId ? facts.namesOf(itemId).sku : null);
  for (const box of transfer.boxes ?? []) {
    let got = 0;
    for (const epc of box.epcs) {
      const identity = identityOf(epc);
      sentIds.add(identity);
      const itemId = arrived.get(identity)?.itemId ?? facts.itemOfEpc(epc);
      const here = arrived.has(identity);
      if (here) got++;
      tags.push({ epc, itemId, sku: sku(itemId), box: box.number, status: here ? 'sentReceived' : 'sentMissing' });
    }
    const n = box.epcs.length;
    const state = n === 0 ? 'noTags' : got === n ? 'whole' : got === 0 ? 'missing' : 'partial';
    boxes.push({ number: box.number, tags: n, received: got, state });
  }
  for (const t of received)
    if (!sentIds.has(t.identity))
      tags.push({ epc: t.epc, itemId: t.itemId, sku: sku(t.itemId), box: null, status: 'receivedNotSent' });
  return { tags, boxes };
}

/** The report of a transfer as received so far (state and finish time are the caller's). */
export function transferDifferences(
  transfer: Transfer,
  received: { lines: readonly ReceivedLine[]; tags: readonly ReceivedTag[] },
  facts: DifferenceFacts,
): Omit<TransferReport, 'state' | 'finishedAt'> {
  const lines = lineDifferences(transfer, received.lines, facts);
  const { tags, boxes } = tagRows(transfer, received.tags, facts);
  const count = (s: TransferTagRow['status']) => tags.filter((t) => t.status === s).length;
  return {
    transferId: transfer.id.toLowerCase(),
    docNumber: transfer.docNumber,
    fromStoreId: transfer.fromStore.id.toLowerCase(),
    toStoreId: transfer.toStore.id.toLowerCase(),
    tagsKnown: transfer.boxes !== undefined,
    lines,
    tags,
    boxes,
    totals: {
      expected: lines.reduce((n, l) => n + l.expected, 0),
      received: lines.reduce((n, l) => n + l.received, 0),
      sentReceived: count('sentReceived'),
      sentMissing: count('sentMissing'),
      receivedNotSent: count('receivedNotSent'),
    },
  };
}
