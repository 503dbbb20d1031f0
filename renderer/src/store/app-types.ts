// Process: renderer. The app slice's public shape: app info, connection, the area shown, start-up and main's
// notices. Part of AppState (types.ts); its creator is app-slice.ts.
import type { AppInfo, AppNotice, ConnectionProfile, ConnectionStatus, DamagedJournalExport } from '../../../contract';
import type { AppError } from '../../../contract/result';

export type Area =
  | 'lookup'
  | 'counts'
  | 'receiving'
  | 'transfers'
  | 'replenish'
  | 'locate'
  | 'tags'
  | 'accuracy'
  | 'settings';

export interface AppSlice {
  info: AppInfo | null;
  connection: ConnectionStatus;
  /** A 429 paused every request until then (ISO), capped at 120 s; null when requests go (status bar). */
  rateLimitedUntil: string | null;
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
  /** What main must tell the user once (settings reset, a damaged journal kept, background failures). */
  notices: AppNotice[];
  dismissNotice(id: string): Promise<void>;
  /** The readable count sessions of a damaged journal kept aside (a notice names it), as CSV files. */
  exportDamagedJournal(name: string): Promise<DamagedJournalExport | AppError>;
}
