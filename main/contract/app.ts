// Process: shared by main and renderer (types only outside main). The app itself over IPC: which build and mode
// runs, and opening a web link in the system browser.
import { z } from 'zod';
import { NoArgs, request } from './request';

export interface AppInfo {
  mode: 'electron' | 'browser';
  version: string;
}

export const appRequests = {
  'app.info': request<AppInfo>()(NoArgs),
  'shell.openExternal': request<true>()(z.object({ url: z.string().max(2048) }).strict()),
} as const;
