// Process: main (composition, Electron-free). The tag report requests of contract/tags.ts: the working store's
// recorded counts, two counts compared in the order they were finished (by default a count and the previous one of
// its scope), a report as CSV (with the list's filter: the rows shown), the store's shrink candidates and their CSV.
import type { HandlersOf } from '../../../contract';
import type { tagRequests } from '../../../contract/tags';
import { recordedCounts } from '../../../domain/tags/history';
import { compareWithPrevious, tagReportCsv } from '../../../domain/tags/reports';
import { shrinkCsv, shrinkReport } from '../../../domain/tags/shrink';
import type { AppTags } from './app-tags';

export function tagHandlers(tags: AppTags): HandlersOf<typeof tagRequests> {
  return {
    'tags.counts': () => recordedCounts(tags.db(), tags.storeId()),
    'tags.compare': ({ after, before }) => compareWithPrevious(tags.db(), after, before),
    'tags.csv': ({ after, before, report, filter }) =>
      tagReportCsv(compareWithPrevious(tags.db(), after, before), report, filter),
    'tags.shrink': () => shrinkReport(tags.db(), tags.storeId()),
    'tags.shrinkCsv': () => {
      const storeId = tags.storeId();
      return shrinkCsv(shrinkReport(tags.db(), storeId), storeId);
    },
  };
}
