// Process: shared by main and renderer (types only outside main). Session and sign-in over IPC: the connection
// profile, sign-in arguments, the auth and connection status the UI follows, and their push events.
import { z } from 'zod';
import { NoArgs, request } from './request';

const HttpUrl = z
  .string()
  .trim()
  .url()
  // Checks run even after url() failed, so parse defensively here.
  .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), 'must be an http or https URL');

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
  /** Present while the saved sign-in waits for the service (offline launch); see domain/session/. */
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
export type ConnectionState = 'offline' | 'connecting' | 'online' | 'error';
export interface ConnectionStatus {
  state: ConnectionState;
  message?: string;
}

export const sessionRequests = {
  'auth.status': request<AuthStatus>()(NoArgs),
  'auth.resume': request<AuthStatus>()(NoArgs),
  'auth.signIn': request<AuthStatus>()(SignInArgs),
  'auth.signOut': request<AuthStatus>()(NoArgs),
  'connection.status': request<ConnectionStatus>()(NoArgs),
  /** After sign-in failed with 'demo_damaged': moves the demo's data aside (kept) and starts fresh demo data. */
  'demo.startFresh': request<{ savedAs: string }>()(NoArgs),
} as const;

export interface SessionEventMap {
  'auth.changed': AuthStatus;
  'connection.changed': ConnectionStatus;
}
