// Process: main (composition, Electron-free). The app requests of contract/app.ts: what the app is, the notices
// the user must be told once (hosts/app/notices.ts), and opening a checked web link in the system browser.
import type { AppInfo, HandlersOf } from '../../../contract';
import type { appRequests } from '../../../contract/app';
import { UserError } from '../../../domain/shared/errors';
import type { Notices } from '../notices';

export interface ShellDeps {
  appInfo: AppInfo;
  notices: Notices;
  /** Opens an already-checked http(s) URL in the system browser; absent where the app cannot (browser mode). */
  openExternal?: (url: string) => Promise<void>;
  /** Returns the normalised URL, or null when the URL must not be opened (see domain/shared/external-links.ts). */
  checkExternalUrl: (url: string) => string | null;
}

export function shellHandlers(deps: ShellDeps): HandlersOf<typeof appRequests> {
  return {
    'app.info': () => deps.appInfo,
    'app.notices': () => deps.notices.list(),
    'app.notices.dismiss': ({ id }) => deps.notices.dismiss(id),
    'shell.openExternal': async ({ url }) => {
      const safe = deps.checkExternalUrl(url);
      if (!safe) throw new UserError('unsafe_url', 'Only web links (http or https) can be opened.');
      if (!deps.openExternal) throw new UserError('unavailable', 'Open the link from your browser instead.');
      await deps.openExternal(safe);
      return true as const;
    },
  };
}
