// Process: main (composition, Electron-free). The accuracy requests of contract/accuracy.ts: a store's history
// (counts finalized here before the feature are stored first, from the journal), one count's figure for its review,
// the read-back of counts finalized elsewhere, and the history as CSV; beside it floor availability per day as the
// replenishment lists kept it on the same journal (domain/replenish/availability.ts), and its CSV.
import type { HandlersOf } from '../../../contract';
import type { accuracyRequests } from '../../../contract/accuracy';
import type { MoneyCurrency } from '../../../contract/counts';
import { accuracyCsv, accuracyHistory } from '../../../domain/accuracy/history';
import { sessionAccuracy } from '../../../domain/accuracy/session';
import { availabilityCsv, availabilityHistory } from '../../../domain/replenish/availability';
import type { SettingsStore } from '../../../domain/settings/settings-store';
import type { AppAccuracy } from './app-accuracy';

export function accuracyHandlers(
  accuracy: AppAccuracy,
  settings: Pick<SettingsStore, 'get'>,
  /** The store's currency, as the review shows money (hosts/app/counts). */
  currency: () => Promise<MoneyCurrency>,
): HandlersOf<typeof accuracyRequests> {
  // The CSV's file name: the working store's code (the history is of the working store in practice).
  const storeName = (storeId: string) => {
    const w = settings.get().workingStore;
    return w?.id === storeId ? w.code : storeId;
  };
  const history = (storeId: string) => {
    accuracy.store().backfill(storeId);
    return accuracyHistory(accuracy.db(), storeId);
  };
  return {
    'accuracy.history': async ({ storeId }) => ({ ...history(storeId), currency: await currency() }),
    'accuracy.session': ({ sessionId }) => sessionAccuracy(accuracy.db(), sessionId, accuracy.tolerancesOf),
    'accuracy.readBack': ({ storeId }) => accuracy.readBack(storeId),
    'accuracy.export': ({ storeId }) => accuracyCsv(history(storeId), storeName(storeId)),
    'accuracy.availability': ({ storeId }) => ({ storeId, days: availabilityHistory(accuracy.db(), storeId) }),
    'accuracy.availabilityExport': ({ storeId }) => {
      const days = availabilityHistory(accuracy.db(), storeId);
      return {
        fileName: `floor availability ${storeName(storeId)}.csv`,
        csv: availabilityCsv(days),
        rows: days.length,
      };
    },
  };
}
