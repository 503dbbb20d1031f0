// Process: main (composition, Electron-free). The session's shapes: what it needs from a token manager and an API
// client (so tests can pass fakes), and what it offers the handlers and the catalog.

import type { AuthState, AuthStatus, ConnectionProfile, ConnectionStatus } from '../../../contract';
import type { Store } from '../../../domain/api/wire/stores';

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
