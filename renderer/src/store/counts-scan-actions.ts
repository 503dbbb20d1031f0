// Process: renderer. The counts slice's typed scans: one code from the scan field, or a pasted or imported list
// (store/scan-list.ts). Reader reads do not come this way: main counts them and pushes 'counts.events'.
import type { CountEventsBatch } from '../../../contract/counts';
import type { CountsContext } from './counts-context';
import { signalKinds } from './counts-feed';
import { scanList } from './scan-list';
import type { CountsSlice } from './types';

type ScanActions = Pick<CountsSlice, 'countScan' | 'countScanList'>;

export function createCountScanActions({ get, set, call, sessionId }: CountsContext): ScanActions {
  let signalSeq = 0;
  /** Counts `texts` in the active area; false when the request failed (the error is kept in countError). */
  const send = async (texts: string[]): Promise<boolean> => {
    const id = sessionId();
    const batch: CountEventsBatch | null = id ? await call('counts.scan', { sessionId: id, texts }) : null;
    if (!batch) {
      // Refused (a finalized count, a lock, offline...): the error is on screen (countError) and sounds as one.
      if (id) set({ countSignals: { seq: ++signalSeq, kinds: ['error'] } });
      return false;
    }
    get().applyCountEvents(batch);
    // Typed scans make no reader batch, so their sounds come from here.
    set({ countSignals: { seq: ++signalSeq, kinds: signalKinds(batch.events) } });
    return true;
  };
  return {
    async countScan(text) {
      const code = text.trim();
      if (code && sessionId()) await send([code]);
    },
    async countScanList(text, from) {
      if (!sessionId()) return;
      await scanList(text, from, send, (countNotice) => set({ countNotice }));
    },
  };
}
