// Process: renderer. The shape of the one app store, assembled from typed slices (auth, stores, app status, catalog,
// reader). Every slice's interface lives here and its creator in its own file, so slices import this file and this
// file imports no slice. Counts and receiving add their interface here and their creator in index.ts.
import type { Store } from '../../../main/api/wire/stores';
import type {
  AppInfo,
  AuthStatus,
  ConnectionProfile,
  ConnectionStatus,
  InvokeArgs,
  ReaderPortList,
  ReaderReadsBatch,
  ReaderSettings,
  ReaderSettingsPatch,
  ReaderStatus,
  WorkingStore,
} from '../../../main/contract';
import type { CatalogStatusView, LookupResult, LookupStatus, SearchHit } from '../../../main/contract/catalog';
import type { AppError } from '../../../main/shared/result';
import type { FeedbackKind } from '../features/reader/feedback';

export type Area = 'lookup' | 'counts' | 'receiving' | 'settings';

export interface AuthSlice {
  /** null until the first status arrives (start-up). */
  auth: AuthStatus | null;
  authBusy: boolean;
  authError: AppError | null;
  signIn(args: InvokeArgs<'auth.signIn'>): Promise<boolean>;
  signOut(): Promise<void>;
  /** Offline launch: try the saved sign-in again now (main also retries on its own, with backoff). */
  retrySignIn(): Promise<void>;
  applyAuth(status: AuthStatus): void;
}

export interface StoresSlice {
  stores: Store[];
  storesLoading: boolean;
  storesError: AppError | null;
  workingStore: WorkingStore | null;
  /** True while the user is (re)choosing the working store. */
  choosingStore: boolean;
  loadStores(): Promise<void>;
  chooseStore(storeId: string): Promise<boolean>;
  changeStore(): void;
}

export interface AppSlice {
  info: AppInfo | null;
  connection: ConnectionStatus;
  /** The last connection profile, to prefill the sign-in form. */
  lastConnection: ConnectionProfile | null;
  lastUserName: string | null;
  area: Area;
  startError: AppError | null;
  setArea(area: Area): void;
  /** Loads app info and settings, subscribes to push events, and tries the silent sign-in. */
  start(): Promise<void>;
  /** Removes the push-event subscriptions made by start(). */
  stop(): void;
}

/** One line of the recent-lookups list. */
export interface LookupHistoryEntry {
  input: string;
  status: LookupStatus;
  /** SKU and name when found, else the reason. */
  label: string;
}

export interface CatalogSlice {
  /** The catalog's state as main last reported it (catalog.progress events keep it current). */
  catalog: CatalogStatusView | null;
  catalogError: AppError | null;
  /** The results of the last lookup: one per line when several lines were pasted. */
  lookupResults: LookupResult[];
  /** Which of lookupResults the card shows. */
  lookupShown: number;
  lookupBusy: boolean;
  lookupError: AppError | null;
  /** Most recent first, without repeats. */
  lookupHistory: LookupHistoryEntry[];
  searchHits: SearchHit[] | null;
  searchBusy: boolean;
  searchError: AppError | null;
  /** Subscribes to catalog.progress and loads the status; returns the unsubscribe function. */
  watchCatalog(): () => void;
  loadCatalogStatus(): Promise<void>;
  syncCatalog(full?: boolean): Promise<void>;
  cancelCatalogSync(): Promise<void>;
  /** Looks up each non-empty line of the text (a scan, a typed code, or a pasted list). */
  lookup(text: string): Promise<void>;
  showLookupResult(index: number): void;
  search(query: string): Promise<void>;
  clearSearch(): void;
}

export interface ScanForScreen {
  /** Increases with every scan, so the same code scanned twice is still a new scan. */
  seq: number;
  kind: 'epc' | 'barcode';
  text: string;
  known?: boolean;
}

export interface ReaderSlice {
  readerSettings: ReaderSettings | null;
  readerStatus: ReaderStatus | null;
  readerPorts: ReaderPortList | null;
  readerBusy: boolean;
  readerError: AppError | null;
  /** The newest scan for the active screen: every barcode, and each tag read for the first time. */
  readerScan: ScanForScreen | null;
  /** What the newest batch should sound and flash like (at most one of each kind per batch). */
  readerSignals: { seq: number; kinds: FeedbackKind[] } | null;
  /** Subscribes to reader events and loads settings and status; returns the unsubscribe function. */
  watchReader(): () => void;
  saveReaderSettings(patch: ReaderSettingsPatch): Promise<boolean>;
  refreshReaderPorts(): Promise<void>;
  /** Saves the patch (if any) and connects the source it describes. */
  connectReader(patch?: ReaderSettingsPatch): Promise<boolean>;
  disconnectReader(): Promise<void>;
  resetReaderCounters(): Promise<void>;
  startSimulator(opts?: { tags?: number; rate?: number }): Promise<boolean>;
  stopSimulator(): Promise<void>;
  /** A keyboard-wedge scan, sent into main's reader stream (it comes back as a batch like any read). */
  ingestScan(text: string): Promise<boolean>;
  applyReaderReads(batch: ReaderReadsBatch): void;
}

export type AppState = AuthSlice & StoresSlice & AppSlice & CatalogSlice & ReaderSlice;
