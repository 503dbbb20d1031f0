// Process: main (Electron glue). The one app window, with every web-preference that matters set explicitly so
// tests and production cannot drift apart.
import { join } from 'node:path';
import { BrowserWindow } from 'electron';
import { hardenWindow } from './harden';

export interface WindowPaths {
  preloadPath: string;
  rendererIndexPath: string;
  devServerUrl?: string;
}

export function createMainWindow(paths: WindowPaths, openExternal: (url: string) => Promise<void>): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Stocktake',
    backgroundColor: '#f4f5f7',
    webPreferences: {
      preload: paths.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  hardenWindow(window, openExternal);
  window.once('ready-to-show', () => window.show());
  if (paths.devServerUrl) void window.loadURL(paths.devServerUrl);
  else void window.loadFile(paths.rendererIndexPath);
  return window;
}

export function windowPaths(mainDir: string, devServerUrl?: string): WindowPaths {
  return {
    preloadPath: join(mainDir, '../preload/index.cjs'),
    rendererIndexPath: join(mainDir, '../renderer/index.html'),
    devServerUrl,
  };
}
