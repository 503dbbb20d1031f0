// Process: main (composition, Electron-free). Receiving inside the app: the receiving engine (domain/receiving) on the
// journal of the signed-in account (hosts/app/journal), the session's API (through session.call, so the app's one
// scheduler), the catalog cache's facts and scan index, the working store and the user; 'receiving.draftChanged'
// goes to the event hub. Started and stopped by the journal holder; it serves the scan target
// (hosts/app/scan-target) the reader's batches for the active draft.

import type { JournalDb } from '../../../domain/journal/journal';
import type { ReceivingApi } from '../../../domain/receiving/api-port';
import { catalogFacts, type ReceivingCatalog } from '../../../domain/receiving/catalog-facts';
import type { ReceivingService } from '../../../domain/receiving/service';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { UserError } from '../../../domain/shared/errors';
import { followCatalog } from '../catalog/follow-catalog';
import type { JournalEngine } from '../journal/app-journal';
import type { ScanScreenDeps } from '../scan-target/scan-screen-deps';
import { feedbackCarrier } from '../scan-target/scan-target';
import { buildReceivingEngine } from './receiving-engine';

export interface AppReceivingDeps extends ScanScreenDeps {
  api: ReceivingApi;
}

export interface AppReceiving extends JournalEngine {
  engine(): ReceivingService;
  /** The draft taking the reader's scans (the scan target's), or null. */
  activeDraft(): string | null;
}

export function createAppReceiving(deps: AppReceivingDeps): AppReceiving {
  let engine: { service: ReceivingService; off: () => void } | null = null;
  // The facts of the cache file open at the time of the call (it is replaced when rebuilt after damage).
  const factsOf = followCatalog(deps.catalogDb, catalogFacts);
  const catalog: ReceivingCatalog = {
    item: (itemId, storeId) => factsOf()?.item(itemId, storeId) ?? null,
    vendors: () => factsOf()?.vendors() ?? [],
    store: (storeId) => factsOf()?.store(storeId) ?? null,
  };
  // A reader batch's 'receiving.draftChanged' carries the reader's feedback for it: one push per batch, not two.
  const carrier = feedbackCarrier();

  const need = (): ReceivingService => {
    if (engine) return engine.service;
    throw new UserError('receiving_unavailable', deps.unavailable());
  };

  deps.target.serve('receiving', {
    ingest: (draftId, scans, feedback) => carrier.during(feedback, () => need().ingest(draftId, scans)),
    // A notice, not a push: the refused batch's feedback stays with the reader, which pushes it as 'reader.reads'.
    refused: (_draftId, scans, message) =>
      deps.notify?.(`${scans.length} scan(s) were not added to the receiving draft: ${message}`),
  });

  return {
    start(db: JournalDb, index: ItemIndex<ResolvableItem>, user: string | null) {
      const service = buildReceivingEngine({
        api: deps.api,
        journal: db,
        catalog,
        index,
        workingStoreId: deps.workingStoreId,
        user: () => user,
      });
      const off = service.onDraftChanged((payload) =>
        deps.events.emit('receiving.draftChanged', carrier.attach(payload)),
      );
      engine = { service, off };
    },
    stop() {
      engine?.off();
      engine = null;
      deps.target.release('receiving');
    },
    engine: need,
    activeDraft: () => deps.target.active('receiving'),
  };
}
