// Process: main (composition, Electron-free). The receiving engine as the app and the CLI both build it: drafts in
// the account's journal with the journal's pack sizes (shared with counting), and the one scan pipeline
// (domain/resolve/scan-item.ts) over the catalog's scan index, so both receive by the same rules.
import type { JournalDb } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import type { ReceivingApi } from '../../../domain/receiving/api-port';
import type { ReceivingCatalog } from '../../../domain/receiving/catalog-facts';
import { createReceivingService, type ReceivingService } from '../../../domain/receiving/service';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import type { ResolvableItem } from '../../../domain/resolve/types';

export interface ReceivingEngineDeps {
  api: ReceivingApi;
  journal: JournalDb;
  catalog: ReceivingCatalog;
  index: ItemIndex<ResolvableItem>;
  workingStoreId(): string | null;
  user(): string | null;
}

export function buildReceivingEngine(deps: ReceivingEngineDeps): ReceivingService {
  const packSizes = createPackSizes(deps.journal);
  return createReceivingService({
    api: deps.api,
    db: deps.journal,
    catalog: deps.catalog,
    scans: createScanItemResolver(deps.index, packSizes),
    packSizes,
    workingStoreId: deps.workingStoreId,
    user: deps.user,
  });
}
