// Process: shared by main and renderer (types only outside main). The app settings the renderer reads and sets
// over IPC (connection, user, working store). The reader's own settings are reader.ts's (reader-settings.ts).
import { z } from 'zod';
import { NoArgs, request } from './request';
import type { ConnectionProfile } from './session';
import { WorkingStore } from './stores';

/** What settings.set may change. */
export const SettingsPatch = z.object({ workingStore: WorkingStore.nullable().optional() }).strict();

export interface SettingsView {
  connection: ConnectionProfile | null;
  userName: string | null;
  workingStore: WorkingStore | null;
}

export const settingsRequests = {
  'settings.get': request<SettingsView>()(NoArgs),
  'settings.set': request<SettingsView>()(SettingsPatch),
} as const;
