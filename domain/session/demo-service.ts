// Process: main (domain, Electron-free). The built-in demo service: the real local service (service/), started
// in-process on a free loopback port the first time it is needed, with its data file in the app data folder.
import { join } from 'node:path';
import { UserError } from '../shared/errors';
import { createLogger, type Logger } from '../shared/logger';
import { isCorruption, type MovedAside, moveAside } from '../sqlite/recover';

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
  /** The demo's data file was found damaged by the last start: the sign-in screen offers to start fresh. */
  damaged(): { path: string } | null;
  /** Moves the damaged data aside (kept, named with the time) and starts the demo on fresh data. */
  startFresh(): Promise<MovedAside>;
  close(): Promise<void>;
}

export function createDemoService(
  dataDir: string,
  start: StartService,
  logger: Logger = createLogger('app.demo-service'),
): DemoService {
  let starting: Promise<RunningService> | null = null;
  let service: RunningService | null = null;
  let damagedFile: string | null = null;
  const dataPath = join(dataDir, DEMO_DATA_FILE);

  return {
    ensure() {
      if (!starting) {
        starting = start({ port: 0, dataPath, seed: 'demo' }).then(
          (s) => {
            service = s;
            logger.info('demo service started', { baseUrl: s.baseUrl, dataPath });
            return s;
          },
          (err) => {
            starting = null; // let a later attempt try again
            damagedFile = isCorruption(err) ? dataPath : null;
            throw err;
          },
        );
      }
      return starting.then(({ authUrl, baseUrl }) => ({ authUrl, baseUrl }));
    },
    running: () => (service ? { authUrl: service.authUrl, baseUrl: service.baseUrl } : null),
    damaged: () => (damagedFile ? { path: damagedFile } : null),
    async startFresh() {
      if (!damagedFile) throw new UserError('not_damaged', 'The demo data is not damaged: sign in as usual.');
      await this.close();
      const moved = moveAside(dataPath, 'demo service data');
      damagedFile = null;
      logger.warn('damaged demo data moved aside; starting fresh demo data', { savedAs: moved.savedAs });
      await this.ensure();
      return moved;
    },
    async close() {
      const s = service ?? (starting ? await starting.catch(() => null) : null);
      service = null;
      starting = null;
      if (s) await s.close();
    },
  };
}
