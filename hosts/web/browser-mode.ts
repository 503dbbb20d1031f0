// Process: main (browser mode, Electron-free). Browser mode = the same app services as Electron behind the
// loopback server. The refresh token is never persisted here: there is no safeStorage outside Electron.
import { mkdir } from 'node:fs/promises';
import { type AppServices, type AppServicesOptions, createAppServices } from '../app/services';
import { type BrowserServer, startBrowserServer } from './server';

export interface BrowserModeOptions {
  dataDir: string;
  rendererDir: string;
  version: string;
  port?: number;
  secret?: string;
  /** Test hooks passed through to the services (for example a faster demo start). */
  services?: Partial<
    Pick<AppServicesOptions, 'fetch' | 'startDemoService' | 'maxRequestsPerSecond' | 'readerTuningTimeoutMs'>
  >;
}

export interface BrowserMode {
  server: BrowserServer;
  services: AppServices;
  close(): Promise<void>;
}

export async function startBrowserMode(opts: BrowserModeOptions): Promise<BrowserMode> {
  await mkdir(opts.dataDir, { recursive: true });
  const services = await createAppServices({
    dataDir: opts.dataDir,
    appInfo: { mode: 'browser', version: opts.version },
    encryptor: null,
    ...opts.services,
  });
  await services.warmUp();
  let server: BrowserServer;
  try {
    server = await startBrowserServer({
      dispatch: services.dispatch,
      events: services.events,
      rendererDir: opts.rendererDir,
      port: opts.port,
      secret: opts.secret,
    });
  } catch (err) {
    await services.close();
    throw err;
  }
  return {
    server,
    services,
    async close() {
      await server.close();
      await services.close();
    },
  };
}
