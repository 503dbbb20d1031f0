// Process: main (domain, Electron-free). A transfer draft as the screen and the CLI see it (contract/transfers.ts
// TransferDraftView), from the journal alone (offline) and the catalog cache's names.
import type { TransferDraftView } from '../../contract/transfers';
import type { NamesOf } from '../receiving/scan-lines';
import type { TransferDraftRow, TransferDraftStore } from './draft-store';

export function buildTransferDraftView(
  draft: TransferDraftRow,
  store: TransferDraftStore,
  namesOf: NamesOf,
): TransferDraftView {
  const lines = store.lines(draft.id).map((l) => ({ ...l, ...namesOf(l.itemId) }));
  const boxes = new Map<number, { number: number; units: number; tags: number }>();
  for (const l of lines) {
    const b = boxes.get(l.box) ?? { number: l.box, units: 0, tags: 0 };
    b.units += l.quantity;
    b.tags += l.tags;
    boxes.set(l.box, b);
  }
  return {
    id: draft.id,
    docNumber: draft.docNumber,
    fromStoreId: draft.fromStoreId,
    toStoreId: draft.toStoreId,
    needBy: draft.needBy,
    notes: draft.notes,
    state: draft.state,
    box: draft.box,
    lines: lines.map(({ itemId, sku, description, box, quantity, tags }) => ({
      itemId,
      sku,
      description,
      box,
      quantity,
      tags,
    })),
    boxes: [...boxes.values()].sort((a, b) => a.number - b.number),
    units: lines.reduce((n, l) => n + l.quantity, 0),
    sentAt: draft.sentAt,
  };
}
