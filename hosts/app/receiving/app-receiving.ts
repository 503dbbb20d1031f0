// Process: main (composition, Electron-free). Receiving inside the app: the receiving engine (domain/receiving) on the
// journal of the signed-in account (hosts/app/journal), the session's API (through session.call, so the app's one
// scheduler), the catalog cache's facts and scan index, the working store and the user; 'receiving.draftChanged'
// goes to the event hub. Started and stopped by the journal holder; `tap` gives reader scans to the open draft.

import type { JournalDb } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import type { ReaderEvent } from '../../../domain/reader/events';
import type { ReceivingApi } from '../../../domain/receiving/api-port';
import { catalogFacts, type ReceivingCatalog } from '../../../domain/receiving/catalog-facts';
import { createReceivingService, type ReceivingService } from '../../../domain/receiving/service';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import { createScanItemResolver } from '../../../domain/resolve/scan-item';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import type { SqliteDb } from '../../../domain/sqlite/open';
import type { EventHub } from '../../ipc/events';
import { isScan } from '../counts/app-counts';
import type { JournalEngine } from '../journal/app-journal';

const log = createLogger('app.receiving');

export interface AppReceivingDeps {
  events: EventHub;
  api: ReceivingApi;
  catalogDb(): SqliteDb | null;
  workingStoreId(): string | null;
  /** Why receiving is unavailable when it is. */
  unavailable(): string;
  /** Tells the user about scans the open draft refused (they arrive from the reader, not from a request). */
  notify?(message: string): void;
}

export interface AppReceiving extends JournalEngine {
  engine(): ReceivingService;
  activate(draftId: string): ReturnType<ReceivingService['getDraft']>;
  deactivate(draftId?: string): void;
  activeDraft(): string | null;
  tap(events: readonly ReaderEvent[]): void;
}

/** Catalog facts from the cache file open at the time of the call (it is replaced when rebuilt after damage). */
function liveCatalogFacts(catalogDb: () => SqliteDb | null): ReceivingCatalog {
  let source: { db: SqliteDb; facts: ReceivingCatalog } | null = null;
  const facts = (): ReceivingCatalog | null => {
    const db = catalogDb();
    if (!db) return null;
    if (source?.db !== db) source = { db, facts: catalogFacts(db) };
    return source.facts;
  };
  return {
    item: (itemId, storeId) => facts()?.item(itemId, storeId) ?? null,
    vendors: () => facts()?.vendors() ?? [],
    store: (storeId) => facts()?.store(storeId) ?? null,
  };
}

export function createAppReceiving(deps: AppReceivingDeps): AppReceiving {
  let engine: { service: ReceivingService; off: () => void } | null = null;
  let active: string | null = null;
  const catalog = liveCatalogFacts(deps.catalogDb);

  const need = (): ReceivingService => {
    if (engine) return engine.service;
    throw new UserError('receiving_unavailable', deps.unavailable());
  };

  return {
    start(db: JournalDb, index: ItemIndex<ResolvableItem>, user: string | null) {
      const packSizes = createPackSizes(db);
      const service = createReceivingService({
        api: deps.api,
        db,
        catalog,
        scans: createScanItemResolver(index, packSizes),
        packSizes,
        workingStoreId: deps.workingStoreId,
        user: () => user,
      });
      const off = service.onDraftChanged((payload) => deps.events.emit('receiving.draftChanged', payload));
      engine = { service, off };
    },
    stop() {
      engine?.off();
      engine = null;
      active = null;
    },
    engine: need,
    activate(draftId) {
      const view = need().getDraft({ draftId });
      active = draftId;
      return view;
    },
    deactivate(draftId) {
      if (!draftId || draftId === active) active = null;
    },
    activeDraft: () => active,
    tap(events) {
      const draftId = active;
      if (!draftId) return;
      const scans = events.filter(isScan);
      if (!scans.length) return;
      // From the reader's timer: nothing may escape; a refusal (a submitted draft, say) becomes a notice.
      try {
        need().ingest(draftId, scans);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.warn('reader batch not received', { draftId, scans: scans.length, error: message });
        deps.notify?.(`${scans.length} scan(s) were not added to the receiving draft: ${message}`);
      }
    },
  };
}
