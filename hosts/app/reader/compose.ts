// Process: main (composition, Electron-free). The app's reader wired: the domain's reader service
// (domain/reader/service.ts) on the app's settings and hardware, its status and renderer batches to the event hub,
// every whole batch to the one scan target, the synced catalog as the known/unknown classifier, and the demo
// catalog's tags for the simulator, which only the demo service may use.

import { DEFAULT_READER_SETTINGS } from '../../../contract/reader-settings';
import type { CatalogService } from '../../../domain/catalog/service-types';
import type { ReaderEvent } from '../../../domain/reader/events';
import { mainReaderId } from '../../../domain/reader/link-state';
import { createReaderService, type ReaderService } from '../../../domain/reader/service';
import type { ReaderHardware } from '../../../domain/reader/sources/from-settings';
import type { SettingsStore } from '../../../domain/settings/settings-store';
import type { EventHub } from '../../ipc/events';
import type { ScanTarget } from '../scan-target/scan-target';
import { demoPopulation } from './demo-tags';
import { catalogClassifier } from './reader-classify';

export interface AppReaderDeps {
  settings: SettingsStore;
  events: EventHub;
  scanTarget: Pick<ScanTarget, 'route'>;
  catalog: CatalogService;
  hardware?: ReaderHardware;
  /** The locate's tap (hosts/app/locate): every batch's EPC reads while a locate runs. */
  locate?: { tap(events: readonly ReaderEvent[], reader: string | null): void };
  /** How long tuning waits for each answer of a reader (domain/reader/tuning; its default when undefined). */
  tuningTimeoutMs?: number;
}

export function composeReader(deps: AppReaderDeps): ReaderService {
  const { settings, events } = deps;
  return createReaderService({
    settings,
    onStatus: (status) => events.emit('reader.status', status),
    onReads: (batch) => events.emit('reader.reads', batch),
    // The lossless tap: whole reader batches (reads and wedge scans) to the one scan target, session or draft.
    onEvents: (events, feedback) => {
      // Locate acts on one reader, the main one: another reader's reads of the same tag would muddle the meter.
      deps.locate?.tap(events, mainReaderId(settings.get().readerSettings ?? DEFAULT_READER_SETTINGS));
      deps.scanTarget.route(events, feedback);
    },
    classify: catalogClassifier(deps.catalog),
    simulatorTags: (count) => demoPopulation(count),
    isDemo: () => (settings.get().connection?.kind ?? 'demo') === 'demo',
    ...(deps.hardware ? { hardware: deps.hardware } : {}),
    ...(deps.tuningTimeoutMs === undefined ? {} : { tuningTimeoutMs: deps.tuningTimeoutMs }),
  });
}
