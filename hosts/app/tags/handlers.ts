// Process: main (composition, Electron-free). The tag report requests of contract/tags.ts: the working store's
// recorded counts, two counts compared in the order they were finished (by default a count and the previous one of
// its scope), a report as CSV (with the list's filter: the rows shown), the store's shrink candidates and their CSV.
// Comparing reads two whole counts (seconds at 250,000 tags): it runs off main (domain/offload), on its own read
// connection to the journal.
import type { HandlersOf } from '../../../contract';
import type { tagRequests } from '../../../contract/tags';
import { offMain } from '../../../domain/offload/thread';
import { fileOf } from '../../../domain/sqlite/open';
import { recordedCounts } from '../../../domain/tags/history';
import { tagReportCsv } from '../../../domain/tags/reports';
import { shrinkCsv, shrinkReport } from '../../../domain/tags/shrink';
import type { AppTags } from './app-tags';

export function tagHandlers(tags: AppTags): HandlersOf<typeof tagRequests> {
  const compare = (after: string, before?: string) =>
    offMain('tags.compare', { journal: fileOf(tags.db()), after, ...(before ? { before } : {}) });
  return {
    'tags.counts': () => recordedCounts(tags.db(), tags.storeId()),
    'tags.compare': ({ after, before }) => compare(after, before),
    'tags.csv': async ({ after, before, report, filter }) => tagReportCsv(await compare(after, before), report, filter),
    'tags.shrink': () => shrinkReport(tags.db(), tags.storeId()),
    'tags.shrinkCsv': () => {
      const storeId = tags.storeId();
      return shrinkCsv(shrinkReport(tags.db(), storeId), storeId);
    },
  };
}
