// Process: main (Electron entry). Thin glue: single-instance lock, hardened session and window, the shared app
// services with safeStorage for the refresh token, and the IPC binding. All logic lives in Electron-free modules.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, type BrowserWindow, safeStorage, session, shell } from 'electron';
import { defaultDataDir } from '../../domain/shared/data-dir';
import { toSafeExternalUrl } from '../../domain/shared/external-links';
import { createLogger } from '../../domain/shared/logger';
import { type AppServices, createAppServices } from '../app/services';
import { bindElectronIpc, type ElectronBinding } from './bind-electron';
import { createMainWindow, windowPaths } from './window/create-window';
import { hardenSession } from './window/harden';
import { withPrintToPdf } from './window/print-pdf';
import { createTrustedUrlCheck } from './window/trusted-origin';

const log = createLogger('main');
const mainDir = dirname(fileURLToPath(import.meta.url));

// Two instances would fight over the serial port and the settings file: the second one focuses the first.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.setPath('userData', defaultDataDir());
  let window: BrowserWindow | null = null;
  let services: AppServices | null = null;
  let binding: ElectronBinding | null = null;

  const openExternal = async (url: string) => {
    const safe = toSafeExternalUrl(url);
    if (safe) await shell.openExternal(safe);
  };

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    // No page may ever open a webview or a second window, whatever the window-level settings say.
    contents.on('will-attach-webview', (e) => e.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });

  app.whenReady().then(async () => {
    hardenSession(session.defaultSession);
    const dataDir = app.getPath('userData');
    services = await createAppServices({
      dataDir,
      appInfo: { mode: 'electron', version: app.getVersion() },
      encryptor: safeStorage,
      openExternal,
    });
    const paths = windowPaths(mainDir, app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL);
    window = createMainWindow(paths, openExternal);
    binding = bindElectronIpc({
      window,
      // The count sheet as a PDF needs this window (printToPDF); every other request goes to the services.
      dispatch: withPrintToPdf(services.dispatch, () => window?.webContents ?? null),
      events: services.events,
      isTrustedUrl: createTrustedUrlCheck(paths),
    });
    window.on('closed', () => {
      binding?.dispose();
      binding = null;
      window = null;
    });
    void services.warmUp();
    log.info('ready', { dataDir });
  });

  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (!services) return;
    const closing = services;
    services = null;
    event.preventDefault();
    closing.close().finally(() => app.quit());
  });
}
