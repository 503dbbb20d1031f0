// Process: shared by main, preload and renderer (types only outside main). THE one IPC contract: every request
// the renderer may make (with its argument schema and result type) and every event main pushes.
import { z } from 'zod';
import type { Store } from '../api/wire/stores';
import type { CatalogStatusView, LookupResultView, LookupSearchHit } from '../app/catalog-types';
import {
  ReaderIngestArgs,
  type ReaderPortList,
  type ReaderReadsBatch,
  type ReaderStatus,
  SimulatorStartArgs,
} from '../app/reader-contract';
import { type ReaderSettings, ReaderSettingsPatch } from '../app/reader-settings';
import type { Result } from '../shared/result';

import { EVENT_NAMES } from './channels';

// Channel names and default addresses live in channels.ts (no imports) so the sandboxed preload and the
// renderer bundle stay free of zod.
export { DEFAULT_AUTH_URL, DEFAULT_BASE_URL, EVENT_CHANNEL, EVENT_NAMES, INVOKE_CHANNEL } from './channels';

const NoArgs = z.object({}).strict();
const HttpUrl = z
  .string()
  .trim()
  .url()
  // Checks run even after url() failed, so parse defensively here.
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http or https URL');
const Guid = z.guid();

export const ConnectionProfile = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('demo') }).strict(),
  z
    .object({
      kind: z.literal('real'),
      authUrl: HttpUrl.transform((u) => u.replace(/\/+$/, '')),
      // The client composes {base_url}/api/v3 itself: a pasted ".../api/v3" is trimmed so it is not doubled.
      baseUrl: HttpUrl.transform((u) => u.replace(/\/+$/, '').replace(/\/api\/v3$/i, '')),
      clientId: z.string().trim().min(1, 'enter the client ID'),
    })
    .strict(),
]);
export type ConnectionProfile = z.infer<typeof ConnectionProfile>;

export const SignInArgs = z
  .object({
    connection: ConnectionProfile,
    userName: z.string().trim().min(1, 'enter a user name').max(200),
    password: z.string().min(1, 'enter a password').max(500),
  })
  .strict();

export const WorkingStore = z.object({ id: Guid, code: z.string(), description: z.string() }).strict();
export type WorkingStore = z.infer<typeof WorkingStore>;

/** What settings.set may change. Reader settings join here later. */
export const SettingsPatch = z.object({ workingStore: WorkingStore.nullable().optional() }).strict();

export type AuthState = 'signedOut' | 'signedIn' | 'reauthRequired';
export interface AuthStatus {
  state: AuthState;
  /** The profile in use or last used; never the password. */
  connection: ConnectionProfile | null;
  /** Where requests go (the demo service's loopback address when kind is demo). */
  serviceLabel: string | null;
  userName: string | null;
  /** A user-facing sentence when the state changed for a reason the user must act on. */
  reason?: string;
  /** Present while the saved sign-in waits for the service (offline launch); see main/app/session.ts. */
  offline?: OfflineStatus;
}
/** Launched without reaching the service: state is signedIn on the cached catalog (signedOut with none cached). */
export interface OfflineStatus {
  /** Why the service could not be used, in words. */
  message: string;
  /** Items in the cached catalog; 0 when nothing is cached yet. */
  cachedItems: number;
  /** When the cached catalog last finished syncing (ISO); null if it never did. */
  cachedAt: string | null;
  /** An attempt to reach the service is running now. */
  retrying: boolean;
  /** When the next automatic attempt starts (ISO); null while one runs. */
  nextRetryAt: string | null;
  /** Attempts since the app went offline. */
  attempts: number;
}
export interface AppInfo {
  mode: 'electron' | 'browser';
  version: string;
}
export type ConnectionState = 'offline' | 'connecting' | 'online' | 'error';
export interface ConnectionStatus {
  state: ConnectionState;
  message?: string;
}
export interface SettingsView {
  connection: ConnectionProfile | null;
  userName: string | null;
  workingStore: WorkingStore | null;
}

// Catalog and lookup: text as scanned, typed or pasted (a Digital Link URL is the longest expected input).
export const LookupArgs = z
  .object({
    text: z
      .string()
      .max(4096)
      .refine((t) => t.trim().length > 0, 'enter a code'),
  })
  .strict();
export const SearchArgs = z
  .object({
    query: z.string().trim().min(1, 'enter a SKU, UPC or words').max(200),
    limit: z.int().min(1).max(100).optional(),
  })
  .strict();
export const CatalogSyncArgs = z.object({ full: z.boolean().optional() }).strict();

/** Declares a request: its argument schema and (as a type only) its result. */
const request =
  <R>() =>
  <A extends z.ZodType>(args: A) =>
    ({ args }) as { args: A; result?: R };

/** The request map. Adding one: a line here, a handler in handlers.ts (the type checker insists), done. */
export const requests = {
  'app.info': request<AppInfo>()(NoArgs),
  'auth.status': request<AuthStatus>()(NoArgs),
  'auth.resume': request<AuthStatus>()(NoArgs),
  'auth.signIn': request<AuthStatus>()(SignInArgs),
  'auth.signOut': request<AuthStatus>()(NoArgs),
  'connection.status': request<ConnectionStatus>()(NoArgs),
  'stores.list': request<Store[]>()(NoArgs),
  'stores.choose': request<WorkingStore>()(z.object({ storeId: Guid }).strict()),
  'settings.get': request<SettingsView>()(NoArgs),
  'settings.set': request<SettingsView>()(SettingsPatch),
  'shell.openExternal': request<true>()(z.object({ url: z.string().max(2048) }).strict()),
  // Reader (shapes in main/app/reader-contract.ts and reader-settings.ts).
  'reader.ports': request<ReaderPortList>()(NoArgs),
  'reader.getSettings': request<ReaderSettings>()(NoArgs),
  'reader.setSettings': request<ReaderSettings>()(ReaderSettingsPatch),
  'reader.connect': request<ReaderStatus>()(NoArgs),
  'reader.disconnect': request<ReaderStatus>()(NoArgs),
  'reader.status': request<ReaderStatus>()(NoArgs),
  'reader.resetCounters': request<ReaderStatus>()(NoArgs),
  'reader.ingestScan': request<ReaderStatus>()(ReaderIngestArgs),
  'reader.startSimulator': request<ReaderStatus>()(SimulatorStartArgs),
  'reader.stopSimulator': request<ReaderStatus>()(NoArgs),
  'catalog.status': request<CatalogStatusView>()(NoArgs),
  'catalog.sync': request<CatalogStatusView>()(CatalogSyncArgs),
  'catalog.cancelSync': request<CatalogStatusView>()(NoArgs),
  'lookup.lookup': request<LookupResultView>()(LookupArgs),
  'lookup.search': request<LookupSearchHit[]>()(SearchArgs),
} as const;

/** The push-event map: name -> payload. */
export interface EventMap {
  'auth.changed': AuthStatus;
  'connection.changed': ConnectionStatus;
  'reader.status': ReaderStatus;
  /** A few a second while reading: distinct EPCs with counts, barcodes, errors, live counters. */
  'reader.reads': ReaderReadsBatch;
  'catalog.progress': CatalogStatusView;
}
// Every event in the map has a name in channels.ts and no other name exists there (checked both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const eventNamesMatch: Same<(typeof EVENT_NAMES)[number], keyof EventMap> = true;
void eventNamesMatch;

export type RequestName = keyof typeof requests;
export type EventName = keyof EventMap;
export type InvokeArgs<K extends RequestName> = z.input<(typeof requests)[K]['args']>;
export type ParsedArgs<K extends RequestName> = z.output<(typeof requests)[K]['args']>;
export type InvokeValue<K extends RequestName> = Exclude<(typeof requests)[K]['result'], undefined>;
export type InvokeResult<K extends RequestName> = Result<InvokeValue<K>>;
export type EventPayload<E extends EventName> = EventMap[E];

export const REQUEST_NAMES = Object.keys(requests) as RequestName[];

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.hasOwn(requests, name);
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && (EVENT_NAMES as readonly string[]).includes(name);
}

/** The API the renderer sees, whichever transport carries it (preload in Electron, WebSocket in browser mode). */
export interface StocktakeApi {
  invoke<K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeResult<K>>;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}
