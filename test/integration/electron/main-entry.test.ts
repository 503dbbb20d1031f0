// Process: test (node). The Electron glue as it ships: the BUILT main entry (out/main/index.js, from `npm run
// build`, which `npm test` runs first) started against the fake `electron` module (./fake-electron.ts, the one
// fake) with the real app services in a temp data folder. It holds the single-instance lock, creates the window
// with the hardened options and the preload, binds the one IPC channel to a dispatcher that knows every request
// of the contract, denies navigation, new windows and permissions, and quits cleanly (services closed first).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVOKE_CHANNEL, REQUEST_NAMES } from '../../../contract';
import { app, BrowserWindow, fakeEvent, ipcMain, session, shell } from './fake-electron';

vi.mock('electron', () => import('./fake-electron'));

const OUT = resolve(__dirname, '../../../out');
const dataDir = mkdtempSync(join(tmpdir(), 'stocktake-electron-main-'));
type Reply = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };
let win: BrowserWindow;

const invoke = (name: unknown, args: unknown, sender = win.webContents) =>
  ipcMain.handlers.get(INVOKE_CHANNEL)?.({ sender, senderFrame: sender.mainFrame }, name, args) as Promise<Reply>;

beforeAll(async () => {
  if (!existsSync(join(OUT, 'main', 'index.js'))) throw new Error('out/main/index.js is missing: run `npm run build`');
  process.env.STOCKTAKE_DATA_DIR = dataDir;
  process.env.STOCKTAKE_LOG = 'error';
  await import(join(OUT, 'main', 'index.js'));
  await app.becomeReady();
  await vi.waitFor(() => expect(ipcMain.handlers.has(INVOKE_CHANNEL)).toBe(true), { timeout: 20_000 });
  win = BrowserWindow.created[0] as BrowserWindow;
}, 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built main entry under a fake electron', () => {
  it('holds the single-instance lock and keeps its data in the app data folder', () => {
    expect(app.singleInstanceLockRequests).toBe(1);
    expect(app.getPath('userData')).toBe(dataDir);
    expect(() => app.emit('second-instance')).not.toThrow();
  });

  it('creates one window with the hardened options, the preload and the built page', () => {
    expect(BrowserWindow.created).toHaveLength(1);
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      preload: join(OUT, 'preload', 'index.cjs'),
    });
    expect(existsSync(join(OUT, 'preload', 'index.cjs'))).toBe(true);
    expect(win.loaded).toBe(join(OUT, 'renderer', 'index.html'));
  });

  it('denies navigation, redirects, webviews, new windows and permission requests; sets the CSP', () => {
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = fakeEvent();
      win.webContents.emit(name, event, 'https://evil.example/');
      expect(event.defaultPrevented, name).toBe(true);
    }
    expect(win.webContents.windowOpenHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(win.webContents.windowOpenHandler?.({ url: 'https://example.com/help' })).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual(['https://example.com/help']); // a web link goes to the system browser instead
    const granted: boolean[] = [];
    session.defaultSession.permissionRequestHandler?.(win.webContents, 'media', (ok) => granted.push(ok));
    expect(granted).toEqual([false]);
    expect(session.defaultSession.permissionCheckHandler?.(win.webContents, 'serial')).toBe(false);
    let headers: Record<string, string[]> = {};
    session.defaultSession.headersHandler?.({ responseHeaders: {} }, (r: { responseHeaders: typeof headers }) => {
      headers = r.responseHeaders;
    });
    expect(headers['Content-Security-Policy']?.[0]).toContain("default-src 'self'");
  });

  it('binds the IPC channel to a dispatcher that knows every request of the contract', async () => {
    expect(REQUEST_NAMES.length).toBeGreaterThan(10);
    for (const name of REQUEST_NAMES) {
      // Arguments of the wrong type: validated against the request's schema, so no handler acts on them.
      const reply = await invoke(name, 'not an argument object');
      expect(reply.ok ? 'ok' : reply.error.code, name).toBe('invalid_argument');
    }
    expect(await invoke('no.such.request', {})).toMatchObject({ ok: false, error: { code: 'unknown_request' } });
    // Read-only requests run their real handlers through the binding.
    expect(await invoke('app.info', {})).toMatchObject({
      ok: true,
      value: { mode: 'electron', version: '0.0.0-test' },
    });
    for (const name of ['auth.status', 'settings.get', 'reader.status', 'catalog.status']) {
      expect((await invoke(name, {})).ok, name).toBe(true);
    }
  });

  it('refuses IPC from any other sender', async () => {
    const stranger = new BrowserWindow({}).webContents;
    expect(await invoke('app.info', {}, stranger)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('quits cleanly when the last window closes: unbinds IPC, closes the services, then exits', async () => {
    for (const w of BrowserWindow.created) w.close();
    expect(ipcMain.handlers.has(INVOKE_CHANNEL)).toBe(false);
    expect(app.quitCalls).toBe(1);
    expect(app.exited).toBe(false); // will-quit held back while the services close
    await vi.waitFor(() => expect(app.exited).toBe(true), { timeout: 20_000 });
    expect(app.quitCalls).toBe(2);
  });
});
