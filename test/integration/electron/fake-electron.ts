// Process: test (node). The one fake `electron` module of the project (the one edge that cannot be real here: no
// Electron binary, no display). Just the surface hosts/electron/index.ts, hosts/electron/window/* and hosts/electron/bind-electron.ts use,
// recording what the glue asks of it and letting the test play Electron's part: ready, a navigation, a
// window.open, a permission request, an IPC call from the page, the last window closing, quitting.
import { EventEmitter } from 'node:events';

type Listener = (...args: unknown[]) => unknown;
type Invoke = (event: unknown, ...args: unknown[]) => Promise<unknown>;

/** An Electron-style event: `preventDefault()` is remembered so the test can see what the glue refused. */
export function fakeEvent(extra: Record<string, unknown> = {}) {
  const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true), ...extra };
  return event;
}

class FakeWebContents extends EventEmitter {
  readonly mainFrame = { url: '' };
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: unknown[][] = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  send(...args: unknown[]) {
    this.sent.push(args);
  }
}

export class BrowserWindow extends EventEmitter {
  static readonly created: BrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loaded: string | null = null;
  shown = false;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    BrowserWindow.created.push(this);
    app.emit('web-contents-created', fakeEvent(), this.webContents);
  }
  async loadFile(path: string) {
    this.loaded = path;
    this.webContents.mainFrame.url = `file://${path}`;
  }
  async loadURL(url: string) {
    this.loaded = url;
    this.webContents.mainFrame.url = url;
  }
  show() {
    this.shown = true;
  }
  isDestroyed() {
    return this.destroyed;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
  /** What Electron does when the user closes the window. */
  close() {
    this.destroyed = true;
    this.emit('closed');
    if (BrowserWindow.created.every((w) => w.destroyed)) app.emit('window-all-closed');
  }
}

const paths = new Map<string, string>();
let ready: () => void = () => undefined;
const readyPromise = new Promise<void>((resolve) => {
  ready = resolve;
});

class FakeApp extends EventEmitter {
  isPackaged = true;
  singleInstanceLockRequests = 0;
  quitCalls = 0;
  /** Set once a will-quit went through unprevented: Electron would exit here. */
  exited = false;
  requestSingleInstanceLock() {
    this.singleInstanceLockRequests++;
    return true;
  }
  setPath(name: string, value: string) {
    paths.set(name, value);
  }
  getPath(name: string) {
    const p = paths.get(name);
    if (!p) throw new Error(`fake electron: no path "${name}" set`);
    return p;
  }
  getVersion() {
    return '0.0.0-test';
  }
  whenReady() {
    return readyPromise;
  }
  /** The test's "Electron finished starting". */
  becomeReady() {
    ready();
    return readyPromise;
  }
  quit() {
    this.quitCalls++;
    const event = fakeEvent();
    this.emit('before-quit', event);
    if (event.defaultPrevented) return;
    const willQuit = fakeEvent();
    this.emit('will-quit', willQuit);
    if (!willQuit.defaultPrevented) this.exited = true;
  }
}

export const app = new FakeApp();

export const ipcMain = {
  handlers: new Map<string, Invoke>(),
  handle(channel: string, fn: Invoke) {
    if (this.handlers.has(channel)) throw new Error(`fake electron: second handler for ${channel}`);
    this.handlers.set(channel, fn);
  },
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  },
};

export const session = {
  defaultSession: {
    permissionRequestHandler: null as null | ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void),
    permissionCheckHandler: null as null | ((...args: unknown[]) => boolean),
    headersHandler: null as null | Listener,
    webRequest: {
      onHeadersReceived(fn: Listener) {
        session.defaultSession.headersHandler = fn;
      },
    },
    setPermissionRequestHandler(fn: (wc: unknown, permission: string, cb: (ok: boolean) => void) => void) {
      this.permissionRequestHandler = fn;
    },
    setPermissionCheckHandler(fn: (...args: unknown[]) => boolean) {
      this.permissionCheckHandler = fn;
    },
  },
};

/** Reversible, visibly not plain text: the OS key store is not here either. */
export const safeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (plain: string) => Buffer.from(`enc:${Buffer.from(plain).toString('base64')}`),
  decryptString: (bytes: Buffer) => Buffer.from(bytes.toString().slice(4), 'base64').toString(),
};

export const shell = {
  opened: [] as string[],
  async openExternal(url: string) {
    shell.opened.push(url);
  },
};

export default { app, BrowserWindow, ipcMain, session, safeStorage, shell };
