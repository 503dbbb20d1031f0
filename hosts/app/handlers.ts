// Process: main (IPC glue, Electron-free). The one typed handler map: a handler for every request in contract,
// built from the app's services. Transport-agnostic: Electron IPC and browser mode both reach it via dispatch.ts.

import type { AppInfo, InvokeValue, ParsedArgs, RequestName, SettingsView } from '../../contract';
import { receivingHandlers } from '../../domain/receiving/handlers';
import type { SettingsStore } from '../../domain/settings/settings-store';
import { UserError } from '../../domain/shared/errors';
import type { CatalogService } from '../app/catalog/catalog-service';
import type { AppCounts } from '../app/counts/app-counts';
import { exportDamagedJournal, listDamagedJournals } from '../app/journal/damaged-journals';
import type { Notices } from '../app/notices';
import type { ReaderService } from '../app/reader/reader-service';
import type { AppReceiving } from '../app/receiving/app-receiving';
import type { DemoService } from '../app/session/demo-service';
import type { SessionService, StoresClient } from '../app/session/session-types';
import { countHandlers } from './count-handlers';

/** One handler per request in the contract: a missing or mistyped one is a compile error. */
export type Handlers = { [K in RequestName]: (args: ParsedArgs<K>) => Promise<InvokeValue<K>> | InvokeValue<K> };

export interface HandlerDeps {
  appInfo: AppInfo;
  session: SessionService<StoresClient>;
  settings: SettingsStore;
  /** Opens an already-checked http(s) URL in the system browser; absent where the app cannot (browser mode). */
  openExternal?: (url: string) => Promise<void>;
  /** Returns the normalised URL, or null when the URL must not be opened (see hosts/app/external-links.ts). */
  checkExternalUrl: (url: string) => string | null;
  /** The reader: settings, ports, connection, wedge scans, demo simulator (hosts/app/reader/reader-service.ts). */
  reader: ReaderService;
  /** The catalog cache and lookup (hosts/app/catalog/catalog-service.ts). */
  catalog: CatalogService;
  /** Counting and receiving on the signed-in account's journal (hosts/app/counts, hosts/app/receiving). */
  counts: AppCounts;
  receiving: AppReceiving;
  /** The built-in demo service (start fresh after its data was found damaged). */
  demo: DemoService;
  /** What the user must be told once (hosts/app/notices.ts). */
  notices: Notices;
  /** The data folder (damaged journals are listed and exported from its journal folder). */
  dataDir: string;
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { session, settings } = deps;
  const view = (): SettingsView => {
    const s = settings.get();
    return { connection: s.connection, userName: s.userName, workingStore: s.workingStore };
  };
  // The last list shown to the user: choosing from it costs no request (the service allows 2 a second).
  let lastStores: Awaited<ReturnType<StoresClient['listStores']>> = [];

  // Requests only the desktop window can answer; spread, so the map compiles whether or not the contract has them.
  const desktopOnly = {
    'counts.print.pdf': () => {
      throw new UserError('unavailable', "Printing to PDF works in the desktop app only: use the browser's Print.");
    },
  };

  return {
    ...desktopOnly,
    // One scan target at a time: a session taking the reader's scans lets go of the draft, and the other way.
    ...countHandlers(deps.counts, () => deps.receiving.deactivate()),
    ...receivingHandlers(() => deps.receiving.engine()),
    'receiving.drafts.activate': ({ draftId }) => {
      const view = deps.receiving.activate(draftId);
      deps.counts.deactivate();
      return view;
    },
    'receiving.drafts.deactivate': ({ draftId }) => {
      deps.receiving.deactivate(draftId);
      return { active: null };
    },
    'app.info': () => deps.appInfo,
    'app.notices': () => deps.notices.list(),
    'app.notices.dismiss': ({ id }) => deps.notices.dismiss(id),
    'journal.damaged.list': () => listDamagedJournals(deps.dataDir),
    'journal.damaged.export': ({ name }) => exportDamagedJournal(deps.dataDir, name),
    'auth.status': () => session.status(),
    'auth.resume': () => session.resume(),
    'auth.signIn': (args) => session.signIn(args),
    'auth.signOut': () => session.signOut(),
    'connection.status': () => session.connection(),
    'demo.startFresh': async () => ({ savedAs: (await deps.demo.startFresh()).savedAs }),
    'stores.list': async () => {
      lastStores = await session.call((client) => client.listStores());
      return lastStores;
    },
    'stores.choose': async ({ storeId }) => {
      let store = lastStores.find((s) => s.id.toLowerCase() === storeId.toLowerCase());
      if (!store) {
        lastStores = await session.call((client) => client.listStores());
        store = lastStores.find((s) => s.id.toLowerCase() === storeId.toLowerCase());
      }
      if (!store) throw new UserError('not_found', 'That store no longer exists. Refresh the list and choose again.');
      const workingStore = { id: store.id, code: store.code, description: store.description };
      await settings.update({ workingStore });
      deps.catalog.activate();
      return workingStore;
    },
    'settings.get': () => view(),
    'settings.set': async (patch) => {
      await settings.update(patch);
      return view();
    },
    'shell.openExternal': async ({ url }) => {
      const safe = deps.checkExternalUrl(url);
      if (!safe) throw new UserError('unsafe_url', 'Only web links (http or https) can be opened.');
      if (!deps.openExternal) throw new UserError('unavailable', 'Open the link from your browser instead.');
      await deps.openExternal(safe);
      return true as const;
    },
    'reader.ports': () => deps.reader.listPorts(),
    'reader.getSettings': () => deps.reader.settings(),
    'reader.setSettings': (patch) => deps.reader.updateSettings(patch),
    'reader.connect': () => deps.reader.connect(),
    'reader.disconnect': () => deps.reader.disconnect(),
    'reader.status': () => deps.reader.status(),
    'reader.resetCounters': () => deps.reader.resetCounters(),
    'reader.ingestScan': (scan) => deps.reader.ingest(scan),
    'reader.startSimulator': (opts) => deps.reader.startSimulator(opts),
    'reader.stopSimulator': () => deps.reader.stopSimulator(),
    'catalog.status': () => deps.catalog.status(),
    'catalog.sync': ({ full }) => deps.catalog.syncNow({ full }),
    'catalog.cancelSync': () => deps.catalog.cancelSync(),
    'lookup.lookup': ({ text }) => deps.catalog.lookup(text),
    'lookup.search': ({ query, limit }) => deps.catalog.search(query, limit),
  };
}
