// Process: main (composition, Electron-free). The reader requests of contract/reader.ts answered by the app's
// reader (domain/reader/service.ts, wired by compose.ts): settings, ports, connection, counters, wedge scans, the demo simulator.
import type { HandlersOf } from '../../../contract';
import type { readerRequests } from '../../../contract/reader';
import type { ReaderService } from '../../../domain/reader/service';

export function readerHandlers(reader: ReaderService): HandlersOf<typeof readerRequests> {
  return {
    'reader.ports': () => reader.listPorts(),
    'reader.getSettings': () => reader.settings(),
    'reader.setSettings': (patch) => reader.updateSettings(patch),
    'reader.connect': () => reader.connect(),
    'reader.disconnect': ({ reader: id }) => reader.disconnect(id),
    'reader.status': () => reader.status(),
    'reader.resetCounters': () => reader.resetCounters(),
    'reader.ingestScan': (scan) => reader.ingest(scan),
    'reader.startSimulator': (opts) => reader.startSimulator(opts),
    'reader.stopSimulator': (opts) => reader.stopSimulator(opts),
  };
}
