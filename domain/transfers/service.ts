// Process: main (domain, Electron-free). The transfers engine: `createTransferService(deps)` packs and sends drafts to
// another store and receives the store's incoming transfers (receive.ts), with the contract's own types.
// Dependencies come in as parameters (API client, journal, catalog facts, the one scan pipeline, working store,
// user), so the app, the CLI and the tests wire it the same way. Drafts live in the journal; only sending, the lists
// and opening an incoming transfer need the network.
import { randomUUID } from 'node:crypto';
import type { TransferDraftView, TransferListRow, TransferScanOutcome } from '../../contract/transfers';
import { IsoTimestamp } from '../api/wire/common';
import type { JournalDb } from '../journal/journal';
import type { BarcodeEvent, EpcEvent } from '../reader/events';
import { itemNames, type ReceivingCatalog } from '../receiving/catalog-facts';
import type { ScanItem, ScanItemResolver } from '../resolve/scan-item';
import { UserError } from '../shared/errors';
import { singleFlight } from '../shared/single-flight';
import type { TransfersApi } from './api-port';
import { createTransferDraftStore, type TransferDraftRow } from './draft-store';
import { buildTransferDraftView } from './draft-view';
import { packingListCsv } from './packing-list';
import { createTransferReceiving } from './receive';
import { scanDeltas, transferOutcomes } from './scans';
import { sendDraft } from './send';
import { transferListRows } from './transfer-list';

export interface TransferDeps {
  api: TransfersApi;
  db: JournalDb;
  catalog: ReceivingCatalog;
  scans: Pick<ScanItemResolver<{ id: string; sku: string; upc: readonly string[]; active: boolean }>, 'text' | 'event'>;
  workingStoreId: () => string | null;
  user: () => string | null;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

export function createTransferService(deps: TransferDeps) {
  const now = deps.now ?? (() => new Date());
  const drafts = createTransferDraftStore(deps.db, now);
  const sending = singleFlight('transfer.send');
  const storeId = (): string => {
    const id = deps.workingStoreId();
    if (!id) throw new UserError('no_working_store', 'Choose a working store first.');
    return id.toLowerCase();
  };
  const namesOf = (itemId: string) => itemNames(deps.catalog.item(itemId, storeId()));
  const facts = {
    namesOf,
    itemOfEpc: (epc: string) => {
      const scan = deps.scans.text(epc);
      return scan.kind === 'tag' && scan.item ? scan.item.id.toLowerCase() : null;
    },
  };
  const receiving = createTransferReceiving({ api: deps.api, db: deps.db, facts, storeId, now });

  const found = (draftId: string): TransferDraftRow => {
    const draft = drafts.get(draftId.toLowerCase());
    if (!draft) throw new UserError('transfer_not_found', 'That transfer draft no longer exists.');
    return draft;
  };
  /** A draft being sent, or sent, is frozen: the body sent is the body packed. */
  const editable = (draftId: string): TransferDraftRow => {
    const draft = found(draftId);
    if (sending.busy(draft.id) || draft.state === 'sending')
      throw new UserError('transfer_sending', 'This transfer is being sent; wait for the answer, or send it again.');
    if (draft.state === 'sent')
      throw new UserError('transfer_sent', 'This transfer was sent; it can no longer change.');
    return draft;
  };
  const view = (draftId: string): TransferDraftView => buildTransferDraftView(found(draftId), drafts, namesOf);

  function pack(draftId: string, scans: ScanItem[]): { outcomes: TransferScanOutcome[]; draft: TransferDraftView } {
    const draft = editable(draftId);
    const deltas = scanDeltas(scans);
    const applied = deltas.length ? drafts.apply(draft.id, draft.box, deltas) : [];
    return { outcomes: transferOutcomes(scans, applied, draft.box, namesOf), draft: view(draft.id) };
  }

  return {
    createDraft(args: { toStoreId: string; needBy?: string; notes?: string; docNumber?: string }): TransferDraftView {
      const from = storeId();
      const to = args.toStoreId.toLowerCase();
      if (!deps.catalog.store(to))
        throw new UserError('invalid_argument', 'That store is not in the catalog cache: sync, then choose it again.');
      if (to === from) throw new UserError('invalid_argument', 'A transfer goes to another store than this one.');
      if (args.needBy !== undefined && !IsoTimestamp.safeParse(args.needBy).success)
        throw new UserError('invalid_argument', 'A need-by date is an ISO 8601 date and time with T and an offset.');
      const id = randomUUID();
      const draft = drafts.create({
        id,
        fromStoreId: from,
        toStoreId: to,
        docNumber: args.docNumber?.trim() || `TR-${id.slice(0, 8).toUpperCase()}`,
        needBy: args.needBy ?? new Date(now().getTime() + 2 * DAY_MS).toISOString(),
        notes: args.notes ?? '',
        createdBy: deps.user(),
      });
      return view(draft.id);
    },
    listDrafts: (): TransferDraftView[] => drafts.list(storeId()).map((d) => view(d.id)),
    getDraft: ({ draftId }: { draftId: string }): TransferDraftView => view(draftId),
    scan: ({ draftId, texts }: { draftId: string; texts: string[] }) =>
      pack(
        draftId,
        texts.filter((t) => t.trim()).map((t) => deps.scans.text(t.trim())),
      ),
    ingest: (draftId: string, events: readonly (EpcEvent | BarcodeEvent)[]) =>
      pack(
        draftId,
        events.map((e) => deps.scans.event(e)),
      ),
    /** Scans go into `box` from now on (the next box: one more than the highest packed). */
    setBox({ draftId, box }: { draftId: string; box?: number }): TransferDraftView {
      const draft = editable(draftId);
      const next = box ?? Math.max(draft.box, ...drafts.lines(draft.id).map((l) => l.box)) + 1;
      if (!Number.isInteger(next) || next < 1 || next > 1000)
        throw new UserError('invalid_argument', 'A box number is a whole number from 1 to 1,000.');
      drafts.setBox(draft.id, next);
      return view(draft.id);
    },
    /** The packing list (CSV): a row per tag and per untagged units, by box; the rows add up to the draft's units. */
    packingList: ({ draftId }: { draftId: string }): string =>
      packingListCsv(view(draftId), drafts.tags(found(draftId).id)),
    /** Empties the draft (the CLI packs a transfer from its reads file whole, again after a crash). */
    clear({ draftId }: { draftId: string }): TransferDraftView {
      drafts.clear(editable(draftId).id);
      return view(draftId);
    },
    discard({ draftId }: { draftId: string }): { discarded: true } {
      drafts.discard(editable(draftId).id);
      return { discarded: true };
    },
    /** One send at a time per draft: a second one while it runs gets the first one's answer. */
    send: ({ draftId }: { draftId: string }) =>
      sending.run(draftId.toLowerCase(), () =>
        sendDraft(
          { api: deps.api, db: deps.db, store: drafts, view, skuOf: (id) => namesOf(id).sku, now },
          draftId.toLowerCase(),
        ),
      ),
    /** The store's transfers on the service, outgoing or incoming, with what this PC did with each. */
    list: ({ incoming }: { incoming: boolean }): Promise<TransferListRow[]> =>
      transferListRows(deps.api, storeId(), incoming, {
        sent: (id) => drafts.get(id)?.state === 'sent',
        received: (id) => receiving.store.get(id)?.state ?? null,
      }),
    openIncoming: receiving.open,
    receiveScan: ({ transferId, texts }: { transferId: string; texts: string[] }) =>
      receiving.scan(
        transferId,
        texts.filter((t) => t.trim()).map((t) => deps.scans.text(t.trim())),
      ),
    receiveIngest: (transferId: string, events: readonly (EpcEvent | BarcodeEvent)[]) =>
      receiving.scan(
        transferId,
        events.map((e) => deps.scans.event(e)),
      ),
    report: receiving.report,
    restartReceipt: receiving.restart,
    finish: receiving.finish,
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
