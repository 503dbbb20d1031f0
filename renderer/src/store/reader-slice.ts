// Process: renderer. The reader as the screens see it: settings (kept by main per PC), status and live counters
// (pushed by main), the port list, and what the newest batch of reads means for the user: the feedback to give
// (new, duplicate, unknown, error) and the scan the active screen should act on. The batches come as 'reader.reads',
// or, for reads the scan target took, as the `reader` field of 'counts.events' / 'receiving.draftChanged' (the
// counts and receiving listeners hand it to `applyReaderReads`). A panel a scan must not replace (an open "Write
// tag" panel: its outcome stays until dismissed) holds the scans: they are kept aside for it to show, not looked up.
import type { StateCreator } from 'zustand';
import type { ReaderReadsBatch, ReaderStatus, StocktakeApi } from '../../../contract';
import type { FeedbackKind } from './reader-types';
import type { AppState, ReaderSlice, ScanForScreen } from './types';

const lostState = (state: string) => state === 'reconnecting' || state === 'error';
/** The reader, or any one of several, lost or in error. */
const readerLost = (s: ReaderStatus | null): boolean =>
  s !== null && (lostState(s.state) || (s.readers ?? []).some((r) => lostState(r.state)));

/** Distinct codes kept of the reads made while scans are held (the panel lists them). */
export const HELD_CODES_KEPT = 5;

/** The held reads with a batch's added: its codes first (newest), each once. */
function withHeld(held: { codes: string[]; reads: number } | null, batch: ReaderReadsBatch) {
  const fresh = [...batch.barcodes.map((b) => b.text), ...batch.epcs.map((e) => e.hex)].reverse();
  const reads = batch.epcs.reduce((n, e) => n + e.count, 0) + batch.barcodes.length;
  if (reads === 0) return held;
  const codes = [...new Set([...fresh, ...(held?.codes ?? [])])].slice(0, HELD_CODES_KEPT);
  return { codes, reads: (held?.reads ?? 0) + reads };
}

/** The order sounds are tried in: an error or an unknown tag must not be masked by a duplicate's tick. */
const SIGNAL_ORDER: FeedbackKind[] = ['error', 'unknown', 'new', 'duplicate'];

export const createReaderSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ReaderSlice> =>
  (set, get) => {
    let scanSeq = 0;
    let signalSeq = 0;

    // Status pushes counted, so a request's (older) status never overwrites one pushed while it was in flight:
    // a connect's reply can arrive after the "connected" push it caused.
    let statusPushes = 0;
    const statusResult = (r: Awaited<ReturnType<StocktakeApi['invoke']>>, pushesAtRequest: number): boolean => {
      if (!r.ok) {
        set({ readerError: r.error });
        return false;
      }
      set(
        statusPushes === pushesAtRequest
          ? { readerStatus: r.value as ReaderStatus, readerError: null }
          : { readerError: null },
      );
      return true;
    };

    return {
      readerSettings: null,
      readerStatus: null,
      readerPorts: null,
      readerBusy: false,
      readerError: null,
      readerScan: null,
      readerScanHolds: 0,
      readerHeldScans: null,
      readerSignals: null,
      readerUncountedAt: null,

      watchReader() {
        const offs = [
          api.on('reader.status', (readerStatus) => {
            statusPushes++;
            // Losing the reader is worth a sound: the user may not be looking at the screen while scanning.
            // With several readers, one of them lost is worth it too (the others keep the whole 'connected').
            const failed = readerLost(readerStatus);
            const wasFailed = readerLost(get().readerStatus);
            set({
              readerStatus,
              ...(failed && !wasFailed ? { readerSignals: { seq: ++signalSeq, kinds: ['error' as const] } } : {}),
            });
          }),
          api.on('reader.reads', (batch) => {
            // Main pushes here only reads no count or receipt took: the status bar says they are not counted.
            if (batch.epcs.length > 0 || batch.barcodes.length > 0) set({ readerUncountedAt: Date.now() });
            get().applyReaderReads(batch);
          }),
        ];
        void Promise.all([api.invoke('reader.getSettings', {}), api.invoke('reader.status', {})]).then(([s, st]) => {
          if (s.ok) set({ readerSettings: s.value });
          if (st.ok) set({ readerStatus: st.value });
          const failed = [s, st].find((r) => !r.ok);
          if (failed && !failed.ok) set({ readerError: failed.error });
        });
        return () => {
          for (const off of offs) off();
        };
      },

      async saveReaderSettings(patch) {
        set({ readerBusy: true, readerError: null });
        const r = await api.invoke('reader.setSettings', patch);
        set({ readerBusy: false });
        if (!r.ok) {
          set({ readerError: r.error });
          return false;
        }
        set({ readerSettings: r.value });
        return true;
      },

      async refreshReaderPorts() {
        const r = await api.invoke('reader.ports', {});
        if (r.ok) set({ readerPorts: r.value });
        else set({ readerError: r.error });
      },

      async connectReader(patch) {
        if (patch && !(await get().saveReaderSettings(patch))) return false;
        set({ readerBusy: true });
        const at = statusPushes;
        const r = await api.invoke('reader.connect', {});
        set({ readerBusy: false });
        return statusResult(r, at);
      },

      async disconnectReader(reader) {
        set({ readerBusy: true });
        const at = statusPushes;
        const r = await api.invoke('reader.disconnect', reader === undefined ? {} : { reader });
        set({ readerBusy: false });
        statusResult(r, at);
      },

      async resetReaderCounters() {
        const at = statusPushes;
        const r = await api.invoke('reader.resetCounters', {});
        statusResult(r, at);
      },

      async startSimulator(opts = {}) {
        set({ readerBusy: true, readerError: null });
        const at = statusPushes;
        const r = await api.invoke('reader.startSimulator', opts);
        set({ readerBusy: false });
        const done = statusResult(r, at);
        if (done) {
          const s = await api.invoke('reader.getSettings', {});
          if (s.ok) set({ readerSettings: s.value });
        }
        return done;
      },

      async stopSimulator(id) {
        const at = statusPushes;
        const r = await api.invoke('reader.stopSimulator', id === undefined ? {} : { id });
        statusResult(r, at);
      },

      async ingestScan(text) {
        const r = await api.invoke('reader.ingestScan', { text, kind: 'auto' });
        if (!r.ok) {
          set({ readerError: r.error });
          get().applyReaderReads({
            seq: 0,
            epcs: [],
            epcsOmitted: 0,
            barcodes: [],
            errors: [r.error],
            counts: get().readerStatus?.counts ?? {
              reads: 0,
              uniqueTags: 0,
              barcodes: 0,
              readsPerSecond: 0,
              badFrames: 0,
            },
          });
          return false;
        }
        return true;
      },

      applyReaderReads(batch) {
        const kinds = new Set<FeedbackKind>();
        if (batch.errors.length > 0) kinds.add('error');
        let scan: Omit<ScanForScreen, 'seq'> | null = null;
        for (const e of batch.epcs) {
          if (!e.first) kinds.add('duplicate');
          else {
            kinds.add(e.known === false ? 'unknown' : 'new');
            scan = { kind: 'epc', text: e.hex, ...(e.known === undefined ? {} : { known: e.known }) };
          }
        }
        for (const b of batch.barcodes) {
          if (b.known === false) kinds.add('unknown');
          // Main says which read of a code is its first since the counter was reset, as for tags.
          else kinds.add(b.first ? 'new' : 'duplicate');
          scan = { kind: 'barcode', text: b.text, ...(b.known === undefined ? {} : { known: b.known }) };
        }
        const status = get().readerStatus;
        const held = get().readerScanHolds > 0;
        set({
          ...(status ? { readerStatus: { ...status, counts: batch.counts } } : {}),
          ...(held ? { readerHeldScans: withHeld(get().readerHeldScans, batch) } : {}),
          ...(scan && !held ? { readerScan: { ...scan, seq: ++scanSeq } } : {}),
          ...(kinds.size > 0
            ? { readerSignals: { seq: ++signalSeq, kinds: SIGNAL_ORDER.filter((k) => kinds.has(k)) } }
            : {}),
        });
      },

      holdReaderScans() {
        set({ readerScanHolds: get().readerScanHolds + 1 });
        let held = true;
        return () => {
          if (!held) return;
          held = false;
          const holds = get().readerScanHolds - 1;
          // The last hold gone: what it kept is dropped, not replayed (the user moved on; the panel offered each
          // code to look up).
          set(holds > 0 ? { readerScanHolds: holds } : { readerScanHolds: 0, readerHeldScans: null });
        };
      },
    };
  };
