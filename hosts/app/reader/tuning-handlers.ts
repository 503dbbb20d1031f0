// Process: main (composition, Electron-free). The reader tuning requests of contract/reader-tuning.ts answered by
// the app's reader (domain/reader/service.ts; the tuning itself is domain/reader/tuning).
import type { HandlersOf } from '../../../contract';
import type { readerTuningRequests } from '../../../contract/reader-tuning';
import type { ReaderService } from '../../../domain/reader/service';

export function readerTuningHandlers(reader: ReaderService): HandlersOf<typeof readerTuningRequests> {
  return {
    'reader.tuning.get': ({ reader: id }) => reader.tuning(id),
    'reader.tuning.set': ({ tuning, reader: id }) => reader.setTuning(tuning, id),
    'reader.tuning.savePreset': ({ preset }) => reader.saveTuningPreset(preset),
  };
}
