// Process: main (composition, Electron-free). The journal requests of contract/journal.ts: the damaged journals
// kept aside in the data folder, listed and exported (damaged-journals.ts).
import type { HandlersOf } from '../../../contract';
import type { journalRequests } from '../../../contract/journal';
import { exportDamagedJournal, listDamagedJournals } from './damaged-journals';

export function journalHandlers(dataDir: string): HandlersOf<typeof journalRequests> {
  return {
    'journal.damaged.list': () => listDamagedJournals(dataDir),
    'journal.damaged.export': ({ name }) => exportDamagedJournal(dataDir, name),
  };
}
