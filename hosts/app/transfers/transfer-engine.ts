// Process: main (composition, Electron-free). The transfers engine as the app and the CLI both build it: drafts and
// receipts in the account's journal with the journal's pack sizes (shared with counting and receiving), and the one
// scan pipeline (domain/resolve/scan-item.ts) over the catalog's scan index, so both pack and receive by the same rules.

import type { JournalDb } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import type { ReceivingCatalog } from '../../../domain/receiving/catalog-facts';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import type { ResolvableItem } from '../../../domain/resolve/types';
import type { TransfersApi } from '../../../domain/transfers/api-port';
import { createTransferService, type TransferService } from '../../../domain/transfers/service';

export interface TransferEngineDeps {
  api: TransfersApi;
  journal: JournalDb;
  catalog: ReceivingCatalog;
  index: ItemIndex<ResolvableItem>;
  workingStoreId(): string | null;
  user(): string | null;
}

export function buildTransferEngine(deps: TransferEngineDeps): TransferService {
  return createTransferService({
    api: deps.api,
    db: deps.journal,
    catalog: deps.catalog,
    scans: createScanItemResolver(deps.index, createPackSizes(deps.journal)),
    workingStoreId: deps.workingStoreId,
    user: deps.user,
  });
}
