// Process: main (domain, Electron-free). The session's shapes: what it needs from a token manager and an API
// client (so tests can pass fakes), what it emits, and what it offers the handlers and the catalog.

import type {
  AuthState,
  AuthStatus,
  ConnectionProfile,
  ConnectionStatus,
  EventName,
  EventPayload,
} from '../../contract';
import type { Store } from '../api/wire/stores';
import type { SettingsStore } from '../settings/settings-store';
import type { Logger } from '../shared/logger';
import type { DemoService } from './demo-service';
import type { OfflineCacheInfo } from './offline-cache';

export interface TokenManagerLike {
  signIn(credentials: { userName: string; password: string }): Promise<void>;
  resume(): Promise<boolean>;
  signOut(): Promise<void>;
  state(): AuthState;
  onChange(listener: (e: { state: AuthState; message?: string }) => void): () => void;
}
export interface StoresClient {
  listStores(): Promise<Store[]>;
}
/** Builds a not-yet-signed-in connection for a service (the app passes domain/auth/connect.ts createConnection). */
export interface SessionFactories<C extends StoresClient, T extends TokenManagerLike> {
  connect(endpoints: { authUrl: string; baseUrl: string; clientId: string }): { tokens: T; api: C };
}

/** The events the session pushes (the app passes its event hub; the domain never imports it). */
export interface SessionEvents {
  emit<E extends Extract<EventName, 'auth.changed' | 'connection.changed'>>(event: E, payload: EventPayload<E>): void;
}

export interface SessionDeps<C extends StoresClient, T extends TokenManagerLike> {
  settings: SettingsStore;
  events: SessionEvents;
  demo: DemoService;
  factories: SessionFactories<C, T>;
  demoClientId?: string;
  logger?: Logger;
  /** What the catalog cache holds for a profile (offline-cache.ts); absent means nothing cached. */
  offlineCache?: (profile: ConnectionProfile) => OfflineCacheInfo | null;
  /** Offline retries (default 5 s, 10 s, 30 s, then every 60 s). */
  retryDelaysMs?: readonly number[];
  /** How long a launch waits for the service before showing the offline state (default 4 s). */
  offlineAfterMs?: number;
}

export interface SessionService<C extends StoresClient> {
  status(): AuthStatus;
  connection(): ConnectionStatus;
  signIn(args: { connection: ConnectionProfile; userName: string; password: string }): Promise<AuthStatus>;
  /** Silent sign-in with the stored refresh token; a no-op when signed in. While offline: try again now. */
  resume(): Promise<AuthStatus>;
  signOut(): Promise<AuthStatus>;
  /** Runs a call with the signed-in client and keeps the connection status current. */
  call<T>(fn: (client: C) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
