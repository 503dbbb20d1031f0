// Process: main (Electron glue). Binds the dispatcher and the event hub to Electron IPC. Only our window's main
// frame, showing our own page, may call; everything else is refused before any handler runs.
import { type BrowserWindow, type IpcMainInvokeEvent, ipcMain } from 'electron';
import { EVENT_CHANNEL, INVOKE_CHANNEL } from '../../contract/channels';
import { fail } from '../../contract/result';
import { createLogger } from '../../domain/shared/logger';
import type { Dispatch } from '../ipc/dispatch';
import type { EventHub } from '../ipc/events';

const log = createLogger('ipc.bind-electron');

export interface ElectronBinding {
  dispose(): void;
}

/** `isTrustedUrl` says whether a frame URL is our renderer (file URL of out/renderer, or the dev server's origin). */
export function bindElectronIpc(opts: {
  window: BrowserWindow;
  dispatch: Dispatch;
  events: EventHub;
  isTrustedUrl: (url: string) => boolean;
}): ElectronBinding {
  const { window } = opts;

  const trusted = (event: IpcMainInvokeEvent): boolean => {
    const frame = event.senderFrame;
    if (window.isDestroyed() || event.sender !== window.webContents) return false;
    if (!frame || frame !== window.webContents.mainFrame) return false;
    return opts.isTrustedUrl(frame.url);
  };

  ipcMain.handle(INVOKE_CHANNEL, async (event, name: unknown, args: unknown) => {
    if (!trusted(event)) {
      log.warn('IPC from an untrusted sender refused', { url: event.senderFrame?.url ?? null });
      return fail('forbidden', 'Refused: not from the app window.');
    }
    return opts.dispatch(name, args);
  });

  const unsubscribe = opts.events.subscribe((event, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, event, payload);
  });

  return {
    dispose() {
      unsubscribe();
      ipcMain.removeHandler(INVOKE_CHANNEL);
    },
  };
}
