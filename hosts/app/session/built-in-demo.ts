// Process: main or CLI (composition, Electron-free). How the built-in demo service is started: the real local
// service (service/) on the data folder's demo file. Its one definition, so the app and the CLI's `--demo` start the
// same service on the same data, and key its files the same way (domain/catalog/account.ts).
import { createDemoService, type DemoService, type StartService } from '../../../domain/session/demo-service';

// Imported lazily: fastify and libsql load only when the demo is actually used.
export const startBuiltInDemo: StartService = async (opts) =>
  (await import('../../../service/index')).startService(opts);

/** The built-in demo service of a data folder, started on first `ensure()`. */
export function builtInDemo(dataDir: string, start: StartService = startBuiltInDemo): DemoService {
  return createDemoService(dataDir, start);
}
