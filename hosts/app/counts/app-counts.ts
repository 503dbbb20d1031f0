// Process: main (composition, Electron-free). Counting inside the app: the counting engine (domain/counts) and what
// rests on it, built by the builder the CLI uses too (hosts/app/journal/journal-engines.ts) on the journal of the
// signed-in account (hosts/app/journal), the session's API (through session.call) and the app's one request
// scheduler, the catalog's scan index, item facts and stock values, and the user; its events go to the event hub.
// Started and stopped by the journal holder; it serves the scan target (hosts/app/scan-target) the reader's batches
// for the session being counted.

import type { CountTotals, MoneyCurrency, ScopeCategoryView } from '../../../contract/counts';
import type { Language } from '../../../contract/settings';
import type { ApiClient } from '../../../domain/api/client';
import type { RequestScheduler } from '../../../domain/api/scheduler';
import {
  type CurrencyWait,
  createStoreCurrency,
  NO_CURRENCY,
  type StoreCurrency,
} from '../../../domain/counts/currency';
import { catalogItemFacts, type ItemFactsSource } from '../../../domain/counts/item-facts';
import { scopeCategories } from '../../../domain/counts/scope-categories';
import type { CountService, CountServiceApi, CountServiceDeps } from '../../../domain/counts/service';
import type { JournalDb } from '../../../domain/journal/journal';
import { catalogStockValues, type StockValueSource } from '../../../domain/plans/stock-values';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import { fileOf, type SqliteDb } from '../../../domain/sqlite/open';
import type { EventHub } from '../../ipc/events';
import { followCatalog } from '../catalog/follow-catalog';
import type { JournalEngine } from '../journal/app-journal';
import { buildCounting, type Counting } from '../journal/journal-engines';
import { type FeedbackSource, feedbackCarrier, type ReaderScan, type ScanTarget } from '../scan-target/scan-target';

const log = createLogger('app.counts');

export interface AppCountsDeps {
  events: EventHub;
  api: CountServiceApi & Pick<ApiClient, 'listCurrencies'>;
  /** The `currency` setting: the store's currency when the service names no base currency. */
  currencySetting(): string | null;
  /** The Settings language: a plan's count is named with its day in it (domain/plans). */
  languageSetting?(): Language;
  scheduler: RequestScheduler;
  /** The open catalog cache file, or null (item facts are read from whichever is open at the time). */
  catalogDb(): SqliteDb | null;
  /** Why counting is unavailable when it is (signed out, no store, catalog not open, journal problem). */
  unavailable(): string;
  outbox?: CountServiceDeps['outbox'];
  /** Where reader batches go: counting serves it the active session's. */
  target: ScanTarget;
}

export interface AppCounts extends JournalEngine {
  /** The engine of the signed-in account; a clear refusal while there is none. */
  engine(): CountService;
  /** Counting and the services on its journal (hosts/app/journal/journal-engines.ts), or null while stopped. */
  current(): Counting | null;
  /** The store's currency (domain/counts/currency.ts), asked of the service once per signed-in engine; `wait` bounds
   * how long a caller that must not wait on the network (a lookup) waits for that answer. */
  currency(wait?: CurrencyWait): Promise<MoneyCurrency>;
  /** The store's categories in the catalog cache (choosing a new count's scope); empty while none is open. */
  scopeCategories(storeId: string): ScopeCategoryView[];
}

export function createAppCounts(deps: AppCountsDeps): AppCounts {
  let counting: Counting | null = null;
  let currency: StoreCurrency | null = null;
  const factsOf = followCatalog(deps.catalogDb, catalogItemFacts);
  const itemFacts: ItemFactsSource = (ids, storeId) => factsOf()?.(ids, storeId) ?? [];
  const stockOf = followCatalog(deps.catalogDb, catalogStockValues);
  const stock: StockValueSource = (storeId) => stockOf()?.(storeId) ?? [];
  // A reader batch's 'counts.events' carries the reader's feedback for it: one push per batch, not two.
  const carrier = feedbackCarrier();

  const need = (): CountService => {
    if (counting) return counting.engine;
    throw new UserError('counts_unavailable', deps.unavailable());
  };

  // A refused batch is shown in the count's feed as one 'refused' entry with the reason.
  const refused = (sessionId: string, scans: readonly ReaderScan[], message: string, feedback: FeedbackSource) => {
    let totals: CountTotals = { units: 0, lines: 0, uniqueTags: 0, totalReads: 0, outsideScope: 0, readers: [] };
    try {
      totals = need().session(sessionId).totals;
    } catch {
      /* the session is gone: zeros */
    }
    const first = scans[0]!;
    const reader = feedback();
    deps.events.emit('counts.events', {
      ...(reader ? { reader } : {}),
      sessionId,
      reads: 0,
      totals,
      events: [
        {
          at: Date.now(),
          source: first.type === 'epc' ? 'rfid' : 'barcode',
          raw: first.type === 'epc' ? first.hex : first.text,
          outcome: 'refused',
          itemId: null,
          sku: null,
          description: null,
          area: '',
          added: 0,
          message: `${scans.length} scan(s) not counted: ${message}`,
        },
      ],
    });
  };

  deps.target.serve('counts', {
    ingest: (sessionId, scans, feedback) => carrier.during(feedback, () => need().ingest(sessionId, scans)),
    refused,
  });

  return {
    start(db: JournalDb, index: ItemIndex<ResolvableItem>, user: string | null) {
      counting = buildCounting({
        journal: db,
        api: deps.api,
        scheduler: deps.scheduler,
        index,
        itemFacts,
        user,
        // CountEventMap is part of the contract's EventMap (contract/index.ts).
        emit: (name, payload) =>
          (deps.events.emit as (n: string, p: unknown) => void)(
            name,
            name === 'counts.events' ? carrier.attach(payload as object) : payload,
          ),
        ...(deps.outbox ? { outbox: deps.outbox } : {}),
        stock,
        // The ABC proposal reads the open catalog file itself, off main (domain/offload).
        stockFile: () => {
          const catalog = deps.catalogDb();
          return catalog ? fileOf(catalog) : null;
        },
        ...(deps.languageSetting ? { language: deps.languageSetting } : {}),
        // A 250,000-tag count's history is recorded a slice at a time: main stays free for the readers and the UI.
        tagHistoryInTurns: true,
      });
      currency = createStoreCurrency({ api: deps.api, setting: deps.currencySetting });
      // Asked now, so a lookup (which waits for it only briefly: catalog handlers) finds it known.
      currency().catch(() => {});
      // Changes left unsent by the last run go out now, not at the next scan.
      counting.engine.kick();
      log.info('counting started', { user });
    },
    stop() {
      const current = counting;
      counting = null;
      deps.target.release('counts');
      current?.stop();
    },
    engine: need,
    current: () => counting,
    currency: (wait) => (currency ? currency(wait) : Promise.resolve(NO_CURRENCY)),
    scopeCategories(storeId) {
      const db = deps.catalogDb();
      return db ? scopeCategories(db, storeId) : [];
    },
  };
}
