// Process: shared by main and renderer (types only outside main). The app itself over IPC: which build and mode
// runs, opening a web link in the system browser, and the notices main gives the user (a damaged file recovered,
// background work that failed), each shown until dismissed.
import { z } from 'zod';
import { NoArgs, request } from './request';

/** Something the user must be told once: settings reset, a damaged journal kept aside, background work failing. */
export interface AppNotice {
  id: string;
  kind: 'settingsReset' | 'journalRecovered' | 'problem';
  /** A sentence that says what happened and what to do. */
  message: string;
  at: number;
  /** journalRecovered: the kept copy, whose counts `counts.damaged.export` can still export. */
  file?: string;
}

/** The service answered 429: every request waits until `until` (capped at 120 s, domain/api/errors.ts). */
export interface RateLimitStatus {
  /** When requests go again (ISO); null once they do. */
  until: string | null;
}

export interface AppEventMap {
  /** A new notice (the full list is `app.notices`). */
  'app.notice': AppNotice;
  /** A 429 paused every request, or the pause is over (the status bar counts down). */
  'app.rateLimited': RateLimitStatus;
}

export interface AppInfo {
  mode: 'electron' | 'browser';
  version: string;
}

export const appRequests = {
  'app.info': request<AppInfo>()(NoArgs),
  'shell.openExternal': request<true>()(z.object({ url: z.string().max(2048) }).strict()),
  /** Notices not yet dismissed, oldest first. */
  'app.notices': request<AppNotice[]>()(NoArgs),
  'app.notices.dismiss': request<AppNotice[]>()(z.object({ id: z.string().min(1).max(64) }).strict()),
} as const;
