// Process: main (domain, Electron-free). The built-in demo service: the real local service (service/), started
// in-process on a free loopback port the first time it is needed, with its data file in the app data folder.
import { join } from 'node:path';
import { createLogger, type Logger } from '../../shared/logger';

export const DEMO_DATA_FILE = 'demo-service.sqlite';

export interface ServiceEndpoints {
  authUrl: string;
  baseUrl: string;
}
export interface RunningService extends ServiceEndpoints {
  close(): Promise<void>;
}
export type StartService = (opts: { port: number; dataPath: string; seed: 'demo' }) => Promise<RunningService>;

export interface DemoService {
  /** Starts the service once; later calls return the same addresses. */
  ensure(): Promise<ServiceEndpoints>;
  running(): ServiceEndpoints | null;
  close(): Promise<void>;
}

export function createDemoService(
  dataDir: string,
  start: StartService,
  logger: Logger = createLogger('app.demo-service'),
): DemoService {
  let starting: Promise<RunningService> | null = null;
  let service: RunningService | null = null;

  return {
    ensure() {
      if (!starting) {
        const dataPath = join(dataDir, DEMO_DATA_FILE);
        starting = start({ port: 0, dataPath, seed: 'demo' }).then(
          (s) => {
            service = s;
            logger.info('demo service started', { baseUrl: s.baseUrl, dataPath });
            return s;
          },
          (err) => {
            starting = null; // let a later attempt try again
            throw err;
          },
        );
      }
      return starting.then(({ authUrl, baseUrl }) => ({ authUrl, baseUrl }));
    },
    running: () => (service ? { authUrl: service.authUrl, baseUrl: service.baseUrl } : null),
    async close() {
      const s = service ?? (starting ? await starting.catch(() => null) : null);
      service = null;
      starting = null;
      if (s) await s.close();
    },
  };
}
