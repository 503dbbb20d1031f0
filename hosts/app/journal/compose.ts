// Process: main (composition, Electron-free). Everything on the signed-in account's journal, composed once: the
// engines (counting with what rests on it, hosts/app/journal/journal-engines.ts; receiving; transfers; replenishment; encode), their API
// through the session (the app's one scheduler), the catalog's facts and scan index, the journal holder that starts
// them when the journal opens and stops them before it closes, as the session, the working store and the catalog
// change, and the features' views of them (tags, accuracy, plans, review), which refuse while they are stopped.
// Failures become notices; "why not" answers say what to do.
import { basename } from 'node:path';
import type { ApiClient } from '../../../domain/api/client';
import type { RequestScheduler } from '../../../domain/api/scheduler';
import { catalogAccountOf } from '../../../domain/catalog/account';
import type { CatalogService } from '../../../domain/catalog/service-types';
import type { SessionService } from '../../../domain/session/types';
import { type SettingsStore, staleDaysOf } from '../../../domain/settings/settings-store';
import type { EventHub } from '../../ipc/events';
import { createAppAccuracy } from '../accuracy/app-accuracy';
import { type AppCountsDeps, createAppCounts } from '../counts/app-counts';
import { createEncodeEngine } from '../encode/app-encode';
import type { Notices } from '../notices';
import { createAppPlans } from '../plans/app-plans';
import { createAppReceiving } from '../receiving/app-receiving';
import { createAppReplenish } from '../replenish/app-replenish';
import { createAppReview } from '../review/app-review';
import { createScanTarget } from '../scan-target/scan-target';
import { apiThroughSession } from '../session/session-api';
import { createAppTags } from '../tags/app-tags';
import { createAppTransfers } from '../transfers/app-transfers';
import { createAppJournal } from './app-journal';

export interface JournalWorkDeps {
  dataDir: string;
  /** This process, as another one names it when the journal is in use (see app-journal.ts). */
  holder: string;
  events: EventHub;
  session: SessionService<ApiClient>;
  settings: SettingsStore;
  catalog: CatalogService;
  scheduler: RequestScheduler;
  notices: Notices;
  countsOutbox?: AppCountsDeps['outbox'];
}

export function composeJournalWork(deps: JournalWorkDeps) {
  const { events, session, settings, catalog, notices } = deps;
  let journalProblem: string | null = null;
  const unavailable = (what: string) => () => {
    if (session.status().state !== 'signedIn') return `Sign in first: ${what} works on the signed-in service.`;
    if (!settings.get().workingStore) return `Choose a working store first: ${what} works in the working store.`;
    const catalogProblem = catalog.status().problem;
    if (!journalProblem && catalogProblem?.code === 'catalog_open_failed')
      return `${catalogProblem.message} ${what[0]!.toUpperCase()}${what.slice(1)} needs the catalog. ${catalogProblem.action}`;
    return journalProblem ?? `The catalog is still opening: ${what} starts in a moment. Try again.`;
  };
  // One target for the reader's scans, served by both engines (hosts/app/scan-target).
  const scanTarget = createScanTarget();
  const counts = createAppCounts({
    events,
    target: scanTarget,
    api: apiThroughSession(
      session,
      ['createSession', 'addSessionItems', 'setSessionItemCount', 'getSession', 'updateSession', 'listCurrencies'],
      ['iterateSessions', 'iterateInventory'],
    ),
    scheduler: deps.scheduler,
    catalogDb: () => catalog.cacheDb(),
    unavailable: unavailable('counting'),
    currencySetting: () => settings.get().currency,
    languageSetting: () => settings.get().language,
    ...(deps.countsOutbox ? { outbox: deps.countsOutbox } : {}),
  });
  const receiving = createAppReceiving({
    events,
    target: scanTarget,
    api: apiThroughSession(
      session,
      ['listReceipts', 'getReceipt', 'createReceipt'],
      ['iterateReceipts', 'iteratePurchaseOrders'],
    ),
    catalogDb: () => catalog.cacheDb(),
    workingStoreId: () => settings.get().workingStore?.id ?? null,
    unavailable: unavailable('receiving'),
    notify: (message) => notices.add('problem', message),
  });
  const transfers = createAppTransfers({
    events,
    target: scanTarget,
    api: apiThroughSession(session, ['getTransfer', 'postTransfer'], ['iterateTransfers']),
    catalogDb: () => catalog.cacheDb(),
    workingStoreId: () => settings.get().workingStore?.id ?? null,
    unavailable: unavailable('transfers'),
    notify: (message) => notices.add('problem', message),
  });
  const replenish = createAppReplenish({
    events,
    target: scanTarget,
    catalogDb: () => catalog.cacheDb(),
    workingStoreId: () => settings.get().workingStore?.id ?? null,
    unavailable: unavailable('replenishment'),
    notify: (message) => notices.add('problem', message),
    staleDays: () => staleDaysOf(settings.get()),
    // The Replenish screen follows its floor scan's reads on the counting engine (hosts/app/replenish/live-list.ts).
    sessionChanges: () => counts.current()?.engine.onSessionChange ?? null,
  });
  const encode = createEncodeEngine({
    catalogDb: () => catalog.cacheDb(),
    workingStoreId: () => settings.get().workingStore?.id ?? null,
    isDemo: () => (settings.get().connection?.kind ?? 'demo') === 'demo',
  });
  const journal = createAppJournal({
    dataDir: deps.dataDir,
    holder: deps.holder,
    account: () => catalogAccountOf(session.status()),
    workingStoreId: () => settings.get().workingStore?.id ?? null,
    userName: () => settings.get().userName ?? null,
    scanIndex: () => catalog.scanIndex(),
    engines: [counts, receiving, transfers, replenish, encode],
    onProblem: (message) => {
      journalProblem = message;
      if (message) notices.add('problem', message);
    },
    onRecovered: (r) => notices.add('journalRecovered', r.message, basename(r.savedAs)),
    notify: (message) => notices.add('problem', message),
  });
  // The journal follows the session and the catalog: opened once both are there, closed on sign-out.
  const offJournal = events.subscribe((event) => {
    if (event === 'auth.changed' || event === 'catalog.progress') journal.reconcile();
  });
  // Views of what counting built on the journal (hosts/app/journal/journal-engines.ts: the tag history, accuracy
  // and plans' due dates follow finished counts there), each refusing in its own words while it is stopped.
  const tags = createAppTags({ counts, workingStoreId: () => settings.get().workingStore?.id ?? null });
  const accuracy = createAppAccuracy({ counts, api: apiThroughSession(session, [], ['iterateSessions']) });
  const plans = createAppPlans({ counts, catalogDb: () => catalog.cacheDb() });
  const review = createAppReview({ counts });
  return {
    counts,
    receiving,
    transfers,
    replenish,
    encode,
    scanTarget,
    journal,
    offJournal,
    tags,
    accuracy,
    plans,
    review,
  };
}
