// Process: renderer. What the reader's hookups, settings and counter read (features/reader): one selector per
// component, named after it, so the store's shape is read in one place (the zustand docs' pattern: slices, actions
// in the store, selectors beside them). Components call `useApp(useShallow(selectX))`; a selector returns store
// references or plain values only (a fresh `[]` or `.map()` here would re-render forever: React error #185).
import type { AppState } from '../types';

export const selectReaderCounter = (s: AppState) => ({
  counts: s.readerStatus?.counts ?? null,
  reset: s.resetReaderCounters,
});

export const selectReaderHookups = (s: AppState) => ({
  watchReader: s.watchReader,
  wedge: s.readerSettings?.wedge ?? null,
  ingestScan: s.ingestScan,
});

export const selectReaderForm = (s: AppState) => ({
  status: s.readerStatus,
  ports: s.readerPorts,
  busy: s.readerBusy,
  error: s.readerError,
  demo: (s.auth?.connection?.kind ?? 'demo') === 'demo',
  save: s.saveReaderSettings,
  connect: s.connectReader,
  disconnect: s.disconnectReader,
  refreshPorts: s.refreshReaderPorts,
});

export const selectScanRouter = (s: AppState) => ({
  scan: s.readerScan,
  held: s.readerScanHolds > 0,
  area: s.area,
  choosing: s.choosingStore,
  lookup: s.lookup,
});

/** The reads a "Write tag" panel kept off the screen, and looking one of them up. */
export const selectHeldReads = (s: AppState) => ({
  held: s.readerHeldScans,
  setArea: s.setArea,
  lookup: s.lookup,
});

export const selectReaderControl = (s: AppState) => ({
  state: s.readerStatus?.state ?? 'idle',
  source: s.readerSettings?.source ?? 'wedge-only',
  /** Readers set up beside the main one: with any, there is a reader to start even when the main is a wedge. */
  extras: s.readerSettings?.extraReaders.length ?? 0,
  busy: s.readerBusy,
  demo: (s.auth?.connection?.kind ?? 'demo') === 'demo',
  connect: s.connectReader,
  disconnect: s.disconnectReader,
  startSimulator: s.startSimulator,
  setArea: s.setArea,
});
