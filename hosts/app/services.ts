// Process: main (composition, Electron-free). The composition root: builds the app's main-side services from plain
// parameters, so Electron and browser mode run the very same code and differ only in transport and in how the
// refresh token is kept. Each feature's wiring lives in its folder (session/, catalog/, reader/).
import { join } from 'node:path';
import type { AppInfo, AuthStatus } from '../../contract';
import { DEFAULT_READER_SETTINGS } from '../../contract/reader-settings';
import type { ApiClient } from '../../domain/api/client';
import { createRequestScheduler } from '../../domain/api/scheduler';
import { createConnection } from '../../domain/auth/connect';
import { createEncryptedRefreshTokenStore, createMemoryRefreshTokenStore } from '../../domain/auth/refresh-token-store';
import { catalogAccountOf } from '../../domain/catalog/account';
import { createCatalogService } from '../../domain/catalog/service';
import type { CatalogService } from '../../domain/catalog/service-types';
import { SIMULATOR_PORT } from '../../domain/reader/link-state';
import type { ReaderService } from '../../domain/reader/service';
import type { ReaderHardware } from '../../domain/reader/sources/from-settings';
import type { ScaleService } from '../../domain/scale/service';
import type { ScaleHardware } from '../../domain/scale/sources/from-settings';
import type { DemoService, StartService } from '../../domain/session/demo-service';
import { probeOfflineCache } from '../../domain/session/offline-cache';
import { createSessionService } from '../../domain/session/service';
import type { SessionService } from '../../domain/session/types';
import { openSettingsStore, SETTINGS_FILE_NAME, type SettingsStore } from '../../domain/settings/settings-store';
import { toSafeExternalUrl } from '../../domain/shared/external-links';
import { createLogger, type Logger } from '../../domain/shared/logger';
import { createDispatcher, type Dispatch } from '../ipc/dispatch';
import { createEventHub, type EventHub } from '../ipc/events';
import { catalogApiOf } from './catalog/catalog-api';
import type { AppCounts, AppCountsDeps } from './counts/app-counts';
import { createScaleWeighing } from './counts/scale-weighing';
import { createAppEncode } from './encode/app-encode';
import { createHandlers } from './handlers';
import type { AppJournal } from './journal/app-journal';
import { composeJournalWork } from './journal/compose';
import { createAppLocate } from './locate/app-locate';
import { companyPrefixLengthOf } from './locate/prefix-length';
import { createNotices, type Notices, settingsResetMessage } from './notices';
import { composeReader } from './reader/compose';
import type { AppReceiving } from './receiving/app-receiving';
import { composeScale } from './scale/compose';
import { builtInDemo } from './session/built-in-demo';
import { announceRateLimits } from './session/rate-limit-status';
import type { AppTransfers } from './transfers/app-transfers';

export const REFRESH_TOKEN_FILE = 'refresh-token.bin';

/** Electron's safeStorage has exactly this shape; browser mode and the CLI pass null (nothing is persisted). */
export interface Encryptor {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export interface AppServicesOptions {
  dataDir: string;
  appInfo: AppInfo;
  encryptor: Encryptor | null;
  fetch?: typeof fetch;
  logger?: Logger;
  openExternal?: (url: string) => Promise<void>;
  /** Starts the local service for the demo; defaults to service/index.ts, loaded only when first needed. */
  startDemoService?: StartService;
  /** Requests per second per user (the service allows 2). */
  maxRequestsPerSecond?: number;
  /** Background catalog sync interval (hosts/app/catalog-service.ts). */
  catalogSyncEveryMs?: number;
  /** Serial binding and node-hid for the reader (tests pass serialport's mock binding). */
  readerHardware?: ReaderHardware;
  /** Serial binding and node-hid for the scale (tests pass serialport's mock binding or a fake node-hid). */
  scaleHardware?: ScaleHardware;
  /** Count outbox tuning (tests: a short debounce). */
  countsOutbox?: AppCountsDeps['outbox'];
  /** How long reader tuning waits for each answer (1 s; tests on a loaded machine allow more). */
  readerTuningTimeoutMs?: number;
}

export interface AppServices {
  dispatch: Dispatch;
  events: EventHub;
  settings: SettingsStore;
  session: SessionService<ApiClient>;
  demo: DemoService;
  catalog: CatalogService;
  reader: ReaderService;
  /** The scale: counting listens to its stable readings (domain/scale/service.ts). */
  scale: ScaleService;
  counts: AppCounts;
  receiving: AppReceiving;
  transfers: AppTransfers;
  journal: AppJournal;
  notices: Notices;
  /** Starts the demo service when the app is set to use it (or nothing is set yet), so it is ready at sign-in. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export async function createAppServices(opts: AppServicesOptions): Promise<AppServices> {
  const logger = opts.logger ?? createLogger('app.services');
  const settings = await openSettingsStore(join(opts.dataDir, SETTINGS_FILE_NAME));
  const events = createEventHub();
  const notices = createNotices(events);
  const settingsRecovery = settings.recovered();
  if (settingsRecovery) notices.add('settingsReset', settingsResetMessage(settingsRecovery));
  const demo = builtInDemo(opts.dataDir, opts.startDemoService);
  const refreshTokens = opts.encryptor
    ? createEncryptedRefreshTokenStore(join(opts.dataDir, REFRESH_TOKEN_FILE), opts.encryptor)
    : createMemoryRefreshTokenStore();

  // The user's one request budget (2 a second), shared by every connection the app makes: the catalog sync runs in
  // its 'background' lane, counting in 'interactive', so a count never waits behind catalog pages.
  const scheduler = createRequestScheduler({ maxPerSecond: opts.maxRequestsPerSecond ?? 2 });
  const offRateLimits = announceRateLimits(scheduler, events);
  const session = createSessionService({
    settings,
    events,
    demo,
    offlineCache: (profile) => probeOfflineCache(opts.dataDir, profile, settings.get().workingStore?.id ?? null),
    factories: {
      connect: (endpoints) =>
        createConnection({
          ...endpoints,
          store: refreshTokens,
          fetch: opts.fetch,
          scheduler,
        }),
    },
  });

  const catalog = createCatalogService({
    dataDir: opts.dataDir,
    events,
    api: catalogApiOf(session),
    account: () => catalogAccountOf(session.status()),
    workingStoreId: () => settings.get().workingStore?.id ?? null,
    syncEveryMs: opts.catalogSyncEveryMs,
    inBackground: (fn) => scheduler.runWithPriority('background', fn),
  });
  // Signed in (or resumed) with a working store: open the cache and sync in the background. Signed out: close it.
  // Offline launch (signed in on the cache): back online, the sync runs at once rather than at its next retry.
  let wasOffline = false;
  const offCatalog = events.subscribe((event, payload) => {
    if (event !== 'auth.changed') return;
    const { state, offline } = payload as AuthStatus;
    if (state === 'signedIn') catalog.activate();
    else if (state === 'signedOut') void catalog.deactivate();
    if (state === 'signedIn' && wasOffline && !offline) resyncAfterOffline(catalog, logger);
    wasOffline = Boolean(offline);
  });

  // Everything on the signed-in account's journal (counting, receiving, encode and the views of them), started when
  // the journal opens with the catalog, stopped before it closes.
  const work = composeJournalWork({
    dataDir: opts.dataDir,
    holder: opts.appInfo.mode === 'browser' ? 'Stocktake in browser mode' : 'the Stocktake app',
    events,
    session,
    settings,
    catalog,
    scheduler,
    notices,
    ...(opts.countsOutbox ? { countsOutbox: opts.countsOutbox } : {}),
  });
  const { counts, receiving, scanTarget, journal, offJournal } = work;

  // Locate matches in main whatever the reader, so it needs only the configured protocol (for its filter sentence).
  const locate = createAppLocate({
    events,
    protocol: () => (settings.get().readerSettings ?? DEFAULT_READER_SETTINGS).protocol,
    simulatorOn: () => reader.status().port === SIMULATOR_PORT,
    presets: () => reader,
    serialReader: () => reader.settings().source === 'serial',
    companyPrefixLength: companyPrefixLengthOf(() => encode),
  });
  const reader = composeReader({
    settings,
    events,
    scanTarget,
    catalog,
    locate,
    hardware: { ...opts.readerHardware, simulatorLocate: locate.simulator },
    tuningTimeoutMs: opts.readerTuningTimeoutMs,
  });
  const scale = composeScale({ settings, events, ...(opts.scaleHardware ? { hardware: opts.scaleHardware } : {}) });
  const scaleWeighing = createScaleWeighing(scale, counts);
  // The simulators belong to the demo: signing out stops them, so they never feed another account.
  const offReader = events.subscribe((event, payload) => {
    if (event !== 'auth.changed' || (payload as { state: string }).state !== 'signedOut') return;
    void reader.stopSimulator();
    if (scale.settings().source === 'simulator') void scale.disconnect();
  });

  const encode = createAppEncode({
    engine: work.encode,
    receipt: (receiptId) => receiving.engine().getReceipt({ receiptId }),
    reader,
  });

  const handlers = createHandlers({
    appInfo: opts.appInfo,
    session,
    settings,
    openExternal: opts.openExternal,
    checkExternalUrl: toSafeExternalUrl,
    catalog,
    reader,
    scale,
    scaleWeighing,
    counts,
    receiving,
    scanTarget,
    notices,
    demo,
    dataDir: opts.dataDir,
    encode,
    locate,
    tags: work.tags,
    accuracy: work.accuracy,
    plans: work.plans,
    review: work.review,
    transfers: work.transfers,
    replenish: work.replenish,
  });

  return {
    dispatch: createDispatcher(handlers),
    events,
    settings,
    session,
    demo,
    catalog,
    reader,
    scale,
    counts,
    receiving,
    transfers: work.transfers,
    journal,
    notices,
    async warmUp() {
      reader.autoConnect();
      // A refusal (the simulator saved against a real service) leaves the scale unplugged; Settings says why.
      await scale.connect().catch((err) => logger.info('scale not connected at launch', { error: String(err) }));
      const connection = settings.get().connection;
      if (connection && connection.kind !== 'demo') return;
      await demo.ensure().catch((err) => logger.error('demo service did not start', { error: String(err) }));
    },
    async close() {
      offRateLimits();
      offCatalog();
      offReader();
      scaleWeighing.stop();
      offJournal();
      await reader.close();
      await scale.disconnect();
      journal.close();
      await catalog.close();
      await session.close();
      await demo.close();
    },
  };
}

function resyncAfterOffline(catalog: CatalogService, logger: Logger): void {
  try {
    catalog.syncNow({});
  } catch (err) {
    logger.info('no catalog to sync after reconnecting', { error: String(err) });
  }
}
