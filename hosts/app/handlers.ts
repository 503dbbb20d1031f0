// Process: main (composition, Electron-free). The one handler map: every request of the contract answered, each
// feature's from its own folder (hosts/app/<feature>/handlers.ts, typed by that feature's request map), assembled
// here into the contract's `Handlers`. Transport-agnostic: Electron IPC and browser mode reach it through
// hosts/ipc/dispatch.ts, which takes the map and knows no feature.
import type { AppInfo, Handlers } from '../../contract';
import type { CatalogService } from '../../domain/catalog/service-types';
import type { ReaderService } from '../../domain/reader/service';
import type { ScaleService } from '../../domain/scale/service';
import type { DemoService } from '../../domain/session/demo-service';
import type { SessionService, StoresClient } from '../../domain/session/types';
import type { SettingsStore } from '../../domain/settings/settings-store';
import type { AppAccuracy } from './accuracy/app-accuracy';
import { accuracyHandlers } from './accuracy/handlers';
import { catalogHandlers } from './catalog/handlers';
import type { AppCounts } from './counts/app-counts';
import { demoBackOffice } from './counts/demo-back-office';
import { countHandlers } from './counts/handlers';
import type { ScaleWeighing } from './counts/scale-weighing';

import type { AppEncode } from './encode/app-encode';
import { encodeHandlers } from './encode/handlers';
import { journalHandlers } from './journal/handlers';
import type { AppLocate } from './locate/app-locate';
import { locateHandlers } from './locate/handlers';
import type { Notices } from './notices';
import type { AppPlans } from './plans/app-plans';
import { planHandlers } from './plans/handlers';
import { readerHandlers } from './reader/handlers';
import { readerTuningHandlers } from './reader/tuning-handlers';
import type { AppReceiving } from './receiving/app-receiving';
import { receivingHandlers } from './receiving/handlers';
import type { AppReplenish } from './replenish/app-replenish';
import { replenishHandlers } from './replenish/handlers';
import type { AppReview } from './review/app-review';
import { reviewHandlers } from './review/handlers';
import { scaleHandlers } from './scale/handlers';
import { scanTargetHandlers } from './scan-target/handlers';
import type { ScanTarget } from './scan-target/scan-target';
import { sessionHandlers } from './session/handlers';
import { settingsHandlers } from './settings/handlers';
import { type ShellDeps, shellHandlers } from './shell/handlers';
import { storeHandlers } from './stores/handlers';
import type { AppTags } from './tags/app-tags';
import { tagHandlers } from './tags/handlers';
import type { AppTransfers } from './transfers/app-transfers';
import { transfersHandlers } from './transfers/handlers';
import { unitHandlers } from './units/handlers';

export interface HandlerDeps extends ShellDeps {
  appInfo: AppInfo;
  session: SessionService<StoresClient>;
  settings: SettingsStore;
  reader: ReaderService;
  /** The scale (hosts/app/scale). */
  scale: ScaleService;
  /** The scale weighing into a count, and bottle weights (hosts/app/counts/scale-weighing.ts). */
  scaleWeighing: ScaleWeighing;
  catalog: CatalogService;
  counts: AppCounts;
  receiving: AppReceiving;
  /** Transfers between stores (hosts/app/transfers). */
  transfers: AppTransfers;
  /** Replenishment: the list and picking (hosts/app/replenish). */
  replenish: AppReplenish;
  /** Which count session or receiving draft takes the reader's scans (hosts/app/scan-target). */
  scanTarget: ScanTarget;
  demo: DemoService;
  notices: Notices;
  /** The data folder (damaged journals are listed and exported from its journal folder). */
  dataDir: string;
  /** RFID labels and tags (hosts/app/encode). */
  encode: AppEncode;
  /** Locate mode (hosts/app/locate). */
  locate: AppLocate;
  /** Tag reports across counts (hosts/app/tags). */
  tags: AppTags;
  /** Count plans (hosts/app/plans). */
  plans: AppPlans;
  /** Accuracy over time (hosts/app/accuracy). */
  accuracy: AppAccuracy;
  /** The review's tolerances and the recount loop (hosts/app/review). */
  review: AppReview;
}

export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...shellHandlers(deps),
    ...sessionHandlers(deps.session, deps.demo),
    ...storeHandlers(deps.session, deps.settings, deps.catalog),
    ...settingsHandlers(deps.settings),
    ...readerHandlers(deps.reader),
    ...readerTuningHandlers(deps.reader),
    ...scaleHandlers(deps.scale),
    ...catalogHandlers(deps.catalog, (wait) => deps.counts.currency(wait)),
    ...countHandlers(
      deps.counts,
      demoBackOffice({
        counts: deps.counts,
        onDemo: () => deps.session.status().connection?.kind === 'demo',
        refreshOnHand: () => deps.catalog.syncNow({}),
      }),
    ),
    ...deps.scaleWeighing.handlers,
    ...unitHandlers(deps.counts),
    ...receivingHandlers(() => deps.receiving.engine()),
    ...scanTargetHandlers(deps.scanTarget, deps.counts, deps.receiving),
    ...journalHandlers(deps.dataDir),
    ...encodeHandlers(deps.encode, () => deps.counts.currency()),
    ...locateHandlers(deps.locate),
    ...tagHandlers(deps.tags),
    ...planHandlers(deps.plans),
    ...accuracyHandlers(deps.accuracy, deps.settings, () => deps.counts.currency()),
    ...reviewHandlers(deps.review),
    ...transfersHandlers(deps.transfers),
    ...replenishHandlers(deps.replenish),
  };
}
