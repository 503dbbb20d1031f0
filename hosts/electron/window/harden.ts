// Process: main (Electron glue). Session- and window-level hardening: the CSP header on every response, every
// permission denied, navigation and new windows refused (web links go to the system browser, checked first).
import type { BrowserWindow, Session } from 'electron';
import { toSafeExternalUrl } from '../../../domain/shared/external-links';
import { createLogger } from '../../../domain/shared/logger';
import { contentSecurityPolicy } from '../../app/csp';

const log = createLogger('window.harden');

export function hardenSession(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [contentSecurityPolicy()],
        'X-Content-Type-Options': ['nosniff'],
      },
    });
  });
  // Camera, microphone, notifications, serial chooser in the page...: the renderer needs none of them.
  session.setPermissionRequestHandler((_wc, permission, callback) => {
    log.warn('permission request denied', { permission });
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
}

export function hardenWindow(window: BrowserWindow, openExternal: (url: string) => Promise<void>): void {
  const contents = window.webContents;
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    log.warn('navigation refused', { url: url.slice(0, 200) });
  });
  contents.on('will-redirect', (event, url) => {
    event.preventDefault();
    log.warn('redirect refused', { url: url.slice(0, 200) });
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const safe = toSafeExternalUrl(url);
    if (safe) openExternal(safe).catch((err) => log.warn('could not open link', { error: String(err) }));
    else log.warn('window.open refused', { url: url.slice(0, 200) });
    return { action: 'deny' };
  });
}
