// Process: main (composition, Electron-free). Transfers inside the app: the transfers engine (domain/transfers) on
// the journal of the signed-in account (hosts/app/journal), the session's API (through session.call, so the app's one
// scheduler), the catalog cache's facts and scan index, the working store and the user. Started and stopped by the
// journal holder like receiving. It serves the scan target (hosts/app/scan-target) twice: the reader's batches go
// into the draft being packed ('transfers') or the transfer being received ('transferReceipts'), each pushed once
// with the reader's feedback ('transfers.draftChanged', 'transfers.receiptChanged').
import type { JournalDb } from '../../../domain/journal/journal';
import { catalogFacts, type ReceivingCatalog } from '../../../domain/receiving/catalog-facts';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { UserError } from '../../../domain/shared/errors';
import type { TransfersApi } from '../../../domain/transfers/api-port';
import type { TransferService } from '../../../domain/transfers/service';
import { followCatalog } from '../catalog/follow-catalog';
import type { JournalEngine } from '../journal/app-journal';
import type { ScanScreenDeps } from '../scan-target/scan-screen-deps';
import { feedbackCarrier, type ScanTarget } from '../scan-target/scan-target';
import { buildTransferEngine } from './transfer-engine';

export interface AppTransfersDeps extends ScanScreenDeps {
  api: TransfersApi;
}

export interface AppTransfers extends JournalEngine {
  engine(): TransferService;
  target: ScanTarget;
  /** The draft taking the reader's scans, or null. */
  activeDraft(): string | null;
  /** The incoming transfer taking the reader's scans, or null. */
  activeReceipt(): string | null;
}

export function createAppTransfers(deps: AppTransfersDeps): AppTransfers {
  let engine: TransferService | null = null;
  const factsOf = followCatalog(deps.catalogDb, catalogFacts);
  const catalog: ReceivingCatalog = {
    item: (itemId, storeId) => factsOf()?.item(itemId, storeId) ?? null,
    vendors: () => factsOf()?.vendors() ?? [],
    store: (storeId) => factsOf()?.store(storeId) ?? null,
  };
  const carrier = feedbackCarrier();
  const need = (): TransferService => {
    if (engine) return engine;
    throw new UserError('transfers_unavailable', deps.unavailable());
  };
  const refused = (what: string) => (_id: string, scans: readonly unknown[], message: string) =>
    deps.notify?.(`${scans.length} scan(s) were not added to the ${what}: ${message}`);

  deps.target.serve('transfers', {
    ingest: (draftId, scans, feedback) =>
      carrier.during(feedback, () => {
        const packed = need().ingest(draftId, scans);
        deps.events.emit('transfers.draftChanged', carrier.attach({ draftId, ...packed }));
      }),
    refused: refused('transfer being packed'),
  });
  deps.target.serve('transferReceipts', {
    ingest: (transferId, scans, feedback) =>
      carrier.during(feedback, () => {
        const received = need().receiveIngest(transferId, scans);
        deps.events.emit('transfers.receiptChanged', carrier.attach({ transferId, ...received }));
      }),
    refused: refused('transfer being received'),
  });

  return {
    start(db: JournalDb, index: ItemIndex<ResolvableItem>, user: string | null) {
      engine = buildTransferEngine({
        api: deps.api,
        journal: db,
        catalog,
        index,
        workingStoreId: deps.workingStoreId,
        user: () => user,
      });
    },
    stop() {
      engine = null;
      deps.target.release('transfers');
      deps.target.release('transferReceipts');
    },
    engine: need,
    target: deps.target,
    activeDraft: () => deps.target.active('transfers'),
    activeReceipt: () => deps.target.active('transferReceipts'),
  };
}
